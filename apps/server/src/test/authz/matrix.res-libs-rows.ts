// The matrix rows of the subject resource library and a book's used attachments (letters and
// profiles: profiles.ts). The world's organisation A and its book have the library switched on; its
// resource is the platform's, made by the system admin. No world caller is an ORG_ASSET_ADMIN, so
// the library is managed by the system admin alone here (res-libs.test.ts covers the asset admin).
import { BOOK_LEAD, BOOK_READ, type MatrixRow, SYS_ADMIN } from "./profiles.ts";

const RES = "/api/res-libs/{id}";
const BOOK = "/api/books/{id}";
/** uploadMedia in a book whose library the caller's organisation switched on: a system admin outside any organisation holds no user flag (shell §6). */
const LIBRARY_USERS = "NNNNYYYN";

export const RES_LIB_ROWS: MatrixRow[] = [
  { route: "GET /api/res-libs", expect: SYS_ADMIN },
  {
    route: "POST /api/res-libs",
    expect: "NNNNNNN4",
    body: (w) => ({ attachmentOid: w.attachment.oid, name: "图", subjectCode: "biology", keywords: [] }),
    note: "the world's attachment is the book's, not the caller's bookless upload",
  },
  { route: `PUT ${RES}`, expect: SYS_ADMIN, body: () => ({ name: "世界资源", subjectCode: "biology" }) },
  { route: `PUT ${RES}/keywords`, expect: SYS_ADMIN, body: () => ({ keywords: ["细胞"] }) },
  { route: `POST ${RES}/deactivate`, expect: SYS_ADMIN, fresh: true, note: "the next rows need it active" },
  { route: `POST ${RES}/activate`, expect: SYS_ADMIN },
  {
    route: "GET /api/res-libs/actives",
    expect: LIBRARY_USERS,
    note: "query made by the test (the world's book)",
  },
  { route: `GET ${RES}/citations`, expect: SYS_ADMIN },
  { route: `GET ${BOOK}/subject-resource-state`, expect: BOOK_READ },
  { route: `POST ${BOOK}/enable-editor-use-subject-resource`, expect: BOOK_LEAD },
  {
    route: `POST ${BOOK}/disable-editor-use-subject-resource`,
    expect: BOOK_LEAD,
    fresh: true,
    note: "the next rows need the book's switch on",
  },
  { route: `GET ${BOOK}/founder-subjects`, expect: BOOK_READ },
  { route: `GET ${BOOK}/last-used-founder-subjects`, expect: BOOK_READ },
  { route: `POST ${BOOK}/res-libs/{resId}/use`, expect: LIBRARY_USERS },
  { route: `GET ${BOOK}/used-attachments`, expect: BOOK_READ },
  {
    route: `POST ${BOOK}/used-attachments/export`,
    expect: BOOK_LEAD,
    body: () => ({}),
    note: "BOOK_RULES.export",
  },
  { route: `POST ${BOOK}/used-attachments/{attId}/mark-as-og`, expect: BOOK_READ },
  { route: `POST ${BOOK}/used-attachments/{attId}/unmark-from-og`, expect: BOOK_READ },
];
