import type { FileLinks } from "../../storage/links.ts";

/** The cover's thumbnail as a signed link, or null when the book has no cover. */
export function coverUrlOf(
  links: FileLinks,
  book: { coverAttachmentOid: string | null },
  now: Date,
): string | null {
  return book.coverAttachmentOid ? links.urlFor(book.coverAttachmentOid, "thumbnail", now).url : null;
}
