// The matrix rows of the management area's book calls and the subject list (letters and profiles:
// profiles.ts). Books are administered by system admins and the book organisation's admins; the
// platform roles by system admins only.
import { randomUUID } from "node:crypto";
import { type MatrixRow, ORG_ADMIN, SIGNED_IN, SYS_ADMIN } from "./profiles.ts";

const BOOK = "/api/books/{bookOid}";
const fields = () => ({ name: `教材${randomUUID().slice(0, 8)}`, subject: "语文", textbookType: "V2" });

export const BOOKS_ADMIN_ROWS: MatrixRow[] = [
  { route: "GET /api/commons/subjects", expect: SIGNED_IN },
  { route: "GET /api/books", expect: ORG_ADMIN, note: "the management list: its menu entry's roles" },
  {
    route: "POST /api/books",
    expect: ORG_ADMIN,
    body: (w) => ({ ...fields(), orgOid: w.orgA.oid, chiefEditorOid: w.users.orgMember.oid }),
  },
  {
    route: "GET /api/books/editor-candidates",
    expect: ORG_ADMIN,
    note: "query made by the test (organisation A)",
  },
  {
    route: "GET /api/books/platform-role-candidates",
    expect: SYS_ADMIN,
    query: { role: "MOSO_TECH_EDITOR" },
  },
  { route: `PUT ${BOOK}`, expect: ORG_ADMIN, body: () => fields() },
  {
    route: `DELETE ${BOOK}`,
    expect: ORG_ADMIN,
    body: (w) => ({ confirmName: w.book.name }),
    ownWorld: true,
    fresh: true,
    note: "the world's book was never released; its own world, as the edit row renames the book",
  },
  {
    route: `PUT ${BOOK}/state`,
    expect: ORG_ADMIN,
    body: () => ({ state: "LOCKED" }),
    fresh: true,
    note: "a locked book cannot be locked again",
  },
  {
    route: `PUT ${BOOK}/platform-roles`,
    expect: SYS_ADMIN,
    body: () => ({ mosoEditorOid: null, contentDesignerOid: null, techEditorOid: null }),
  },
];
