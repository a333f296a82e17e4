// Who works with classes (issue 18 §1). Classes live in a SCHOOL organisation, the caller's current
// one. Any member of the school may create a class (they become its teacher) and see the school's
// classes; a class's students and changes belong to its teacher and the school's organisation and
// delivery admins. Reader-only accounts never hold an editor session, so they never get here.
import type { OrgRole } from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { classes } from "../../db/schema/index.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import type { OrgRow } from "../users/repository.ts";

export type ClassRow = typeof classes.$inferSelect;

const SCHOOL_MANAGERS: readonly OrgRole[] = ["ORG_ADMIN", "ORG_DELIVERY_ADMIN"];

/** The current organisation when it is a school, else null. */
export function currentSchool(auth: AuthContext): OrgRow | null {
  return auth.currentOrg?.type === "SCHOOL" ? auth.currentOrg : null;
}

export function requireSchool(auth: AuthContext): OrgRow {
  const school = currentSchool(auth);
  if (!school) throw errors.classSchoolOnly();
  return school;
}

export function mayManageClass(auth: AuthContext, row: ClassRow): boolean {
  return row.teacherOid === auth.user.oid || auth.orgRoles.some((role) => SCHOOL_MANAGERS.includes(role));
}

/** A class of the current school the caller may manage: 404 outside the school, 403 inside it. */
export async function manageableClass(db: Db, auth: AuthContext, classOid: string): Promise<ClassRow> {
  const school = requireSchool(auth);
  const [row] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.oid, classOid), eq(classes.orgOid, school.oid)))
    .limit(1);
  if (!row) throw errors.notFound();
  if (!mayManageClass(auth, row)) throw errors.classManageDenied();
  return row;
}
