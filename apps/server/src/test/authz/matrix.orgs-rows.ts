// The matrix rows of the management area's organisation calls and the audit log (letters and
// profiles: profiles.ts). Organisations are SYS_ADMIN's; the audit log is also read by an
// organisation's admin, for that organisation.
import { randomUUID } from "node:crypto";
import { type MatrixRow, ORG_ADMIN, SYS_ADMIN } from "./profiles.ts";

const fields = () => ({ name: `机构${randomUUID().slice(0, 8)}`, type: "SCHOOL" });

export const ORGS_ROWS: MatrixRow[] = [
  { route: "POST /api/orgs", expect: SYS_ADMIN, body: () => fields() },
  { route: "PUT /api/orgs/{id}", expect: SYS_ADMIN, body: () => fields(), note: "organisation A" },
  {
    route: "PUT /api/orgs/{id}/inactive",
    expect: SYS_ADMIN,
    fresh: true,
    note: "organisation A: its members' sessions end, so a new world after it",
  },
  {
    route: "PUT /api/orgs/{id}/active",
    expect: SYS_ADMIN,
    note: "organisation A, already active: no change",
  },
  {
    route: "GET /api/audit-logs",
    expect: ORG_ADMIN,
    note: "an organisation admin reads its organisation's rows",
  },
];
