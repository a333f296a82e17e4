// GET .../mind-maps/:mindMapOid: anyone who may read the file reads its mind maps. A mind map of
// another file answers 404, as a wrong address would.
import type { FileAddress, MindMap, MindMapPath } from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mindMaps } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { openFile } from "../content/open-file.ts";
import { type MindMapRow, presentMindMap } from "./presenter.ts";

export async function findMindMap(db: Db, fileOid: string, mindMapOid: string): Promise<MindMapRow> {
  const [row] = await db
    .select()
    .from(mindMaps)
    .where(and(eq(mindMaps.oid, mindMapOid), eq(mindMaps.fileOid, fileOid)))
    .limit(1);
  if (!row) throw errors.notFound();
  return row;
}

export function splitPath(path: MindMapPath): { address: FileAddress; mindMapOid: string } {
  const { mindMapOid, ...address } = path;
  return { address, mindMapOid };
}

export async function readMindMap(
  deps: Pick<Deps, "db" | "clock" | "links">,
  auth: AuthContext,
  path: MindMapPath,
): Promise<MindMap> {
  const { address, mindMapOid } = splitPath(path);
  const opened = await openFile(deps.db, auth, address);
  const row = await findMindMap(deps.db, opened.file.oid, mindMapOid);
  return presentMindMap(row, deps.links, deps.clock.now());
}
