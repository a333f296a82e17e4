// The matrix rows of the reader's accounts, shelf, and a school's classes (issue 18 §1). The matrix's callers
// hold editor sessions: the reader's own calls refuse every one of them (a READER session is
// needed, which modules/readers/*.test.ts exercise).
import { freshClassName } from "./matrix-requests.ts";
import { type MatrixRow, PUBLIC, RULE_REFUSES, SIGNED_IN } from "./profiles.ts";

/** A READER session only: every editor session of the matrix is refused. */
const READER_ONLY = "NNNNNNNN";

export const READER_ACCOUNT_ROWS: MatrixRow[] = [
  {
    route: "POST /api/reader/passports/account-login",
    expect: PUBLIC,
    note: "body made by the test (RSA-encrypted password); any account may read",
  },
  {
    route: "POST /api/reader/passports/sms-login",
    expect: RULE_REFUSES,
    body: (w) => ({ phoneNumber: w.users.orgMember.phoneNumber, smsCode: "000000" }),
    note: "no code was sent: err.sms.codeExpired / codeWrong",
  },
  { route: "POST /api/reader/passports/logout", expect: READER_ONLY },
  { route: "GET /api/reader/me", expect: READER_ONLY },
  { route: "GET /api/reader/shelf", expect: READER_ONLY },
  { route: "GET /api/reader/books/{bookOid}", expect: READER_ONLY },
];

let phoneSeq = Math.floor(Math.random() * 10_000_000);
/** The class routes on {id} run on a class the chief editor creates for each request (matrix-requests.ts). */
const CLASS_MANAGER = "NNNNNYYN";
/** Any member of the current school (organisation A or B); not without one (the system admin has none). */
const SCHOOL_MEMBER = "NNYYYYYN";

export const CLASS_ROWS: MatrixRow[] = [
  { route: "GET /api/schools/my-school", expect: SIGNED_IN, note: "null when the current org is no school" },
  { route: "GET /api/ccs/my-created", expect: SCHOOL_MEMBER },
  { route: "GET /api/ccs/my-school", expect: SCHOOL_MEMBER },
  {
    route: "POST /api/ccs",
    expect: SCHOOL_MEMBER,
    body: () => ({ name: freshClassName() }),
    note: "any member of a school creates a class and is its teacher",
  },
  { route: "GET /api/ccs/{id}/students", expect: CLASS_MANAGER, note: "its teacher and the school's admins" },
  { route: "PUT /api/ccs/{id}", expect: CLASS_MANAGER, body: () => ({ name: freshClassName() }) },
  { route: "DELETE /api/ccs/{id}", expect: CLASS_MANAGER },
  {
    route: "POST /api/ccs/{id}/students",
    expect: CLASS_MANAGER,
    body: () => ({ fullName: "学生", phoneNumber: `139${String(++phoneSeq).padStart(8, "0")}` }),
  },
  { route: "DELETE /api/ccs/{id}/students/{studentOid}", expect: CLASS_MANAGER },
  {
    route: "POST /api/ccs/{id}/students/import/{attachmentOid}",
    expect: "NNNNN44N",
    note: "the world's attachment is no spreadsheet: 400 on file",
  },
  { route: "GET /api/ccs/students/import-template", expect: PUBLIC },
];
