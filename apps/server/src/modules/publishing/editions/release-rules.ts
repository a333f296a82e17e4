// When an edition may be released (issue 16 §3, "Bad input and failure"): the book's latest
// application is approved (publish state PUBLISHED), the edition is one of its READY ones and not
// the one readers already get, and the book is not locked or archived. Checked when the release is
// asked for and again, under the book's lock, when the task switches.
import type { AppError } from "../../../http/errors.ts";
import { errors } from "../../../http/errors.ts";
import type { BookRow } from "../../books/authorize-book.ts";
import { WRITABLE_STATES } from "../../books/policy.ts";
import { editionNotReady, editionReleased, notApproved } from "../publishing-errors.ts";
import type { EditionRow } from "./edition-objects.ts";

/** Why `edition` cannot be released now, or null when it can. */
export function releaseRefusal(book: BookRow, edition: EditionRow): AppError | null {
  if (edition.bookOid !== book.oid) return errors.notFound();
  if (!WRITABLE_STATES.includes(book.state)) return errors.bookReadOnly();
  if (book.publishState !== "PUBLISHED") return notApproved();
  if (edition.state !== "READY") return editionNotReady();
  if (edition.oid === book.releasedEditionOid) return editionReleased();
  return null;
}
