// What leaves the server about approvals: explicit fields, with the names of the users and books
// they refer to, each looked up once per answer.
import type { ProcessInstance, ProcessNode, ProcessTimelineEvent, ProcessUser } from "@textbook/shared";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { books, processEvents, type processInstances, processNodes, users } from "../../db/schema/index.ts";
import { heldBy } from "./node-holders.ts";

export type InstanceRow = typeof processInstances.$inferSelect;
export type NodeRow = typeof processNodes.$inferSelect;
type NodeWithAbility = NodeRow & { canAct: boolean };

const iso = (date: Date | null) => date?.toISOString() ?? null;

async function userNames(db: Db, oids: Iterable<string | null>): Promise<Map<string, ProcessUser>> {
  const wanted = [...new Set([...oids].filter((oid): oid is string => oid !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ oid: users.oid, fullName: users.fullName })
    .from(users)
    .where(inArray(users.oid, wanted));
  return new Map(rows.map((row) => [row.oid, row]));
}

function nameOf(names: Map<string, ProcessUser>, oid: string): ProcessUser {
  return names.get(oid) ?? { oid, fullName: "" };
}

function nodeUserOids(node: NodeRow): (string | null)[] {
  return [...node.assigneeUserOids, node.actorOid, node.transferredToOid];
}

function presentNode(node: NodeWithAbility, names: Map<string, ProcessUser>): ProcessNode {
  return {
    oid: node.oid,
    instanceOid: node.instanceOid,
    position: node.position,
    name: node.name,
    assignee: {
      role: node.assigneeRole,
      users: node.assigneeUserOids.map((oid) => nameOf(names, oid)),
    },
    state: node.state,
    actor: node.actorOid ? nameOf(names, node.actorOid) : null,
    comment: node.comment,
    openedAt: iso(node.openedAt),
    actedAt: iso(node.actedAt),
    remindedAt: iso(node.remindedAt),
    transferredTo: node.transferredToOid ? nameOf(names, node.transferredToOid) : null,
    canAct: node.canAct,
  };
}

/** The nodes with whether the caller may act on each now. */
function selectNodes(db: Db, callerOid: string) {
  return db
    .select({
      node: processNodes,
      canAct: sql<boolean>`(${processNodes.state} = 'PENDING' and ${heldBy(callerOid)})`,
    })
    .from(processNodes);
}

export async function presentNodesOf(db: Db, instanceOid: string, callerOid: string): Promise<ProcessNode[]> {
  const rows = await selectNodes(db, callerOid)
    .where(eq(processNodes.instanceOid, instanceOid))
    // A transferred node before the one that took over at its position.
    .orderBy(
      asc(processNodes.position),
      sql`${processNodes.state} = 'TRANSFERRED' desc`,
      asc(processNodes.createdAt),
      asc(processNodes.actedAt),
      asc(processNodes.oid),
    );
  const nodes = rows.map(({ node, canAct }) => ({ ...node, canAct: Boolean(canAct) }));
  const names = await userNames(db, nodes.flatMap(nodeUserOids));
  return nodes.map((node) => presentNode(node, names));
}

export async function presentNodesByOid(
  db: Db,
  nodeOids: string[],
  callerOid: string,
): Promise<Map<string, ProcessNode>> {
  if (nodeOids.length === 0) return new Map();
  const rows = await selectNodes(db, callerOid).where(inArray(processNodes.oid, nodeOids));
  const nodes = rows.map(({ node, canAct }) => ({ ...node, canAct: Boolean(canAct) }));
  const names = await userNames(db, nodes.flatMap(nodeUserOids));
  return new Map(nodes.map((node) => [node.oid, presentNode(node, names)]));
}

export async function presentInstances(db: Db, instances: InstanceRow[]): Promise<ProcessInstance[]> {
  if (instances.length === 0) return [];
  const instanceOids = instances.map((instance) => instance.oid);
  const openNodes = await db
    .select()
    .from(processNodes)
    .where(and(inArray(processNodes.instanceOid, instanceOids), eq(processNodes.state, "PENDING")));
  const openByInstance = new Map(openNodes.map((node) => [node.instanceOid, node]));
  const names = await userNames(db, [
    ...instances.map((instance) => instance.applicantOid),
    ...openNodes.flatMap((node) => node.assigneeUserOids),
  ]);
  const bookOids = [
    ...new Set(instances.flatMap((instance) => (instance.bookOid ? [instance.bookOid] : []))),
  ];
  const bookRows =
    bookOids.length > 0
      ? await db.select({ oid: books.oid, name: books.name }).from(books).where(inArray(books.oid, bookOids))
      : [];
  const bookNames = new Map(bookRows.map((book) => [book.oid, book]));
  return instances.map((instance) => {
    const open = openByInstance.get(instance.oid);
    return {
      oid: instance.oid,
      orgOid: instance.orgOid,
      title: instance.title,
      kind: instance.kind,
      state: instance.state,
      book: instance.bookOid ? (bookNames.get(instance.bookOid) ?? null) : null,
      applicant: nameOf(names, instance.applicantOid),
      subjectOid: instance.subjectOid,
      createdAt: instance.createdAt.toISOString(),
      finishedAt: iso(instance.finishedAt),
      currentNode: open
        ? {
            oid: open.oid,
            position: open.position,
            name: open.name,
            assignee: {
              role: open.assigneeRole,
              users: open.assigneeUserOids.map((oid) => nameOf(names, oid)),
            },
            state: open.state,
            remindedAt: iso(open.remindedAt),
          }
        : null,
      nodeCount: instance.nodeCount,
    };
  });
}

export async function presentInstance(db: Db, instance: InstanceRow): Promise<ProcessInstance> {
  const [presented] = await presentInstances(db, [instance]);
  if (!presented) throw new Error(`instance ${instance.oid} not presented`);
  return presented;
}

export async function presentEvents(db: Db, instanceOid: string): Promise<ProcessTimelineEvent[]> {
  const rows = await db
    .select({ event: processEvents, nodeName: processNodes.name, nodePosition: processNodes.position })
    .from(processEvents)
    .leftJoin(processNodes, eq(processNodes.oid, processEvents.nodeOid))
    .where(eq(processEvents.instanceOid, instanceOid))
    .orderBy(asc(processEvents.seq));
  const names = await userNames(
    db,
    rows.flatMap(({ event }) => [event.actorOid, event.targetUserOid]),
  );
  return rows.map(({ event, nodeName, nodePosition }) => ({
    oid: event.oid,
    action: event.action,
    node:
      event.nodeOid && nodeName !== null && nodePosition !== null
        ? { oid: event.nodeOid, name: nodeName, position: nodePosition }
        : null,
    actor: nameOf(names, event.actorOid),
    comment: event.comment,
    targetUser: event.targetUserOid ? nameOf(names, event.targetUserOid) : null,
    at: event.at.toISOString(),
  }));
}
