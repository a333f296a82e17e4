// POST /users/{id}/org-users/import/{x}: {id} is the organisation, {x} the spreadsheet the caller
// uploaded (POST /attachments, type DOCUMENT, no book). The file's shape (type, size, header, rows,
// row count) is judged now, so the dialog says what is wrong at once; the rows are judged and
// written by the IMPORT task (import-org-members.ts).
import {
  formatMessage,
  type ImportOrgUsersBody,
  USER_IMPORT_LIMITS,
  USER_IMPORT_TEXTS,
  type UserTask,
} from "@textbook/shared";
import type { Deps } from "../../../deps.ts";
import type { AuthContext } from "../../../http/auth.ts";
import { errors } from "../../../http/errors.ts";
import { authorizeAttachment } from "../../attachments/access.ts";
import { presentSubmitted } from "../../tasks/presenter.ts";
import { orgInScope } from "../policy.ts";
import { type ImportParams, readImportFile } from "./import-org-members.ts";

const MB = 1024 * 1024;

export async function submitImport(
  deps: Pick<Deps, "db" | "storage" | "tasks">,
  auth: AuthContext,
  requestId: string,
  target: { orgOid: string; attachmentOid: string },
  body: Required<ImportOrgUsersBody>,
): Promise<UserTask> {
  const org = await orgInScope(deps.db, auth, target.orgOid);
  const file = await authorizeAttachment(deps.db, auth, target.attachmentOid, "read");
  if (Math.max(file.size, file.declaredSize) > USER_IMPORT_LIMITS.maxBytes) {
    const mb = USER_IMPORT_LIMITS.maxBytes / MB;
    throw errors.validation({ file: formatMessage(USER_IMPORT_TEXTS.problems.tooLarge, { mb }) });
  }
  const reading = await readImportFile(deps, file.oid);
  if (reading.problem !== undefined) throw errors.validation({ file: reading.problem });
  const params: ImportParams = { orgOid: org.oid, attachmentOid: file.oid, roles: body.roles, requestId };
  const task = await deps.tasks.submit({
    type: "IMPORT",
    title: formatMessage(USER_IMPORT_TEXTS.task.importTitle, { org: org.name }),
    creatorOid: auth.user.oid,
    orgOid: org.oid,
    bookOid: null,
    params,
  });
  return presentSubmitted(deps.db, task.oid);
}
