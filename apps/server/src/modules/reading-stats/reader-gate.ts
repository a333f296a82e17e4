// Who may send reading events, and for which book: the readers' module's rules (a live READER
// session; a book a standing push gave the reader, read in its current release), named here once
// so the events module depends on one place.

export { readableEdition } from "../readers/reader-access.ts";
export { readerOf, requireReader } from "../readers/reader-auth.ts";
