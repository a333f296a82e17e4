// POST .../readings and PUT .../readings/:readingOid: an extended reading of the file (content
// §3.14). Writing one needs the same right as editing the file's content (role, open chapter, no
// whole-book task); an uploaded resource must be a ready attachment of the file's book.
import type { FileAddress, Reading, ReadingBody, ReadingResource } from "@textbook/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { attachments, readings } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { requireEditable } from "../content/edit-block.ts";
import { openFile } from "../content/open-file.ts";
import { presentReading } from "./presenter.ts";

type ReadingDeps = Pick<Deps, "db" | "clock">;

/** Every uploaded resource names a READY attachment of the book; the first that does not is refused. */
async function checkAttachments(db: Db, bookOid: string, resources: ReadingResource[]): Promise<void> {
  const wanted = resources.flatMap((resource, index) =>
    resource.kind === "ATTACHMENT" ? [{ index, oid: resource.attachmentOid }] : [],
  );
  if (wanted.length === 0) return;
  const rows = await db
    .select({ oid: attachments.oid })
    .from(attachments)
    .where(
      and(
        inArray(
          attachments.oid,
          wanted.map((item) => item.oid),
        ),
        eq(attachments.bookOid, bookOid),
        eq(attachments.state, "READY"),
      ),
    );
  const ready = new Set(rows.map((row) => row.oid));
  const missing = wanted.find((item) => !ready.has(item.oid));
  if (missing) {
    throw errors.validation({ [`resources.${missing.index}.attachmentOid`]: ATTACHMENT_MISSING });
  }
}

const ATTACHMENT_MISSING = "附件不存在或尚未上传完成";

export async function createReading(
  deps: ReadingDeps,
  auth: AuthContext,
  address: FileAddress,
  body: ReadingBody,
): Promise<Reading> {
  const opened = await openFile(deps.db, auth, address);
  requireEditable(opened);
  await checkAttachments(deps.db, opened.book.oid, body.resources);
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(readings)
    .values({ ...body, fileOid: opened.file.oid, authorOid: auth.user.oid, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw errors.internal();
  return presentReading(row);
}

export async function updateReading(
  deps: ReadingDeps,
  auth: AuthContext,
  address: FileAddress,
  readingOid: string,
  body: ReadingBody,
): Promise<Reading> {
  const opened = await openFile(deps.db, auth, address);
  requireEditable(opened);
  await checkAttachments(deps.db, opened.book.oid, body.resources);
  const [row] = await deps.db
    .update(readings)
    .set({ ...body, updatedAt: deps.clock.now() })
    .where(and(eq(readings.oid, readingOid), eq(readings.fileOid, opened.file.oid)))
    .returning();
  if (!row) throw errors.notFound();
  return presentReading(row);
}
