// What the push page picks from, for whoever may push the book: the classes of the book's
// organisation (the caller's own first, as the spec's my-created before my-school), one class's
// students, and the organisation's members matching a keyword. These read the classes tables
// directly; managing classes is the school pages' work.
import type { PushClass, PushPerson } from "@textbook/shared";
import { and, asc, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { classes, classStudents, memberships, users } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { authorizeBook } from "../books/authorize-book.ts";

/** The most members one search answers: a picker, not a directory. */
const USER_MATCHES = 20;

export async function pushClasses(
  { db }: Pick<Deps, "db">,
  auth: AuthContext,
  bookOid: string,
): Promise<{ items: PushClass[] }> {
  const { book } = await authorizeBook(db, auth, bookOid, "push");
  const mine = sql<boolean>`${classes.teacherOid} = ${auth.user.oid}`;
  const rows = await db
    .select({
      oid: classes.oid,
      name: classes.name,
      teacherName: users.fullName,
      studentCount: count(classStudents.studentOid),
      mine,
    })
    .from(classes)
    .innerJoin(users, eq(users.oid, classes.teacherOid))
    .leftJoin(classStudents, eq(classStudents.classOid, classes.oid))
    .where(eq(classes.orgOid, book.orgOid))
    .groupBy(classes.oid, users.fullName)
    .orderBy(desc(mine), asc(classes.name));
  return { items: rows.map((row) => ({ ...row, studentCount: Number(row.studentCount) })) };
}

export async function pushClassStudents(
  { db }: Pick<Deps, "db">,
  auth: AuthContext,
  path: { bookOid: string; classOid: string },
): Promise<{ items: PushPerson[] }> {
  const { book } = await authorizeBook(db, auth, path.bookOid, "push");
  const [found] = await db
    .select({ oid: classes.oid })
    .from(classes)
    .where(and(eq(classes.oid, path.classOid), eq(classes.orgOid, book.orgOid)));
  if (!found) throw errors.notFound();
  const items = await db
    .select({
      oid: users.oid,
      fullName: users.fullName,
      phoneNumber: users.phoneNumber,
      studentNumber: classStudents.studentNumber,
    })
    .from(classStudents)
    .innerJoin(users, eq(users.oid, classStudents.studentOid))
    .where(eq(classStudents.classOid, path.classOid))
    .orderBy(asc(classStudents.studentNumber), asc(users.fullName));
  return { items };
}

/** LIKE's wildcards typed by the user match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export async function pushUsers(
  { db }: Pick<Deps, "db">,
  auth: AuthContext,
  bookOid: string,
  query: { keyword?: string | undefined },
): Promise<{ items: PushPerson[] }> {
  const { book } = await authorizeBook(db, auth, bookOid, "push");
  const pattern = query.keyword ? `%${escapeLike(query.keyword)}%` : null;
  const items = await db
    .select({
      oid: users.oid,
      fullName: users.fullName,
      phoneNumber: users.phoneNumber,
      studentNumber: sql<string | null>`null`,
    })
    .from(memberships)
    .innerJoin(users, eq(users.oid, memberships.userOid))
    .where(
      and(
        eq(memberships.orgOid, book.orgOid),
        pattern ? or(ilike(users.fullName, pattern), ilike(users.phoneNumber, pattern)) : undefined,
      ),
    )
    .orderBy(asc(users.fullName), asc(users.oid))
    .limit(USER_MATCHES);
  return { items };
}
