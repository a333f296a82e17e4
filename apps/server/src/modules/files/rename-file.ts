import type { FileNode, FilePath } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { contentFiles } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { changeBook } from "../books/change-book.ts";
import { requireOpen } from "../chapters/locate-chapter.ts";
import { locateFile } from "./locate-file.ts";
import { FILE_NODE_COLUMNS, presentFile } from "./presenter.ts";

/** Renames a file; its content and version are untouched. */
export function renameFile(
  deps: Pick<Deps, "db" | "clock">,
  auth: AuthContext,
  path: FilePath,
  name: string,
): Promise<FileNode> {
  return changeBook(deps, auth, path.bookOid, "editStructure", async ({ tx, now }) => {
    requireOpen((await locateFile(tx, path)).chapter);
    const [row] = await tx
      .update(contentFiles)
      .set({ name, updatedAt: now })
      .where(eq(contentFiles.oid, path.fileOid))
      .returning(FILE_NODE_COLUMNS);
    if (!row) throw errors.notFound();
    return presentFile(row);
  });
}
