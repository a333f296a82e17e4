// The matrix rows of the reader's accounts, shelf and classes (issue 18 §1). The matrix's callers
// hold editor sessions: the reader's own calls refuse every one of them (a READER session is
// needed, which modules/readers/*.test.ts exercise).
import { type MatrixRow, PUBLIC, RULE_REFUSES } from "./profiles.ts";

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
