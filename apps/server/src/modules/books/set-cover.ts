// PUT /books/:id/cover: the cover is an uploaded image. It must be READY and either already
// belong to this book, or belong to no book yet and come from the caller (then it joins this book,
// and shows in the book's media). Anyone else's file does not exist for this call.
import type { BookDetail } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { attachments, books } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { bookDetailOf } from "./book-detail.ts";
import { changeBook } from "./change-book.ts";

export interface SetCoverProps {
  bookOid: string;
  attachmentOid: string;
}

export function setCover(
  deps: Pick<Deps, "db" | "links" | "clock">,
  auth: AuthContext,
  props: SetCoverProps,
): Promise<BookDetail> {
  return changeBook(deps, auth, props.bookOid, "update", async ({ tx, actor, now }) => {
    const [attachment] = await tx
      .select({
        bookOid: attachments.bookOid,
        uploaderOid: attachments.uploaderOid,
        type: attachments.type,
        state: attachments.state,
      })
      .from(attachments)
      .where(eq(attachments.oid, props.attachmentOid))
      .limit(1);
    const usable =
      attachment &&
      (attachment.bookOid === props.bookOid ||
        (attachment.bookOid === null && attachment.uploaderOid === actor.userOid));
    if (!usable) throw errors.notFound();
    if (attachment.type !== "IMAGE" || attachment.state !== "READY") throw errors.coverInvalid();
    if (attachment.bookOid === null) {
      await tx
        .update(attachments)
        .set({ bookOid: props.bookOid })
        .where(eq(attachments.oid, props.attachmentOid));
    }
    const [book] = await tx
      .update(books)
      .set({ coverAttachmentOid: props.attachmentOid })
      .where(eq(books.oid, props.bookOid))
      .returning();
    if (!book) throw errors.notFound();
    return bookDetailOf(tx, deps.links, { book, actor }, now);
  });
}
