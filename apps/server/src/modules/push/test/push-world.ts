// What the push API tests start from: an app whose task engine runs; a school with a released book
// (chief editor, editor, plain member), a publisher, a delivery admin, a plain member and an admin
// of another school; two classes of the school (a teacher's 高一（1）班 with two students and
// 高一（2）班 with one) and a class of the other school; and the steps the tests repeat.
import type { OrgRole, PushAnswer, PushRecord, UserTask } from "@textbook/shared";
import { and, eq, isNull } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../../db/client.ts";
import { classes, classStudents, pushes, pushRecipients } from "../../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../../test/app.ts";
import { buildEdition } from "../../../test/edition-fixture.ts";
import { buildBook, buildOrg, buildUser, sessionFor } from "../../../test/factories.ts";
import { waitForState } from "../../../test/tasks.ts";

export async function createPushApp() {
  const context = await createTestApp();
  await context.app.tasks.start();
  return context;
}

async function buildClass(db: Db, orgOid: string, teacherOid: string, name: string, studentOids: string[]) {
  const [row] = await db.insert(classes).values({ orgOid, teacherOid, name }).returning();
  if (!row) throw new Error("class insert failed");
  if (studentOids.length > 0) {
    await db.insert(classStudents).values(
      studentOids.map((studentOid, index) => ({
        classOid: row.oid,
        studentOid,
        studentNumber: String(index + 1).padStart(3, "0"),
      })),
    );
  }
  return row;
}

export async function createPushWorld(context: TestContext, options: { released?: boolean } = {}) {
  const { db, clock } = context;
  const org = await buildOrg(db);
  const other = await buildOrg(db);
  const person = (fullName: string, roles: OrgRole[], inOrg = org) =>
    buildUser(db, { fullName, memberships: [{ org: inOrg, roles }] });
  const chief = await person("王主编", ["ORG_MEMBER"]);
  const editor = await person("李编辑", ["ORG_MEMBER"]);
  const member = await person("张成员", ["ORG_MEMBER"]);
  const publisher = await person("钱出版", ["ORG_MEMBER", "ORG_PUBLISH_ADMIN"]);
  const delivery = await person("周投送", ["ORG_MEMBER", "ORG_DELIVERY_ADMIN"]);
  const teacher = await person("陈老师", ["ORG_MEMBER"]);
  const otherAdmin = await person("吴管理", ["ORG_ADMIN"], other);
  const student1 = await buildUser(db, { fullName: "学生甲" });
  const student2 = await buildUser(db, { fullName: "学生乙" });
  const student3 = await buildUser(db, { fullName: "学生丙" });
  const book = await buildBook(db, {
    org,
    name: "信息技术基础",
    members: [
      { user: chief, role: "BOOK_CHIEF_EDITOR" },
      { user: editor, role: "BOOK_EDITOR" },
      { user: member, role: "BOOK_MEMBER" },
    ],
  });
  const edition =
    options.released === false ? null : await buildEdition(context, book, chief, { release: true });
  const class1 = await buildClass(db, org.oid, teacher.oid, "高一（1）班", [student1.oid, student2.oid]);
  const class2 = await buildClass(db, org.oid, chief.oid, "高一（2）班", [student3.oid]);
  const foreignClass = await buildClass(db, other.oid, otherAdmin.oid, "外校班", [student1.oid]);
  const token = (user: typeof chief, orgOid = org.oid) => sessionFor(db, user, clock, orgOid);
  return {
    org,
    book,
    edition,
    classes: { class1, class2, foreignClass },
    users: { chief, editor, member, publisher, delivery, teacher, otherAdmin, student1, student2, student3 },
    tokens: {
      chief: await token(chief),
      editor: await token(editor),
      member: await token(member),
      publisher: await token(publisher),
      delivery: await token(delivery),
      teacher: await token(teacher),
      otherAdmin: await token(otherAdmin, other.oid),
    },
    url: `/api/books/${book.oid}`,
  };
}

export type PushWorld = Awaited<ReturnType<typeof createPushWorld>>;

/** Submits a push and waits for its task to end DONE; answers the task. */
export async function pushAndWait(
  context: TestContext,
  world: PushWorld,
  route: "push-to-ccs" | "push-to-students" | "push-to-accounts" | "push-to-users",
  body: unknown,
  token = world.tokens.chief,
): Promise<UserTask> {
  const response = await call<PushAnswer>(context.app, "POST", `${world.url}/${route}`, { token, body });
  expect(response.body.errorMessage).toBe("");
  expect(response.status).toBe(200);
  await waitForState(context.db, response.body.data.task.oid, "DONE");
  return response.body.data.task;
}

export async function records(context: TestContext, world: PushWorld): Promise<PushRecord[]> {
  const response = await call<{ items: PushRecord[] }>(context.app, "GET", `${world.url}/pushes`, {
    token: world.tokens.member,
  });
  expect(response.status).toBe(200);
  return response.body.data.items;
}

/** The books on a user's shelf as the readers' shelf reads them: standing pushes only. */
export async function shelfOf(db: Db, userOid: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ bookOid: pushRecipients.bookOid })
    .from(pushRecipients)
    .innerJoin(pushes, eq(pushes.oid, pushRecipients.pushOid))
    .where(and(eq(pushRecipients.userOid, userOid), isNull(pushes.withdrawnAt)));
  return rows.map((row) => row.bookOid);
}
