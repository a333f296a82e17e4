// The frame of every action: the instance row locked (so actions on one instance run one at a
// time, and the second reads what the first committed), the node checked (holder first, then
// whether it is still open), the node closed by a conditional UPDATE, the event written, and the
// kind's hooks run, all in one transaction.
import type { ProcessAction, ProcessActionResult, ProcessNodeState, ProcessState } from "@textbook/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { processEvents, processInstances, processNodes } from "../../db/schema/index.ts";
import { errors } from "../../http/errors.ts";
import { notifyAction } from "../notifications/notify-action.ts";
import { holdsNode } from "./node-holders.ts";
import { type InstanceRow, type NodeRow, presentInstance, presentNodesByOid } from "./present.ts";
import { hookInstance, type ProcessHookRegistry, runProcessHooks } from "./process-hooks.ts";
import { nodeHandled, permissionDenied } from "./workflow-errors.ts";

export interface ActionDeps {
  db: Db;
  now: Date;
  processHooks: ProcessHookRegistry;
}

export async function lockInstance(tx: Db, instanceOid: string): Promise<InstanceRow> {
  const [row] = await tx
    .select()
    .from(processInstances)
    .where(eq(processInstances.oid, instanceOid))
    .for("update");
  if (!row) throw errors.notFound();
  return row;
}

export async function findInstance(db: Db, instanceOid: string): Promise<InstanceRow> {
  const [row] = await db.select().from(processInstances).where(eq(processInstances.oid, instanceOid));
  if (!row) throw errors.notFound();
  return row;
}

export async function nodeOf(tx: Db, instance: InstanceRow, nodeOid: string): Promise<NodeRow> {
  const [node] = await tx
    .select()
    .from(processNodes)
    .where(and(eq(processNodes.oid, nodeOid), eq(processNodes.instanceOid, instance.oid)));
  if (!node) throw errors.notFound();
  return node;
}

/** The node the caller holds and may still decide; refusals change nothing. */
export async function openNodeHeldBy(tx: Db, instance: InstanceRow, nodeOid: string, userOid: string) {
  const node = await nodeOf(tx, instance, nodeOid);
  if (!(await holdsNode(tx, node.oid, userOid))) throw permissionDenied();
  if (instance.state !== "IN_PROGRESS" || node.state !== "PENDING") throw nodeHandled();
  return node;
}

/** Only a PENDING node changes: a second decision finds none and is refused. */
export async function closeNode(
  tx: Db,
  node: NodeRow,
  change: { state: ProcessNodeState; actorOid: string; comment: string | null; transferredToOid?: string },
  now: Date,
): Promise<NodeRow> {
  const [closed] = await tx
    .update(processNodes)
    .set({ ...change, actedAt: now, updatedAt: now })
    .where(and(eq(processNodes.oid, node.oid), eq(processNodes.state, "PENDING")))
    .returning();
  if (!closed) throw nodeHandled();
  return closed;
}

/** Ends the instance: nodes not reached or still open are cancelled. */
export async function finishInstance(tx: Db, instance: InstanceRow, state: ProcessState, now: Date) {
  await tx
    .update(processNodes)
    .set({ state: "CANCELLED", updatedAt: now })
    .where(
      and(eq(processNodes.instanceOid, instance.oid), inArray(processNodes.state, ["WAITING", "PENDING"])),
    );
  const [finished] = await tx
    .update(processInstances)
    .set({ state, finishedAt: now, currentPosition: null, updatedAt: now })
    .where(eq(processInstances.oid, instance.oid))
    .returning();
  if (!finished) throw errors.notFound();
  return finished;
}

export interface Acted {
  action: ProcessAction;
  instance: InstanceRow;
  node: NodeRow | null;
  actorOid: string;
  comment: string | null;
  targetUserOid?: string;
}

/** The timeline's entry, the messages it sends and the kind's hooks, after the change. */
export async function recordAction(tx: Db, deps: ActionDeps, acted: Acted): Promise<void> {
  const [event] = await tx
    .insert(processEvents)
    .values({
      instanceOid: acted.instance.oid,
      nodeOid: acted.node?.oid ?? null,
      action: acted.action,
      actorOid: acted.actorOid,
      comment: acted.comment,
      targetUserOid: acted.targetUserOid ?? null,
      at: deps.now,
    })
    .returning({ oid: processEvents.oid });
  if (!event) throw new Error("the process event was not written");
  await notifyAction(tx, acted, event.oid, deps.now);
  await runProcessHooks(deps.processHooks, tx, {
    action: acted.action,
    instance: hookInstance(acted.instance),
    node: acted.node
      ? { oid: acted.node.oid, position: acted.node.position, name: acted.node.name, state: acted.node.state }
      : null,
    nodeCount: acted.instance.nodeCount,
    actorOid: acted.actorOid,
    comment: acted.comment,
  });
}

/** The answer of an action, read after its commit. */
export async function actionResult(
  db: Db,
  instanceOid: string,
  nodeOid: string | null,
  callerOid: string,
): Promise<ProcessActionResult> {
  const [instance] = await db.select().from(processInstances).where(eq(processInstances.oid, instanceOid));
  if (!instance) throw errors.notFound();
  const nodes = await presentNodesByOid(db, nodeOid ? [nodeOid] : [], callerOid);
  return { instance: await presentInstance(db, instance), node: (nodeOid && nodes.get(nodeOid)) || null };
}
