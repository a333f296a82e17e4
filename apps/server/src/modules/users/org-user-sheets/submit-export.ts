// POST /users/org-users/export/: an EXPORT task, as the book export is (POST /books/export), for
// the organisation in scope (an ORG_ADMIN's current one, or the one a SYS_ADMIN names).
import { type ExportOrgUsersBody, formatMessage, USER_IMPORT_TEXTS, type UserTask } from "@textbook/shared";
import type { Deps } from "../../../deps.ts";
import type { AuthContext } from "../../../http/auth.ts";
import { presentSubmitted } from "../../tasks/presenter.ts";
import { orgInScope } from "../policy.ts";
import type { ExportParams } from "./export-org-members.ts";

export async function submitMemberExport(
  deps: Pick<Deps, "db" | "tasks">,
  auth: AuthContext,
  { orgOid, keyword, role, state }: ExportOrgUsersBody,
): Promise<UserTask> {
  const org = await orgInScope(deps.db, auth, orgOid);
  const params: ExportParams = { kind: "ORG_USERS", orgOid: org.oid, keyword, role, state };
  const task = await deps.tasks.submit({
    type: "EXPORT",
    title: formatMessage(USER_IMPORT_TEXTS.task.exportTitle, { org: org.name }),
    creatorOid: auth.user.oid,
    orgOid: org.oid,
    bookOid: null,
    params,
  });
  return presentSubmitted(deps.db, task.oid);
}
