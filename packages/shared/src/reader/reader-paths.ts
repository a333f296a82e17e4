// The reader's addresses, without zod (the reader's light bundle imports them; share-links.ts
// builds the call contracts on them): its pages and the two entry calls it makes.

/** The page a share link opens: the token is the link's only secret, shown once at creation. */
export function shareLinkPath(token: string): string {
  return `/preview/external/${token}`;
}

/** The page a member opens an edition at. */
export function editionReaderPath(editionOid: string): string {
  return `/preview/internal/edition/${editionOid}`;
}

/** The entry calls' paths under /api (readerCalls in api/share-links.ts). */
export const READER_ENTRY_PATHS = {
  openShared: "/reader/share-links/:token",
  openEdition: "/reader/editions/:id",
} as const;

/** A reader's own pages (issue 18 §1): login, shelf, and a pushed book (its released edition). */
export const READER_PAGES = {
  login: "/reader/login",
  shelf: "/reader",
} as const;

export function pushedBookPath(bookOid: string): string {
  return `/reader/books/${bookOid}`;
}

/** The shelf calls' paths under /api (readerShelfCalls in api/reader-shelf.ts). */
export const READER_SHELF_PATHS = {
  shelf: "/reader/shelf",
  openBook: "/reader/books/:bookOid",
} as const;
