// Revoke (issue 16 §1): the applicant withdraws an approval that has not finished; the open and
// waiting nodes are cancelled.
import type { ProcessActionResult } from "@textbook/shared";
import { type ActionDeps, actionResult, finishInstance, lockInstance, recordAction } from "./act.ts";
import { permissionDenied, processFinished } from "./workflow-errors.ts";

export async function revokeProcess(
  deps: ActionDeps,
  input: { actorOid: string; instanceOid: string; comment: string | null },
): Promise<ProcessActionResult> {
  await deps.db.transaction(async (tx) => {
    const instance = await lockInstance(tx, input.instanceOid);
    if (instance.applicantOid !== input.actorOid) throw permissionDenied();
    if (instance.state !== "IN_PROGRESS") throw processFinished();
    const revoked = await finishInstance(tx, instance, "REVOKED", deps.now);
    await recordAction(tx, deps, {
      action: "REVOKE",
      instance: revoked,
      node: null,
      actorOid: input.actorOid,
      comment: input.comment,
    });
  });
  return actionResult(deps.db, input.instanceOid, null, input.actorOid);
}
