// GET /users/org-users and /users/org-users/:id: an organisation's members with their roles there,
// searched by name or phone, filtered by role and state, newest member first.
import type { OrgUser, OrgUsersQuery, Page } from "@textbook/shared";
import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { memberships, users } from "../../../db/schema/index.ts";
import { errors } from "../../../http/errors.ts";
import { containsPattern } from "../../orgs/service.ts";

function selectOrgUsers(db: Db) {
  return db
    .select({
      oid: users.oid,
      fullName: users.fullName,
      phoneNumber: users.phoneNumber,
      state: users.state,
      roles: memberships.roles,
      remark: memberships.remark,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.oid, memberships.userOid));
}

type OrgUserRow = Omit<OrgUser, "createdAt"> & { joinedAt: Date };

function presentOrgUser(row: OrgUserRow): OrgUser {
  const { joinedAt, ...rest } = row;
  return { ...rest, createdAt: joinedAt.toISOString() };
}

export async function listOrgUsers(db: Db, orgOid: string, query: OrgUsersQuery): Promise<Page<OrgUser>> {
  const pattern = query.keyword ? containsPattern(query.keyword) : null;
  const where = and(
    eq(memberships.orgOid, orgOid),
    pattern ? or(ilike(users.fullName, pattern), ilike(users.phoneNumber, pattern)) : undefined,
    query.role ? sql`${memberships.roles} @> ${JSON.stringify([query.role])}::jsonb` : undefined,
    query.state ? eq(users.state, query.state) : undefined,
  );
  const offset = (query.page - 1) * query.pageSize;
  const rows = await selectOrgUsers(db)
    .where(where)
    .orderBy(desc(memberships.createdAt), desc(users.oid))
    .limit(query.pageSize)
    .offset(offset);
  // A page that is not full ends the list, so it tells the total; otherwise count.
  const endsHere = rows.length < query.pageSize && (rows.length > 0 || query.page === 1);
  const total = endsHere ? offset + rows.length : await countOrgUsers(db, where);
  return { items: rows.map(presentOrgUser), total, page: query.page, pageSize: query.pageSize };
}

async function countOrgUsers(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(memberships)
    .innerJoin(users, eq(users.oid, memberships.userOid))
    .where(where);
  return Number(row?.total ?? 0);
}

/** 404 when the user is not a member of the organisation. */
export async function getOrgUser(db: Db, orgOid: string, userOid: string): Promise<OrgUser> {
  const [row] = await selectOrgUsers(db)
    .where(and(eq(memberships.orgOid, orgOid), eq(memberships.userOid, userOid)))
    .limit(1);
  if (!row) throw errors.notFound();
  return presentOrgUser(row);
}
