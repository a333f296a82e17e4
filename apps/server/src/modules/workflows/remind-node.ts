// Remind (issue 16 §1): the applicant nudges the open node's holders, at most once an hour per
// node. Each holder gets an in-app message (written with the event, modules/notifications) and the
// node's remindedAt shows on its todo; when an SMS gateway is configured each holder also gets an
// SMS, sent after the commit, and a failed or unconfigured SMS never fails the remind.
import { formatMessage, PROCESS_LIMITS, type RemindResult, WORKFLOW_TEXTS } from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { processNodes, users } from "../../db/schema/index.ts";
import type { SmsProvider } from "../auth/sms/provider.ts";
import { type ActionDeps, actionResult, lockInstance, nodeOf, recordAction } from "./act.ts";
import { nodeHolders } from "./node-holders.ts";
import type { NodeRow } from "./present.ts";
import { nodeHandled, permissionDenied, remindTooSoon } from "./workflow-errors.ts";

/** Role nodes may have many holders; an SMS storm is worse than a few missed texts. */
const SMS_RECIPIENTS_MAX = 20;

export interface RemindDeps extends ActionDeps {
  sms: SmsProvider;
  log: FastifyBaseLogger;
}

export async function remindNode(
  deps: RemindDeps,
  input: { actorOid: string; instanceOid: string; nodeOid: string },
): Promise<RemindResult> {
  const { now } = deps;
  const reminded = await deps.db.transaction(async (tx) => {
    const instance = await lockInstance(tx, input.instanceOid);
    const node = await nodeOf(tx, instance, input.nodeOid);
    if (instance.applicantOid !== input.actorOid) throw permissionDenied();
    if (instance.state !== "IN_PROGRESS" || node.state !== "PENDING") throw nodeHandled();
    const waitMs = node.remindedAt
      ? node.remindedAt.getTime() + PROCESS_LIMITS.remindIntervalMs - now.getTime()
      : 0;
    if (waitMs > 0) throw remindTooSoon(Math.ceil(waitMs / 60_000));
    const [updated] = await tx
      .update(processNodes)
      .set({ remindedAt: now, updatedAt: now })
      .where(and(eq(processNodes.oid, node.oid), eq(processNodes.state, "PENDING")))
      .returning();
    if (!updated) throw nodeHandled();
    await recordAction(tx, deps, {
      action: "REMIND",
      instance,
      node: updated,
      actorOid: input.actorOid,
      comment: null,
    });
    const [applicant] = await tx
      .select({ fullName: users.fullName })
      .from(users)
      .where(eq(users.oid, input.actorOid));
    return { node: updated, title: instance.title, applicant: applicant?.fullName ?? "" };
  });
  const smsSent = await sendReminders(deps, reminded);
  return { ...(await actionResult(deps.db, input.instanceOid, input.nodeOid, input.actorOid)), smsSent };
}

async function sendReminders(
  deps: RemindDeps,
  reminded: { node: NodeRow; title: string; applicant: string },
): Promise<boolean> {
  const text = formatMessage(WORKFLOW_TEXTS.remindSms, {
    applicant: reminded.applicant,
    title: reminded.title,
    node: reminded.node.name,
  });
  let sent = false;
  for (const { phoneNumber } of await nodeHolders(deps.db, reminded.node, SMS_RECIPIENTS_MAX)) {
    try {
      await deps.sms.send(deps.db, {
        phoneNumber,
        code: "",
        template: "processRemind",
        text,
        now: deps.now,
        log: deps.log,
      });
      sent = true;
    } catch (error) {
      deps.log.warn({ err: error }, "process remind SMS not sent");
    }
  }
  return sent;
}
