// The matrix rows of the approval workflows (issue 16 §1; letters and profiles: profiles.ts). The
// world's approval was applied for by the chief editor and waits on organisation A's admins (the
// world's definition); the lists answer every signed-in caller about their own approvals.
import { type MatrixRow, ORG_ADMIN, SIGNED_IN } from "./profiles.ts";

/** The node's holder: organisation A's admin (a system admin is not a member). */
const HOLDER = "NNNNNNYN";
/** The applicant. */
const APPLICANT = "NNNNNYNN";
/** The applicant, the holder and the system admin (readAllInstances). */
const PARTIES = "NNNNNYYY";

export const WORKFLOW_ROWS: MatrixRow[] = [
  { route: "GET /api/todos", expect: SIGNED_IN },
  { route: "GET /api/notifications", expect: SIGNED_IN, note: "each caller reads their own messages" },
  { route: "GET /api/notifications/unread-count", expect: SIGNED_IN },
  {
    route: "POST /api/notifications/read",
    expect: SIGNED_IN,
    body: () => ({}),
    note: "marks only the caller's own",
  },
  { route: "GET /api/process-instances/my-list", expect: SIGNED_IN },
  { route: "GET /api/process-instances/my-total", expect: SIGNED_IN },
  { route: "GET /api/applications/contributed", expect: SIGNED_IN },
  { route: "GET /api/process-definition-templates", expect: SIGNED_IN },
  { route: "GET /api/process-instances/{id}", expect: PARTIES },
  { route: "GET /api/process-instances/{id}/process-nodes", expect: PARTIES },
  { route: "GET /api/process-instances/{id}/process-nodes/{nodeOid}/transfer-candidates", expect: HOLDER },
  {
    route: "POST /api/process-instances/{id}/process-nodes/{nodeOid}/approve",
    expect: HOLDER,
    body: () => ({}),
    fresh: true,
  },
  {
    route: "POST /api/process-instances/{id}/process-nodes/{nodeOid}/reject",
    expect: HOLDER,
    body: () => ({ comment: "不通过" }),
    fresh: true,
  },
  {
    route: "POST /api/process-instances/{id}/process-nodes/{nodeOid}/transfer",
    expect: "NNNNNN4N",
    body: (world) => ({ userOid: world.users.orgMember.oid }),
    note: "the holder reaches the rule: a plain member does not hold the admins' node",
  },
  { route: "POST /api/process-instances/{id}/process-nodes/{nodeOid}/remind", expect: APPLICANT },
  { route: "POST /api/process-instances/{id}/revoke", expect: APPLICANT, body: () => ({}), fresh: true },
  { route: "GET /api/orgs/{id}/process-definitions/{kind}", expect: ORG_ADMIN },
  {
    route: "PUT /api/orgs/{id}/process-definitions/{kind}",
    expect: ORG_ADMIN,
    body: () => ({ nodes: [{ name: "审核", assignee: { role: "ORG_ADMIN" } }] }),
  },
];
