// EXPORT of a book's used attachments: the list under its filters written to one .xlsx, the task's
// output for its creator to download from the task center (as the member export does).
import {
  ATTACHMENT_TYPE_LABELS,
  formatMessage,
  MARK_STATUS_LABELS,
  MARK_STATUSES,
  RESOURCE_SOURCE_LABELS,
  RESOURCE_SOURCES,
  STORED_ATTACHMENT_TYPES,
  USED_ATTACHMENT_TEXTS,
  type UsedAttachment,
} from "@textbook/shared";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { books } from "../../db/schema/index.ts";
import { TaskFailure, type TaskHandler } from "../../jobs/task-handler.ts";
import { deleteGeneratedFile, storeGeneratedFile } from "../attachments/store-generated.ts";
import { type SheetColumn, writeSheet } from "../users/org-user-sheets/write-sheet.ts";
import { matchesFilters, usedAttachmentsOfBook } from "./used-in-book.ts";

const TEXTS = USED_ATTACHMENT_TEXTS;

export const usedAttachmentsExportParams = z.object({
  /** Tells this EXPORT from a book's and the members' (jobs/task-kinds.ts). */
  kind: z.literal("USED_ATTACHMENTS"),
  bookOid: z.string(),
  type: z.enum(STORED_ATTACHMENT_TYPES).optional(),
  source: z.enum(RESOURCE_SOURCES).optional(),
  markStatus: z.enum(MARK_STATUSES).optional(),
  keyword: z.string().optional(),
});
export type UsedAttachmentsExportParams = z.infer<typeof usedAttachmentsExportParams>;

const COLUMNS: readonly SheetColumn<UsedAttachment>[] = [
  { header: TEXTS.columns.name, width: 30, value: (item) => item.attachment.name },
  { header: TEXTS.columns.type, width: 10, value: (item) => ATTACHMENT_TYPE_LABELS[item.attachment.type] },
  { header: TEXTS.columns.source, width: 12, value: (item) => RESOURCE_SOURCE_LABELS[item.source] },
  { header: TEXTS.columns.mark, width: 12, value: (item) => MARK_STATUS_LABELS[item.markStatus] },
  { header: TEXTS.columns.count, width: 10, value: (item) => item.count },
  {
    header: TEXTS.columns.places,
    width: 60,
    value: (item) => item.places.map((place) => `${place.name}（${place.count}）`).join("\n"),
  },
];

export const exportUsedAttachmentsHandler: TaskHandler<UsedAttachmentsExportParams> = {
  type: "EXPORT",
  params: usedAttachmentsExportParams,
  async perform(run, { bookOid, ...filters }) {
    const { db, links, clock } = run.deps;
    const [book] = await db
      .select({ name: books.name, orgOid: books.orgOid })
      .from(books)
      .where(eq(books.oid, bookOid));
    if (!book) throw new TaskFailure(TEXTS.loadFailed);
    let items: UsedAttachment[] = [];
    await run.step(TEXTS.exportStep, async () => {
      items = (await usedAttachmentsOfBook(db, links, clock.now(), bookOid)).filter((item) =>
        matchesFilters(item, filters),
      );
      await run.progress(90);
      return formatMessage(TEXTS.exportDone, { n: items.length });
    });
    const fileName = formatMessage(TEXTS.exportFileName, { book: book.name });
    const file = await storeGeneratedFile(run.deps, {
      bookOid,
      orgOid: book.orgOid,
      ownerOid: run.task.creatorOid,
      name: fileName,
      type: "DOCUMENT",
      contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      body: await writeSheet(TEXTS.exportSheet, COLUMNS, items),
    });
    const output = { attachmentOid: file.oid, fileName };
    await run.recordOutput(output);
    return output;
  },
  async discard(deps, output) {
    if (output.attachmentOid) await deleteGeneratedFile(deps, output.attachmentOid);
  },
};
