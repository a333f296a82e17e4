// The matrix rows of reading events, statistics and application data (issue 18 §3, §4; letters
// and profiles: profiles.ts). The figures follow BOOK_RULES.export (modules/reading-stats/stat-book.ts);
// events need a READER session, which no matrix caller holds (record-events.test.ts covers readers).
import { BOOK_LEAD, type MatrixRow, SIGNED_IN } from "./profiles.ts";

const STATS = "/api/book-stats/{id}";
const APPS = "/api/book-applications/{id}";

export const READING_STATS_ROWS: MatrixRow[] = [
  {
    route: "POST /api/reader/events",
    expect: "NNNNNNNN",
    body: (w) => ({
      events: [
        {
          clientId: "matrix-event-0001",
          kind: "FILE_OPEN",
          bookOid: w.book.oid,
          editionOid: w.edition.oid,
          fileOid: "matrixfile00000001",
          occurredAt: "2026-03-02T07:59:00.000Z",
        },
      ],
    }),
    note: "a READER session only: every editor session of the matrix is refused",
  },
  { route: `GET ${STATS}`, expect: BOOK_LEAD },
  { route: `GET ${STATS}/detail`, expect: BOOK_LEAD },
  { route: `GET ${STATS}/stat-state`, expect: BOOK_LEAD },
  { route: `GET ${STATS}/attachments`, expect: BOOK_LEAD },
  { route: `GET ${STATS}/zjy-kg-kp-count`, expect: BOOK_LEAD },
  { route: `POST ${STATS}/export`, expect: BOOK_LEAD, note: "BOOK_RULES.export" },
  { route: `POST ${STATS}/calc-again`, expect: BOOK_LEAD, note: "BOOK_RULES.export" },
  { route: "GET /api/book-applications", expect: SIGNED_IN, note: "only the books the caller may see" },
  { route: `GET ${APPS}/summary`, expect: BOOK_LEAD },
  { route: `GET ${APPS}/chapters-and-sections`, expect: BOOK_LEAD },
  { route: `GET ${APPS}/chapters/{c}/sections/{s}/videos`, expect: BOOK_LEAD },
  { route: `GET ${APPS}/chapters/{c}/sections/{s}/quizzes`, expect: BOOK_LEAD },
  { route: `POST ${APPS}/export`, expect: BOOK_LEAD, note: "BOOK_RULES.export" },
];
