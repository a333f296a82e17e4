// Transfer (issue 16 §1): the holder hands the open node to one user who may hold it. A role's node
// goes to a member with that role (to name one person among them); a named-users node goes to any
// member of the organisation. The node closes TRANSFERRED and a node at the same position opens
// for the named user alone, so the timeline keeps who held it before.
import { type ProcessActionResult, type TransferCandidate, WORKFLOW_TEXTS } from "@textbook/shared";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { memberships, processNodes, users } from "../../db/schema/index.ts";
import { errors } from "../../http/errors.ts";
import {
  type ActionDeps,
  actionResult,
  closeNode,
  findInstance,
  lockInstance,
  nodeOf,
  openNodeHeldBy,
  recordAction,
} from "./act.ts";
import { holdsNode } from "./node-holders.ts";
import type { NodeRow } from "./present.ts";
import { nodeHandled, permissionDenied } from "./workflow-errors.ts";

const CANDIDATE_LIMIT = 500;

/** Active members of the node's organisation who could hold it, the caller left out. */
function candidatesOf(db: Db, node: NodeRow, callerOid: string, only?: string) {
  return db
    .select({ oid: users.oid, fullName: users.fullName, phoneNumber: users.phoneNumber })
    .from(memberships)
    .innerJoin(users, eq(users.oid, memberships.userOid))
    .where(
      and(
        eq(memberships.orgOid, node.orgOid),
        eq(users.state, "ACTIVE"),
        ne(users.oid, callerOid),
        only ? eq(users.oid, only) : undefined,
        node.assigneeRole
          ? sql`${memberships.roles} @> jsonb_build_array(${node.assigneeRole}::text)`
          : undefined,
      ),
    );
}

export async function transferCandidates(
  db: Db,
  input: { actorOid: string; instanceOid: string; nodeOid: string },
): Promise<TransferCandidate[]> {
  const instance = await findInstance(db, input.instanceOid);
  const node = await nodeOf(db, instance, input.nodeOid);
  if (!(await holdsNode(db, node.oid, input.actorOid))) throw permissionDenied();
  if (instance.state !== "IN_PROGRESS" || node.state !== "PENDING") throw nodeHandled();
  return candidatesOf(db, node, input.actorOid)
    .orderBy(asc(users.fullName), asc(users.oid))
    .limit(CANDIDATE_LIMIT);
}

export async function transferNode(
  deps: ActionDeps,
  input: { actorOid: string; instanceOid: string; nodeOid: string; userOid: string; comment: string | null },
): Promise<ProcessActionResult> {
  const { now } = deps;
  const newNodeOid = await deps.db.transaction(async (tx) => {
    const instance = await lockInstance(tx, input.instanceOid);
    const node = await openNodeHeldBy(tx, instance, input.nodeOid, input.actorOid);
    if (input.userOid === input.actorOid)
      throw errors.validation({ userOid: WORKFLOW_TEXTS.fields.transferSelf });
    const [target] = await candidatesOf(tx, node, input.actorOid, input.userOid);
    if (!target) throw errors.validation({ userOid: WORKFLOW_TEXTS.fields.transferTarget });
    const transferred = await closeNode(
      tx,
      node,
      {
        state: "TRANSFERRED",
        actorOid: input.actorOid,
        comment: input.comment,
        transferredToOid: target.oid,
      },
      now,
    );
    const [successor] = await tx
      .insert(processNodes)
      .values({
        instanceOid: instance.oid,
        orgOid: node.orgOid,
        name: node.name,
        position: node.position,
        assigneeRole: null,
        assigneeUserOids: [target.oid],
        state: "PENDING",
        openedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ oid: processNodes.oid });
    if (!successor) throw new Error("successor node insert returned nothing");
    await recordAction(tx, deps, {
      action: "TRANSFER",
      instance,
      node: transferred,
      actorOid: input.actorOid,
      comment: input.comment,
      targetUserOid: target.oid,
    });
    return successor.oid;
  });
  return actionResult(deps.db, input.instanceOid, newNodeOid, input.actorOid);
}
