// An organisation's process definition of a kind: the stored one, else the default template. Saved
// by its ORG_ADMIN (or SYS_ADMIN); named users must be members; running instances keep the nodes
// they started with (the nodes are copied at start).
import {
  formatMessage,
  PROCESS_TEMPLATES,
  type ProcessDefinition,
  type ProcessDefinitionNode,
  type ProcessKind,
  processDefinitionNodesSchema,
  WORKFLOW_TEXTS,
} from "@textbook/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { memberships, orgs, processDefinitions, users } from "../../db/schema/index.ts";
import { errors } from "../../http/errors.ts";
import { type AuditActor, recordAudit } from "../audit/record-audit.ts";

export async function definitionNodes(
  db: Db,
  orgOid: string,
  kind: ProcessKind,
): Promise<ProcessDefinitionNode[]> {
  const [stored] = await db
    .select({ nodes: processDefinitions.nodes })
    .from(processDefinitions)
    .where(and(eq(processDefinitions.orgOid, orgOid), eq(processDefinitions.kind, kind)));
  // The column is ours, but a row written by an older server is checked like a request.
  return stored ? processDefinitionNodesSchema.parse(stored.nodes) : [...PROCESS_TEMPLATES.DEFAULT];
}

export async function readDefinition(db: Db, orgOid: string, kind: ProcessKind): Promise<ProcessDefinition> {
  const [org] = await db.select({ oid: orgs.oid }).from(orgs).where(eq(orgs.oid, orgOid));
  if (!org) throw errors.notFound();
  const [stored] = await db
    .select({ definition: processDefinitions, updaterName: users.fullName })
    .from(processDefinitions)
    .leftJoin(users, eq(users.oid, processDefinitions.updatedByOid))
    .where(and(eq(processDefinitions.orgOid, orgOid), eq(processDefinitions.kind, kind)));
  const nodes = stored
    ? processDefinitionNodesSchema.parse(stored.definition.nodes)
    : [...PROCESS_TEMPLATES.DEFAULT];
  const namedOids = nodes.flatMap((node) => ("userOids" in node.assignee ? node.assignee.userOids : []));
  const named =
    namedOids.length > 0
      ? await db
          .select({ oid: users.oid, fullName: users.fullName })
          .from(users)
          .where(inArray(users.oid, namedOids))
      : [];
  const names = new Map(named.map((user) => [user.oid, user]));
  return {
    orgOid,
    kind,
    nodes: nodes.map((node) => ({
      name: node.name,
      assignee: node.assignee,
      users:
        "userOids" in node.assignee
          ? node.assignee.userOids.map((oid) => names.get(oid) ?? { oid, fullName: "" })
          : [],
    })),
    isDefault: !stored,
    updatedBy:
      stored?.definition.updatedByOid && stored.updaterName !== null
        ? { oid: stored.definition.updatedByOid, fullName: stored.updaterName }
        : null,
    updatedAt: stored?.definition.updatedAt.toISOString() ?? null,
  };
}

/** Field messages for named users who are not members of the organisation. */
async function checkNamedUsers(db: Db, orgOid: string, nodes: ProcessDefinitionNode[]): Promise<void> {
  const namedOids = [
    ...new Set(nodes.flatMap((node) => ("userOids" in node.assignee ? node.assignee.userOids : []))),
  ];
  if (namedOids.length === 0) return;
  const members = await db
    .select({ userOid: memberships.userOid })
    .from(memberships)
    .where(and(eq(memberships.orgOid, orgOid), inArray(memberships.userOid, namedOids)));
  const memberOids = new Set(members.map((member) => member.userOid));
  const fieldErrors: Record<string, string> = {};
  for (const [index, node] of nodes.entries()) {
    if (!("userOids" in node.assignee)) continue;
    const stranger = node.assignee.userOids.find((oid) => !memberOids.has(oid));
    if (!stranger) continue;
    const [user] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.oid, stranger));
    fieldErrors[`nodes.${index}.assignee.userOids`] = user
      ? formatMessage(WORKFLOW_TEXTS.fields.notOrgMember, { name: user.fullName })
      : WORKFLOW_TEXTS.fields.userNotFound;
  }
  if (Object.keys(fieldErrors).length > 0) throw errors.validation(fieldErrors);
}

export async function saveDefinition(
  db: Db,
  actor: AuditActor & { actorOid: string },
  input: { orgOid: string; kind: ProcessKind; nodes: ProcessDefinitionNode[] },
  now: Date,
): Promise<ProcessDefinition> {
  const [org] = await db
    .select({ oid: orgs.oid, name: orgs.name })
    .from(orgs)
    .where(eq(orgs.oid, input.orgOid));
  if (!org) throw errors.notFound();
  await checkNamedUsers(db, input.orgOid, input.nodes);
  return db.transaction(async (tx) => {
    const before = await definitionNodes(tx, input.orgOid, input.kind);
    await tx
      .insert(processDefinitions)
      .values({
        orgOid: input.orgOid,
        kind: input.kind,
        nodes: input.nodes,
        updatedByOid: actor.actorOid,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [processDefinitions.orgOid, processDefinitions.kind],
        set: { nodes: input.nodes, updatedByOid: actor.actorOid, updatedAt: now },
      });
    await recordAudit(tx, actor, {
      action: "org.processDefinition",
      targetType: "org",
      targetOid: org.oid,
      targetLabel: org.name,
      orgOid: org.oid,
      before: { kind: input.kind, nodes: before },
      after: { kind: input.kind, nodes: input.nodes },
    });
    return readDefinition(tx, input.orgOid, input.kind);
  });
}
