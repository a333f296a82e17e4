// The world's delivery objects (issue 18 §2): a class of organisation A with one student, and a
// standing push of the released book to it, so the push routes' {classOid} and {pushOid} name
// real rows.
import type { Db } from "../../db/client.ts";
import { classes, classStudents, pushes, pushRecipients } from "../../db/schema/index.ts";
import { buildUser } from "../factories.ts";

export async function seedWorldPush(
  db: Db,
  world: { orgOid: string; bookOid: string; editionOid: string; teacherOid: string },
) {
  const student = await buildUser(db, { fullName: "矩阵学生" });
  const [row] = await db
    .insert(classes)
    // Two worlds may share organisation A: the class names differ by book.
    .values({ orgOid: world.orgOid, teacherOid: world.teacherOid, name: `矩阵班 ${world.bookOid}` })
    .returning();
  if (!row) throw new Error("world class insert failed");
  await db.insert(classStudents).values({ classOid: row.oid, studentOid: student.oid });
  const [push] = await db
    .insert(pushes)
    .values({
      bookOid: world.bookOid,
      editionOid: world.editionOid,
      targetKind: "CCS",
      targetNames: [row.name],
      recipientCount: 1,
      pushedByOid: world.teacherOid,
    })
    .returning();
  if (!push) throw new Error("world push insert failed");
  await db.insert(pushRecipients).values({
    pushOid: push.oid,
    userOid: student.oid,
    bookOid: world.bookOid,
    classOid: row.oid,
  });
  return { class: row, push, student };
}
