// The matrix rows of reader feedback (issue 18 §5; docs/architecture/delivery-feedback.md): the
// reader's calls need a READER session, which no matrix caller holds (modules/error-corrections
// tests exercise them); the book's viewers read its reports, the chief editor and the admins process.
import { BOOK_LEAD, BOOK_READ, type MatrixRow, SIGNED_IN } from "./profiles.ts";

const READER_ONLY = "NNNNNNNN";

export const ERROR_CORRECTION_ROWS: MatrixRow[] = [
  {
    route: "POST /api/reader/error-corrections",
    expect: READER_ONLY,
    body: (w) => ({
      bookOid: w.book.oid,
      editionOid: w.edition.oid,
      fileOid: w.file.oid,
      blockOid: "block1",
      type: "WORD",
      description: "矩阵纠错",
    }),
  },
  { route: "GET /api/reader/error-corrections", expect: READER_ONLY },
  { route: "GET /api/error-corrections/{bookId}/query", expect: BOOK_READ },
  { route: "GET /api/error-corrections/{id}", expect: BOOK_READ },
  {
    route: "PUT /api/error-corrections/{id}/processed",
    expect: BOOK_LEAD,
    body: () => ({ reply: "已改正" }),
    fresh: true,
    note: "a report is processed once",
  },
  {
    route: "GET /api/error-corrections/{id}/screenshot",
    expect: READER_ONLY,
    note: "no signed link: 401 for everyone (the API tests follow a real one)",
  },
  { route: "GET /api/todos/error-corrections", expect: SIGNED_IN, note: "empty unless chief editor" },
];
