// One approval, its nodes and timeline: visible to its applicant, the holders of its nodes, the
// users who acted on it and the organisation's admins; anyone else is refused.
import { PROCESS_LIMITS, type ProcessInstanceDetail, type ProcessNode } from "@textbook/shared";
import { and, eq, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { processEvents, processNodes } from "../../db/schema/index.ts";
import { findInstance } from "./act.ts";
import { heldBy } from "./node-holders.ts";
import { type Caller, workflowAllows } from "./policy.ts";
import { type InstanceRow, presentEvents, presentInstance, presentNodesOf } from "./present.ts";
import { permissionDenied } from "./workflow-errors.ts";

async function takesPart(db: Db, instanceOid: string, userOid: string): Promise<boolean> {
  const [holder] = await db
    .select({ oid: processNodes.oid })
    .from(processNodes)
    .where(and(eq(processNodes.instanceOid, instanceOid), heldBy(userOid)))
    .limit(1);
  if (holder) return true;
  const [actor] = await db
    .select({ oid: processEvents.oid })
    .from(processEvents)
    .where(
      and(
        eq(processEvents.instanceOid, instanceOid),
        or(eq(processEvents.actorOid, userOid), eq(processEvents.targetUserOid, userOid)),
      ),
    )
    .limit(1);
  return actor !== undefined;
}

async function visibleInstance(db: Db, caller: Caller, instanceOid: string): Promise<InstanceRow> {
  const instance = await findInstance(db, instanceOid);
  const visible =
    instance.applicantOid === caller.oid ||
    (await takesPart(db, instance.oid, caller.oid)) ||
    (await workflowAllows(db, caller, instance.orgOid, "readAllInstances"));
  if (!visible) throw permissionDenied();
  return instance;
}

/** `now` decides whether the open node's last remind is an hour old. */
export async function readInstance(
  db: Db,
  caller: Caller,
  instanceOid: string,
  now: Date,
): Promise<ProcessInstanceDetail> {
  const instance = await visibleInstance(db, caller, instanceOid);
  const presented = await presentInstance(db, instance);
  const applying = instance.state === "IN_PROGRESS" && instance.applicantOid === caller.oid;
  const remindedAt = presented.currentNode?.remindedAt;
  const remindable = !remindedAt || now.getTime() - Date.parse(remindedAt) >= PROCESS_LIMITS.remindIntervalMs;
  return {
    ...presented,
    events: await presentEvents(db, instance.oid),
    abilities: { revoke: applying, remind: applying && presented.currentNode !== null && remindable },
  };
}

export async function readNodes(db: Db, caller: Caller, instanceOid: string): Promise<ProcessNode[]> {
  const instance = await visibleInstance(db, caller, instanceOid);
  return presentNodesOf(db, instance.oid, caller.oid);
}
