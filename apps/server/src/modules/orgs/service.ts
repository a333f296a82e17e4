import type { AllOrgsQuery, OrgDetail, OrgDirectoryItem, OrgListItem, OrgRole, Page } from "@textbook/shared";
import { and, asc, count, eq, ilike, inArray, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { memberships, orgs } from "../../db/schema/index.ts";
import type { OrgRow } from "../users/repository.ts";

const parents = alias(orgs, "parents");

/** LIKE pattern for a plain substring: the user's % and _ are literal. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function presentOrgListItem(org: OrgRow, parentName: string | null, roles: OrgRole[]): OrgListItem {
  return {
    oid: org.oid,
    name: org.name,
    fullName: parentName ? `${parentName} / ${org.name}` : org.name,
    type: org.type,
    level: org.level,
    orgName: { name: org.name, parentName },
    roles,
  };
}

export async function listMyOrgs(
  db: Db,
  userOid: string,
  keyword: string | undefined,
): Promise<OrgListItem[]> {
  const rows = await db
    .select({ org: orgs, parentName: parents.name, roles: memberships.roles })
    .from(memberships)
    .innerJoin(orgs, eq(orgs.oid, memberships.orgOid))
    .leftJoin(parents, eq(parents.oid, orgs.parentOid))
    .where(
      and(
        eq(memberships.userOid, userOid),
        // A disabled organisation cannot be entered, so it is not offered (issue 15 §2).
        eq(orgs.state, "ACTIVE"),
        keyword ? ilike(orgs.name, containsPattern(keyword)) : undefined,
      ),
    )
    .orderBy(asc(orgs.name), asc(orgs.oid));
  return rows.map((row) => presentOrgListItem(row.org, row.parentName, row.roles));
}

/** GET /orgs/all: the directory, paged, by name; the keyword matches the name, formal name or parent's name. */
export async function listAllOrgs(
  db: Db,
  userOid: string,
  query: AllOrgsQuery & { page: number; pageSize: number },
): Promise<Page<OrgDirectoryItem>> {
  const pattern = query.keyword ? containsPattern(query.keyword) : null;
  const where = and(
    pattern
      ? or(ilike(orgs.name, pattern), ilike(orgs.formalName, pattern), ilike(parents.name, pattern))
      : undefined,
    query.type ? eq(orgs.type, query.type) : undefined,
    query.state ? eq(orgs.state, query.state) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ org: orgs, parentName: parents.name })
      .from(orgs)
      .leftJoin(parents, eq(parents.oid, orgs.parentOid))
      .where(where)
      .orderBy(asc(orgs.name), asc(orgs.oid))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(orgs).leftJoin(parents, eq(parents.oid, orgs.parentOid)).where(where),
  ]);
  const mine = rows.length
    ? await db
        .select({ orgOid: memberships.orgOid, roles: memberships.roles })
        .from(memberships)
        .where(
          and(
            eq(memberships.userOid, userOid),
            inArray(
              memberships.orgOid,
              rows.map((row) => row.org.oid),
            ),
          ),
        )
    : [];
  const rolesByOrg = new Map(mine.map((row) => [row.orgOid, row.roles]));
  return {
    items: rows.map((row) => ({
      ...presentOrgListItem(row.org, row.parentName, rolesByOrg.get(row.org.oid) ?? []),
      formalName: row.org.formalName,
      state: row.org.state,
      parentOid: row.org.parentOid,
      useSubjectResourceEnabled: row.org.useSubjectResourceEnabled,
      createdAt: row.org.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function orgDetail(db: Db, org: OrgRow): Promise<OrgDetail> {
  const [parent] = org.parentOid
    ? await db.select({ name: orgs.name }).from(orgs).where(eq(orgs.oid, org.parentOid)).limit(1)
    : [];
  const [members] = await db
    .select({ total: count() })
    .from(memberships)
    .where(eq(memberships.orgOid, org.oid));
  return {
    oid: org.oid,
    name: org.name,
    fullName: parent ? `${parent.name} / ${org.name}` : org.name,
    type: org.type,
    level: org.level,
    parentOid: org.parentOid,
    useSubjectResourceEnabled: org.useSubjectResourceEnabled,
    memberCount: members?.total ?? 0,
    createdAt: org.createdAt.toISOString(),
    formalName: org.formalName,
    state: org.state,
    updatedAt: org.updatedAt.toISOString(),
  };
}
