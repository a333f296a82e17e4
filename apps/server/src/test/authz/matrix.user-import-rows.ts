// The matrix rows of the organisation users' spreadsheet calls (letters and profiles: profiles.ts).
// The import's {id} is organisation A and {x} the spreadsheet its admin uploaded: an uploaded file
// is its uploader's, which a system admin may read too. The export names organisation A, as a
// system admin must.
import { type MatrixRow, ORG_ADMIN, PUBLIC } from "./profiles.ts";

const exportBody = (w: { orgA: { oid: string } }) => ({ orgOid: w.orgA.oid });

export const USER_IMPORT_ROWS: MatrixRow[] = [
  {
    route: "GET /api/users/org-users/import-template",
    expect: PUBLIC,
    note: "the empty template holds no data",
  },
  { route: "POST /api/users/{id}/org-users/import/{x}", expect: ORG_ADMIN, body: () => ({}) },
  { route: "POST /api/users/org-users/export", expect: ORG_ADMIN, body: exportBody },
  { route: "POST /api/users/org-users/export/", expect: ORG_ADMIN, body: exportBody },
];
