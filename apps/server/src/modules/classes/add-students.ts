// Adding students to a class, one by one or from a spreadsheet. A phone with no account gets a
// reader-only account (users.readerOnly, no password, no membership anywhere): the student signs in
// to the reader with an SMS code, or sets a password through 忘记密码. A phone that has an account
// keeps it as it is (its name is the owner's, not the teacher's spelling). Joining a class brings
// the class's standing pushes: one push_recipients row per push that named the class.
import type { AddStudentResult, ClassStudent } from "@textbook/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { classStudents, pushClasses, pushes, pushRecipients, users } from "../../db/schema/index.ts";
import { findUserByPhone, type UserRow } from "../users/repository.ts";

export interface StudentInput {
  fullName: string;
  phoneNumber: string;
  studentNumber: string;
}

async function accountFor(db: Db, input: StudentInput): Promise<{ user: UserRow; created: boolean }> {
  const existing = await findUserByPhone(db, input.phoneNumber);
  if (existing) return { user: existing, created: false };
  const [created] = await db
    .insert(users)
    .values({ fullName: input.fullName, phoneNumber: input.phoneNumber, readerOnly: true })
    .onConflictDoNothing()
    .returning();
  if (created) return { user: created, created: true };
  // Another request created the phone's account meanwhile: use it.
  const raced = await findUserByPhone(db, input.phoneNumber);
  if (!raced) throw new Error(`no account for ${input.phoneNumber} after a conflicting insert`);
  return { user: raced, created: false };
}

/** Gives the student every standing push that named the class (pushing twice adds nothing). */
export async function receiveClassPushes(db: Db, classOid: string, userOid: string): Promise<void> {
  await db
    .insert(pushRecipients)
    .select(
      db
        .select({
          pushOid: pushes.oid,
          userOid: sql<string>`${userOid}`.as("user_oid"),
          bookOid: pushes.bookOid,
          classOid: pushClasses.classOid,
          createdAt: sql<Date>`now()`.as("created_at"),
        })
        .from(pushClasses)
        .innerJoin(pushes, eq(pushes.oid, pushClasses.pushOid))
        .where(and(eq(pushClasses.classOid, classOid), isNull(pushes.withdrawnAt))),
    )
    .onConflictDoNothing();
}

export async function addStudent(db: Db, classOid: string, input: StudentInput): Promise<AddStudentResult> {
  return db.transaction(async (tx) => {
    const { user, created } = await accountFor(tx, input);
    const [joined] = await tx
      .insert(classStudents)
      .values({ classOid, studentOid: user.oid, studentNumber: input.studentNumber || null })
      .onConflictDoNothing()
      .returning();
    if (joined) await receiveClassPushes(tx, classOid, user.oid);
    const [row] = await tx
      .select({ studentNumber: classStudents.studentNumber, addedAt: classStudents.createdAt })
      .from(classStudents)
      .where(and(eq(classStudents.classOid, classOid), eq(classStudents.studentOid, user.oid)));
    const student: ClassStudent = {
      oid: user.oid,
      fullName: user.fullName,
      phoneNumber: user.phoneNumber,
      studentNumber: row?.studentNumber ?? null,
      readerOnly: user.readerOnly,
      addedAt: (row?.addedAt ?? new Date()).toISOString(),
    };
    return { student, outcome: !joined ? "ALREADY" : created ? "CREATED" : "EXISTING" };
  });
}

/** Out of the class, and the books that reached the student through it leave the shelf. */
export async function removeStudent(db: Db, classOid: string, studentOid: string): Promise<null> {
  await db.transaction(async (tx) => {
    await tx
      .delete(classStudents)
      .where(and(eq(classStudents.classOid, classOid), eq(classStudents.studentOid, studentOid)));
    await tx
      .delete(pushRecipients)
      .where(and(eq(pushRecipients.classOid, classOid), eq(pushRecipients.userOid, studentOid)));
  });
  return null;
}
