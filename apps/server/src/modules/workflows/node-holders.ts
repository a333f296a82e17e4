// Who holds a node: a member of the node's organisation with the node's role, or a member named in
// the node's users. One SQL condition serves the todo list, the todo count and every action's
// check, so they never disagree.
import { and, eq, inArray, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { memberships, processNodes, users } from "../../db/schema/index.ts";
import type { NodeRow } from "./present.ts";

export function heldBy(userOid: string | SQL | Placeholder): SQL {
  return sql`exists (select 1 from ${memberships} where ${memberships.userOid} = ${userOid}
    and ${memberships.orgOid} = ${processNodes.orgOid}
    and (${memberships.roles} @> jsonb_build_array(${processNodes.assigneeRole})
      or ${userOid} = any(${processNodes.assigneeUserOids})))`;
}

export async function holdsNode(db: Db, nodeOid: string, userOid: string): Promise<boolean> {
  const [row] = await db
    .select({ oid: processNodes.oid })
    .from(processNodes)
    .where(sql`${processNodes.oid} = ${nodeOid} and ${heldBy(userOid)}`);
  return row !== undefined;
}

/** The active users holding a node now (the remind's recipients), at most `limit`. */
export async function nodeHolders(
  db: Db,
  node: NodeRow,
  limit: number,
): Promise<{ oid: string; phoneNumber: string }[]> {
  if (!node.assigneeRole && node.assigneeUserOids.length === 0) return [];
  return db
    .select({ oid: users.oid, phoneNumber: users.phoneNumber })
    .from(memberships)
    .innerJoin(users, eq(users.oid, memberships.userOid))
    .where(
      and(
        eq(memberships.orgOid, node.orgOid),
        eq(users.state, "ACTIVE"),
        or(
          node.assigneeRole
            ? sql`${memberships.roles} @> jsonb_build_array(${node.assigneeRole}::text)`
            : undefined,
          node.assigneeUserOids.length > 0 ? inArray(memberships.userOid, node.assigneeUserOids) : undefined,
        ),
      ),
    )
    .orderBy(users.oid)
    .limit(limit);
}
