// Starting an approval: the organisation's definition (the default one when none is stored) is
// copied into the instance's nodes, so later edits of the definition leave running approvals alone;
// the first node opens, the START event opens the timeline, and the kind's hooks run.
import type { ProcessDefinitionNode, ProcessKind } from "@textbook/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { memberships, processEvents, processInstances, processNodes } from "../../db/schema/index.ts";
import { definitionNodes } from "./definitions.ts";
import { hookInstance, type ProcessHookRegistry, runProcessHooks } from "./process-hooks.ts";
import { noAssignee } from "./workflow-errors.ts";

export interface StartProcessInput {
  orgOid: string;
  kind: ProcessKind;
  title: string;
  applicantOid: string;
  bookOid: string | null;
  subjectOid: string;
}

export interface StartProcessContext {
  /** The app's clock (deps.clock.now()); the system time otherwise. */
  now?: Date;
  /** deps.processHooks: the kind's hooks hear the START. */
  processHooks?: ProcessHookRegistry;
}

async function hasHolder(tx: Db, orgOid: string, node: ProcessDefinitionNode): Promise<boolean> {
  const holder =
    "role" in node.assignee
      ? sql`${memberships.roles} @> jsonb_build_array(${node.assignee.role}::text)`
      : inArray(memberships.userOid, node.assignee.userOids);
  const [row] = await tx
    .select({ userOid: memberships.userOid })
    .from(memberships)
    .where(and(eq(memberships.orgOid, orgOid), holder))
    .limit(1);
  return row !== undefined;
}

/**
 * Creates the instance and opens its first node, inside the caller's transaction. Throws
 * err.process.noAssignee (nothing written) when a node of the definition has no one to hold it.
 */
export async function startProcess(
  tx: Db,
  input: StartProcessInput,
  context: StartProcessContext = {},
): Promise<{ instanceOid: string }> {
  const now = context.now ?? new Date();
  const nodes = await definitionNodes(tx, input.orgOid, input.kind);
  for (const node of nodes) {
    if (!(await hasHolder(tx, input.orgOid, node))) throw noAssignee(node.name);
  }
  const [instance] = await tx
    .insert(processInstances)
    .values({
      orgOid: input.orgOid,
      kind: input.kind,
      title: input.title,
      applicantOid: input.applicantOid,
      bookOid: input.bookOid,
      subjectOid: input.subjectOid,
      currentPosition: 0,
      nodeCount: nodes.length,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!instance) throw new Error("process instance insert returned nothing");
  const rows = await tx
    .insert(processNodes)
    .values(
      nodes.map((node, position) => ({
        instanceOid: instance.oid,
        orgOid: input.orgOid,
        name: node.name,
        position,
        assigneeRole: "role" in node.assignee ? node.assignee.role : null,
        assigneeUserOids: "userOids" in node.assignee ? node.assignee.userOids : [],
        state: position === 0 ? ("PENDING" as const) : ("WAITING" as const),
        openedAt: position === 0 ? now : null,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning();
  const first = rows.find((row) => row.position === 0);
  if (!first) throw new Error("process instance without a first node");
  await tx.insert(processEvents).values({
    instanceOid: instance.oid,
    nodeOid: first.oid,
    action: "START",
    actorOid: input.applicantOid,
    at: now,
  });
  await runProcessHooks(context.processHooks ?? {}, tx, {
    action: "START",
    instance: hookInstance(instance),
    node: { oid: first.oid, position: first.position, name: first.name, state: first.state },
    nodeCount: instance.nodeCount,
    actorOid: input.applicantOid,
    comment: null,
  });
  return { instanceOid: instance.oid };
}
