// GET /users/org-users/my-members/: the current organisation's active members for pickers (a book's
// chief editor, …), by name; a keyword narrows it, and a picker never needs more than the first page.
import type { OrgMemberOption } from "@textbook/shared";
import { and, asc, eq, ilike, or } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { memberships, users } from "../../../db/schema/index.ts";
import { containsPattern } from "../../orgs/service.ts";

export const MY_MEMBERS_LIMIT = 100;

export async function listMyMembers(
  db: Db,
  orgOid: string,
  keyword: string | undefined,
): Promise<OrgMemberOption[]> {
  const pattern = keyword ? containsPattern(keyword) : null;
  return db
    .select({ oid: users.oid, fullName: users.fullName, phoneNumber: users.phoneNumber })
    .from(memberships)
    .innerJoin(users, eq(users.oid, memberships.userOid))
    .where(
      and(
        eq(memberships.orgOid, orgOid),
        eq(users.state, "ACTIVE"),
        pattern ? or(ilike(users.fullName, pattern), ilike(users.phoneNumber, pattern)) : undefined,
      ),
    )
    .orderBy(asc(users.fullName), asc(users.oid))
    .limit(MY_MEMBERS_LIMIT);
}
