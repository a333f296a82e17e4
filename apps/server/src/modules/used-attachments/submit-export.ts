// POST /books/{id}/used-attachments/export: an EXPORT task of the book, for whoever may export it.
import {
  formatMessage,
  USED_ATTACHMENT_TEXTS,
  type UsedAttachmentsExportBody,
  type UserTask,
} from "@textbook/shared";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { authorizeBook } from "../books/authorize-book.ts";
import { presentSubmitted } from "../tasks/presenter.ts";
import type { UsedAttachmentsExportParams } from "./export-used-attachments.ts";

export async function submitUsedAttachmentsExport(
  deps: Pick<Deps, "db" | "tasks">,
  auth: AuthContext,
  bookOid: string,
  filters: UsedAttachmentsExportBody,
): Promise<UserTask> {
  const { book } = await authorizeBook(deps.db, auth, bookOid, "export");
  const params: UsedAttachmentsExportParams = { kind: "USED_ATTACHMENTS", bookOid, ...filters };
  const task = await deps.tasks.submit({
    type: "EXPORT",
    title: formatMessage(USED_ATTACHMENT_TEXTS.exportTitle, { book: book.name }),
    creatorOid: auth.user.oid,
    orgOid: book.orgOid,
    bookOid,
    params,
  });
  return presentSubmitted(deps.db, task.oid);
}
