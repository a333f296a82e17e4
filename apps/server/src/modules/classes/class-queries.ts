// The class lists (GET /ccs/my-created, /ccs/my-school) and a class's students (GET /ccs/{id}/students).
import type { ClassStudent, SchoolClass } from "@textbook/shared";
import { and, asc, count, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { classes, classStudents, users } from "../../db/schema/index.ts";
import type { AuthContext } from "../../http/auth.ts";
import { type ClassRow, mayManageClass, requireSchool } from "./class-policy.ts";

/** A school's classes are a page's worth; the cap keeps the answer bounded all the same. */
const CLASSES_MAX = 1000;

export async function listClasses(
  db: Db,
  auth: AuthContext,
  scope: "MY_CREATED" | "MY_SCHOOL",
): Promise<SchoolClass[]> {
  const school = requireSchool(auth);
  const conditions: SQL[] = [eq(classes.orgOid, school.oid)];
  if (scope === "MY_CREATED") conditions.push(eq(classes.teacherOid, auth.user.oid));
  const rows = await db
    .select({ row: classes, teacherName: users.fullName })
    .from(classes)
    .innerJoin(users, eq(users.oid, classes.teacherOid))
    .where(and(...conditions))
    .orderBy(asc(classes.name))
    .limit(CLASSES_MAX);
  const counts = await studentCounts(db, school.oid);
  return rows.map(({ row, teacherName }) => presentClass(auth, row, teacherName, counts.get(row.oid) ?? 0));
}

async function studentCounts(db: Db, orgOid: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ classOid: classStudents.classOid, total: count() })
    .from(classStudents)
    .innerJoin(classes, eq(classes.oid, classStudents.classOid))
    .where(eq(classes.orgOid, orgOid))
    .groupBy(classStudents.classOid);
  return new Map(rows.map((row) => [row.classOid, row.total]));
}

export function presentClass(
  auth: AuthContext,
  row: ClassRow,
  teacherName: string,
  studentCount: number,
): SchoolClass {
  return {
    oid: row.oid,
    name: row.name,
    remark: row.remark,
    teacher: { oid: row.teacherOid, fullName: teacherName },
    studentCount,
    manageable: mayManageClass(auth, row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** One class presented, after a change. */
export async function presentOne(db: Db, auth: AuthContext, row: ClassRow): Promise<SchoolClass> {
  const [teacher] = await db
    .select({ fullName: users.fullName })
    .from(users)
    .where(eq(users.oid, row.teacherOid));
  const [students] = await db
    .select({ total: count() })
    .from(classStudents)
    .where(eq(classStudents.classOid, row.oid));
  return presentClass(auth, row, teacher?.fullName ?? "", students?.total ?? 0);
}

export async function listStudents(db: Db, classOid: string): Promise<ClassStudent[]> {
  const rows = await db
    .select({ user: users, studentNumber: classStudents.studentNumber, addedAt: classStudents.createdAt })
    .from(classStudents)
    .innerJoin(users, eq(users.oid, classStudents.studentOid))
    .where(eq(classStudents.classOid, classOid))
    .orderBy(asc(classStudents.studentNumber), asc(users.fullName));
  return rows.map((row) => ({
    oid: row.user.oid,
    fullName: row.user.fullName,
    phoneNumber: row.user.phoneNumber,
    studentNumber: row.studentNumber,
    readerOnly: row.user.readerOnly,
    addedAt: row.addedAt.toISOString(),
  }));
}
