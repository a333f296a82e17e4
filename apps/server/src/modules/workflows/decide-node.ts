// Approve and reject (issue 16 §1): the holder of the open node decides it. Approving opens the next
// node, or ends the instance APPROVED after the last; rejecting ends it REJECTED, and the applicant
// reads the state and the comment in 我发起的 and on the timeline.
import type { ProcessActionResult } from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import { processInstances, processNodes } from "../../db/schema/index.ts";
import {
  type ActionDeps,
  actionResult,
  closeNode,
  finishInstance,
  lockInstance,
  openNodeHeldBy,
  recordAction,
} from "./act.ts";

interface Decision {
  actorOid: string;
  instanceOid: string;
  nodeOid: string;
  comment: string | null;
}

export async function approveNode(deps: ActionDeps, decision: Decision): Promise<ProcessActionResult> {
  const { now } = deps;
  await deps.db.transaction(async (tx) => {
    const instance = await lockInstance(tx, decision.instanceOid);
    const node = await openNodeHeldBy(tx, instance, decision.nodeOid, decision.actorOid);
    const approved = await closeNode(
      tx,
      node,
      { state: "APPROVED", actorOid: decision.actorOid, comment: decision.comment },
      now,
    );
    const [next] = await tx
      .update(processNodes)
      .set({ state: "PENDING", openedAt: now, updatedAt: now })
      .where(
        and(
          eq(processNodes.instanceOid, instance.oid),
          eq(processNodes.position, node.position + 1),
          eq(processNodes.state, "WAITING"),
        ),
      )
      .returning();
    const after = next
      ? await tx
          .update(processInstances)
          .set({ currentPosition: next.position, updatedAt: now })
          .where(eq(processInstances.oid, instance.oid))
          .returning()
          .then(([row]) => row ?? instance)
      : await finishInstance(tx, instance, "APPROVED", now);
    await recordAction(tx, deps, {
      action: "APPROVE",
      instance: after,
      node: approved,
      actorOid: decision.actorOid,
      comment: decision.comment,
    });
  });
  return actionResult(deps.db, decision.instanceOid, decision.nodeOid, decision.actorOid);
}

export async function rejectNode(
  deps: ActionDeps,
  decision: Decision & { comment: string },
): Promise<ProcessActionResult> {
  await deps.db.transaction(async (tx) => {
    const instance = await lockInstance(tx, decision.instanceOid);
    const node = await openNodeHeldBy(tx, instance, decision.nodeOid, decision.actorOid);
    const rejected = await closeNode(
      tx,
      node,
      { state: "REJECTED", actorOid: decision.actorOid, comment: decision.comment },
      deps.now,
    );
    const after = await finishInstance(tx, instance, "REJECTED", deps.now);
    await recordAction(tx, deps, {
      action: "REJECT",
      instance: after,
      node: rejected,
      actorOid: decision.actorOid,
      comment: decision.comment,
    });
  });
  return actionResult(deps.db, decision.instanceOid, decision.nodeOid, decision.actorOid);
}
