// POST .../content/attachments: the attachments of this book the document uses (the editor's
// current document when sent, else the stored one), in the order the document names them.
import type { Attachment, ContentAttachmentsBody, FileAddress } from "@textbook/shared";
import { and, eq, inArray } from "drizzle-orm";
import { attachments } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { presentAttachment } from "../attachments/presenter.ts";
import { attachmentRefs } from "./attachment-refs.ts";
import { loadContent } from "./load-content.ts";
import { openFile } from "./open-file.ts";

export async function contentAttachments(
  deps: Pick<Deps, "db" | "clock" | "links">,
  auth: AuthContext,
  address: FileAddress,
  body: ContentAttachmentsBody,
): Promise<{ items: Attachment[]; total: number }> {
  const opened = await openFile(deps.db, auth, address);
  const content = body.content ?? (await loadContent(deps.db, opened.file.oid)).content;
  const refs = [...attachmentRefs(content)];
  if (refs.length === 0) return { items: [], total: 0 };
  const rows = await deps.db
    .select()
    .from(attachments)
    .where(and(inArray(attachments.oid, refs), eq(attachments.bookOid, opened.book.oid)));
  const now = deps.clock.now();
  const byOid = new Map(rows.map((row) => [row.oid, row]));
  const items = refs.flatMap((oid) => {
    const row = byOid.get(oid);
    return row ? [presentAttachment(row, deps.links, now)] : [];
  });
  return { items, total: items.length };
}
