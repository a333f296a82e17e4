// Who may call what: every route of the server (the OpenAPI operations, the routes it hides, the
// API docs, the web pages and the save socket) and, per caller, whether a minimal valid request
// succeeds. authz-matrix.test.ts fails on any 2xx the table does not allow, on any refusal where it
// allows, on a route without a row and on a row without a route.
// Letters and profiles: profiles.ts.
import { ACCOUNT_SECURITY_ROWS } from "./matrix.account-rows.ts";
import { AGREEMENT_ROWS } from "./matrix.agreements-rows.ts";
import { BOOK_ROWS } from "./matrix.book-rows.ts";
import { BOOKS_ADMIN_ROWS } from "./matrix.books-admin-rows.ts";
import { ERROR_CORRECTION_ROWS } from "./matrix.error-corrections-rows.ts";
import { ORGS_ROWS } from "./matrix.orgs-rows.ts";
import { PUBLISHING_ROWS } from "./matrix.publishing-rows.ts";
// Push (issue 18 §2).
import { PUSH_ROWS } from "./matrix.push-rows.ts";
import { CLASS_ROWS, READER_ACCOUNT_ROWS } from "./matrix.reader-accounts-rows.ts";
import { READER_ROWS } from "./matrix.reader-rows.ts";
import { READING_STATS_ROWS } from "./matrix.reading-stats-rows.ts";
import { RES_LIB_ROWS } from "./matrix.res-libs-rows.ts";
import { USER_IMPORT_ROWS } from "./matrix.user-import-rows.ts";
import { USERS_ROWS } from "./matrix.users-rows.ts";
import { WORKFLOW_ROWS } from "./matrix.workflows-rows.ts";
import {
  BOOK_LEAD,
  BOOK_READ,
  type MatrixRow,
  PUBLIC,
  RULE_REFUSES,
  SIGNED_IN,
  SYS_ADMIN,
} from "./profiles.ts";

const ACCOUNT_ROWS: MatrixRow[] = [
  { route: "GET /api/passports/public-key", expect: PUBLIC },
  {
    route: "GET /api/captcha/challenge",
    expect: PUBLIC,
    query: { phoneNumber: "13800000001" },
    note: "a challenge is bound to the phone it is for",
  },
  {
    route: "POST /api/passports/sms-codes",
    expect: PUBLIC,
    body: (w) => ({ phoneNumber: w.users.orgMember.phoneNumber }),
    fresh: true,
    note: "one code a minute per phone: a new world (new phones) after each send",
  },
  {
    route: "POST /api/passports/account-login",
    expect: PUBLIC,
    note: "body made by the test (RSA-encrypted password)",
  },
  {
    route: "POST /api/passports/sms-login",
    expect: RULE_REFUSES,
    body: (w) => ({ phoneNumber: w.users.orgMember.phoneNumber, smsCode: "000000" }),
    note: "no code was sent: err.sms.codeExpired / codeWrong",
  },
  {
    route: "POST /api/passports/zjy-login",
    expect: RULE_REFUSES,
    body: () => ({ ticket: "forged" }),
    note: "a forged partner ticket",
  },
  { route: "POST /api/passports/logout", expect: SIGNED_IN },
  {
    route: "POST /api/passports/switch-org",
    expect: "NNNYYYYN",
    body: (w) => ({ orgOid: w.orgA.oid }),
    note: "to organisation A: only its members",
  },
  { route: "GET /api/passports/heartbeat", expect: SIGNED_IN },
  { route: "GET /api/passports/login-info", expect: SIGNED_IN },
  { route: "POST /api/users/tokens", expect: SIGNED_IN },
  {
    route: "POST /api/users/tokens/exchange",
    expect: PUBLIC,
    note: "body made by the test (a fresh handoff token)",
  },
  { route: "GET /api/orgs/my-list", expect: SIGNED_IN },
  { route: "GET /api/orgs/all", expect: SYS_ADMIN },
  { route: "GET /api/orgs/{id}", expect: "NNNYYYYY", note: "organisation A: its members and system admins" },
];

/** A task's creator (the chief editor here) or a system admin (shell §6). */
const TASK_OWNER = "NNNNNYNY";

const TASK_ROWS: MatrixRow[] = [
  { route: "GET /api/user-tasks", expect: SIGNED_IN, note: "each caller's own tasks" },
  {
    route: "GET /api/user-tasks/progress",
    expect: SIGNED_IN,
    query: {},
    note: "query made by the test (the chief's task)",
  },
  {
    route: "GET /api/user-tasks/{taskOid}",
    expect: TASK_OWNER,
    note: "the chief editor's task: its creator, or a system admin",
  },
  { route: "PUT /api/user-tasks/{taskOid}", expect: TASK_OWNER, body: () => ({ title: "导出" }) },
  { route: "GET /api/user-tasks/{taskOid}/details", expect: TASK_OWNER },
  { route: "PUT /api/user-tasks/{taskOid}/cancel", expect: TASK_OWNER, fresh: true },
  // The same task routes with a trailing slash (registered hidden, for old clients).
  { route: "GET /api/user-tasks/", expect: SIGNED_IN },
  { route: "GET /api/user-tasks/progress/", expect: SIGNED_IN, note: "query made by the test" },
  { route: "GET /api/user-tasks/{taskOid}/", expect: TASK_OWNER },
  { route: "PUT /api/user-tasks/{taskOid}/", expect: TASK_OWNER, body: () => ({ title: "导出" }) },
  { route: "GET /api/user-tasks/{taskOid}/details/", expect: TASK_OWNER },
  { route: "PUT /api/user-tasks/{taskOid}/cancel/", expect: TASK_OWNER, fresh: true },
  { route: "POST /api/books/export", expect: BOOK_LEAD, body: (w) => ({ bookOid: w.book.oid }) },
];

const ATTACHMENT_ROWS: MatrixRow[] = [
  {
    route: "POST /api/attachments",
    expect: BOOK_READ,
    body: (w) => ({ fileName: "图.png", size: 1024, type: "IMAGE", bookOid: w.book.oid }),
  },
  {
    route: "PUT /api/uploads/{objectKey}",
    expect: PUBLIC,
    note: "authorised by the upload's own credentials (headers), not by a session",
  },
  {
    route: "POST /api/attachments/{id}/complete",
    expect: "NNNNNYNN",
    note: "the uploader only; completing a READY attachment answers it again",
  },
  { route: "GET /api/attachments/{id}/segments", expect: "NNNNNYNN", note: "the uploader only" },
  {
    route: "GET /api/attachments/user-manual-download-url",
    expect: SIGNED_IN,
    query: { userManualType: "builder" },
  },
  { route: "GET /api/manuals/builder", expect: PUBLIC, note: "the user manual" },
  { route: "GET /api/attachments/{id}", expect: BOOK_READ },
  { route: "GET /api/attachments/{id}/download-url", expect: BOOK_READ },
  { route: "GET /api/attachments/{id}/preview-url", expect: BOOK_READ },
  {
    route: "POST /api/attachments/{id}/generate-poster",
    expect: BOOK_READ,
    note: "an image is its own poster",
  },
  { route: "GET /api/books/{id}/attachments", expect: BOOK_READ },
  { route: "GET /api/books/{id}/used-attachments/{attId}", expect: BOOK_READ },
  {
    route: "DELETE /api/books/{id}/attachments/{attId}",
    expect: BOOK_READ,
    note: "whoever may upload to the book; a file still in use is refused (409)",
    ownWorld: true,
    fresh: true,
  },
  {
    route: "GET /api/files/{attachmentOid}/{variant}",
    expect: PUBLIC,
    note: "query made by the test: a signed link is the authority (a bearer link, F-21)",
  },
  {
    route: "POST /api/attachments/{id}/pdf-preview",
    expect: "NNNN4444",
    note: "an image is not an Office document",
  },
  {
    route: "GET /api/documents/{attachmentOid}/preview.pdf",
    expect: RULE_REFUSES,
    note: "no preview was made",
  },
];

const SYSTEM_ROWS: MatrixRow[] = [
  { route: "GET /api/systems/client-config", expect: PUBLIC },
  { route: "GET /api/systems/notice", expect: SIGNED_IN },
  { route: "GET /api/ads", expect: SIGNED_IN },
  { route: "GET /api/todos/count", expect: SIGNED_IN },
  {
    route: "GET /api/dev/sms-outbox",
    expect: "NNNNNNNN",
    query: {},
    note: "demo mode only, and only for this machine (F-02): the matrix's callers come from other addresses; query made by the test",
  },
];

/** Routes outside the OpenAPI document: what serves the docs, the pages and the socket. */
const OUTSIDE_ROWS: MatrixRow[] = [
  { route: "GET /api/docs", expect: PUBLIC, note: "API docs, public outside production (F-21)" },
  { route: "HEAD /api/docs/", expect: PUBLIC, note: "registered by the docs plugin itself" },
  { route: "GET /api/docs/static/index.html", expect: PUBLIC },
  { route: "GET /api/docs/static/swagger-initializer.js", expect: PUBLIC },
  { route: "GET /api/docs/static/{*}", expect: PUBLIC },
  { route: "GET /api/docs/json", expect: PUBLIC },
  { route: "GET /api/docs/yaml", expect: PUBLIC },
  { route: "GET /{*}", expect: PUBLIC, note: "web app pages (index.html for any page path)" },
  {
    route: "SOCKET /api/socket.io",
    expect: BOOK_READ,
    note: "save socket: connect, then join-file on the seeded file",
  },
];

export const MATRIX: readonly MatrixRow[] = [
  ...ACCOUNT_ROWS,
  ...ACCOUNT_SECURITY_ROWS,
  ...BOOK_ROWS,
  ...BOOKS_ADMIN_ROWS,
  ...ORGS_ROWS,
  ...READER_ROWS,
  ...RES_LIB_ROWS,
  ...USERS_ROWS,
  ...USER_IMPORT_ROWS,
  ...TASK_ROWS,
  ...ATTACHMENT_ROWS,
  ...SYSTEM_ROWS,
  ...WORKFLOW_ROWS,
  ...PUBLISHING_ROWS,
  ...AGREEMENT_ROWS,
  ...OUTSIDE_ROWS,
  ...PUSH_ROWS,
  ...READING_STATS_ROWS,
  ...READER_ACCOUNT_ROWS,
  ...CLASS_ROWS,
  ...ERROR_CORRECTION_ROWS,
];
