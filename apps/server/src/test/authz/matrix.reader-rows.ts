// The matrix rows of share links and the reader (issue 16 §4; letters and profiles: profiles.ts).
// The world's book in organisation A has a released edition and the chief editor's share link.
import { BOOK_LEAD, BOOK_READ, type MatrixRow, PUBLIC } from "./profiles.ts";

export const READER_ROWS: MatrixRow[] = [
  {
    route: "POST /api/books/{id}/share-links",
    expect: BOOK_READ,
    body: () => ({ expiresAt: "2026-03-20T00:00:00.000Z" }),
    note: "whoever may view the book shares it",
  },
  { route: "GET /api/books/{id}/share-links", expect: BOOK_READ },
  {
    route: "DELETE /api/share-links/{id}",
    expect: BOOK_LEAD,
    fresh: true,
    note: "the chief editor's link: its creator, or whoever may change the book",
  },
  { route: "GET /api/reader/share-links/{token}", expect: PUBLIC, note: "the token is the authority" },
  {
    route: "GET /api/reader/editions/{id}",
    expect: "NNNYYYYY",
    note: "every member of the book's organisation, and whoever may view the book",
  },
  {
    route: "GET /api/editions/{editionOid}/objects/{key}/{*}",
    expect: PUBLIC,
    note: "the share link's key in the path is the authority (images and fonts send no token)",
  },
];
