// Create, rename and delete a class. A class's name is unique in its school (classes_org_name_key).
// Deleting a class keeps what was pushed to its students: a push is taken back by withdrawing it.
import type { SchoolClass } from "@textbook/shared";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { classes } from "../../db/schema/index.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { manageableClass, requireSchool } from "./class-policy.ts";
import { presentOne } from "./class-queries.ts";

type ClassValues = { name: string; remark: string };

async function refuseTakenName(db: Db, orgOid: string, name: string, exceptOid: string | null) {
  const [taken] = await db
    .select({ oid: classes.oid })
    .from(classes)
    .where(
      and(
        eq(classes.orgOid, orgOid),
        eq(classes.name, name),
        exceptOid ? ne(classes.oid, exceptOid) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw errors.classNameTaken();
}

export async function createClass(db: Db, auth: AuthContext, body: ClassValues): Promise<SchoolClass> {
  const school = requireSchool(auth);
  await refuseTakenName(db, school.oid, body.name, null);
  const [row] = await db
    .insert(classes)
    .values({ orgOid: school.oid, name: body.name, remark: body.remark, teacherOid: auth.user.oid })
    .onConflictDoNothing()
    .returning();
  // A parallel creation of the same name lost the race to the unique index.
  if (!row) throw errors.classNameTaken();
  return presentOne(db, auth, row);
}

export async function updateClass(
  db: Db,
  auth: AuthContext,
  classOid: string,
  body: ClassValues,
  now: Date,
): Promise<SchoolClass> {
  const current = await manageableClass(db, auth, classOid);
  await refuseTakenName(db, current.orgOid, body.name, current.oid);
  const [row] = await db
    .update(classes)
    .set({ name: body.name, remark: body.remark, updatedAt: now })
    .where(eq(classes.oid, current.oid))
    .returning();
  if (!row) throw errors.notFound();
  return presentOne(db, auth, row);
}

export async function deleteClass(db: Db, auth: AuthContext, classOid: string): Promise<null> {
  const current = await manageableClass(db, auth, classOid);
  await db.delete(classes).where(eq(classes.oid, current.oid));
  return null;
}
