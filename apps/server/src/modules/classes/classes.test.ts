import type {
  AddStudentResult,
  ClassStudent,
  ImportStudentsResult,
  School,
  SchoolClass,
  ShelfBook,
} from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushClasses, pushes, users } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { bookWithTeam } from "../../test/book-workspace.ts";
import { buildEdition } from "../../test/edition-fixture.ts";
import { buildOrg, buildUser, sessionFor } from "../../test/factories.ts";
import { makeReaderOnly, pushBookTo, readerSessionFor } from "../readers/test/reader-world.ts";
import { freshPhone, uploadSheet, xlsxOf } from "../users/org-user-sheets/test-sheets.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

type Page<T> = { items: T[]; total: number };

async function school() {
  const { db, clock } = context;
  const org = await buildOrg(db, { name: "实验中学", type: "SCHOOL" });
  const teacher = await buildUser(db, { fullName: "王老师", memberships: [{ org, roles: ["ORG_MEMBER"] }] });
  const colleague = await buildUser(db, {
    fullName: "李老师",
    memberships: [{ org, roles: ["ORG_MEMBER"] }],
  });
  const admin = await buildUser(db, { memberships: [{ org, roles: ["ORG_ADMIN"] }] });
  return {
    org,
    teacher,
    teacherToken: await sessionFor(db, teacher, clock, org.oid),
    colleagueToken: await sessionFor(db, colleague, clock, org.oid),
    adminToken: await sessionFor(db, admin, clock, org.oid),
  };
}

async function createClass(token: string, name = "高一(1)班") {
  const created = await call<SchoolClass>(context.app, "POST", "/api/ccs", { token, body: { name } });
  expect(created.status).toBe(200);
  return created.body.data;
}

const addStudent = (token: string, classOid: string, body: object) =>
  call<AddStudentResult>(context.app, "POST", `/api/ccs/${classOid}/students`, { token, body });

describe("schools and classes", () => {
  it("answers the current school, and null for another kind of organisation", async () => {
    const world = await school();
    const mine = await call<School | null>(context.app, "GET", "/api/schools/my-school", {
      token: world.teacherToken,
    });
    expect(mine.body.data).toEqual({ oid: world.org.oid, name: "实验中学" });
    const publisher = await buildOrg(context.db, { type: "PARTNER" });
    const editor = await buildUser(context.db, { memberships: [{ org: publisher, roles: ["ORG_MEMBER"] }] });
    const token = await sessionFor(context.db, editor, context.clock, publisher.oid);
    expect((await call(context.app, "GET", "/api/schools/my-school", { token })).body.data).toBeNull();
    const refused = await call(context.app, "POST", "/api/ccs", { token, body: { name: "一班" } });
    expect(refused.body.errorCode).toBe("err.class.schoolOnly");
  });

  it("lets a teacher create a class, listed as theirs and the school's; names are unique per school", async () => {
    const world = await school();
    const created = await createClass(world.teacherToken);
    expect(created).toMatchObject({
      name: "高一(1)班",
      teacher: { oid: world.teacher.oid, fullName: "王老师" },
      studentCount: 0,
      manageable: true,
    });
    const mine = await call<Page<SchoolClass>>(context.app, "GET", "/api/ccs/my-created", {
      token: world.teacherToken,
    });
    expect(mine.body.data.items.map((item) => item.oid)).toEqual([created.oid]);
    const colleagues = await call<Page<SchoolClass>>(context.app, "GET", "/api/ccs/my-created", {
      token: world.colleagueToken,
    });
    expect(colleagues.body.data.items).toEqual([]);
    const schoolWide = await call<Page<SchoolClass>>(context.app, "GET", "/api/ccs/my-school", {
      token: world.colleagueToken,
    });
    expect(schoolWide.body.data.items).toEqual([{ ...created, manageable: false }]);
    const twice = await call(context.app, "POST", "/api/ccs", {
      token: world.colleagueToken,
      body: { name: "高一(1)班" },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual({ name: "本校已有同名班级" });
  });

  it("lets the teacher and the school's admin manage a class, not another teacher", async () => {
    const world = await school();
    const created = await createClass(world.teacherToken);
    const rename = (token: string, name: string) =>
      call<SchoolClass>(context.app, "PUT", `/api/ccs/${created.oid}`, { token, body: { name } });
    expect((await rename(world.colleagueToken, "乙")).body.errorCode).toBe("err.class.manageDenied");
    expect((await rename(world.teacherToken, "高一(2)班")).body.data.name).toBe("高一(2)班");
    expect((await rename(world.adminToken, "高一(3)班")).body.data.name).toBe("高一(3)班");
    const students = await call(context.app, "GET", `/api/ccs/${created.oid}/students`, {
      token: world.colleagueToken,
    });
    expect(students.status).toBe(403);
    const other = await school();
    const outside = await call(context.app, "DELETE", `/api/ccs/${created.oid}`, { token: other.adminToken });
    expect(outside.status).toBe(404);
    expect(
      (await call(context.app, "DELETE", `/api/ccs/${created.oid}`, { token: world.adminToken })).status,
    ).toBe(200);
  });

  it("refuses bad input without a 500", async () => {
    const world = await school();
    const created = await createClass(world.teacherToken);
    for (const body of [{}, { name: "" }, { name: "x".repeat(101) }, { name: 3 }]) {
      const response = await call(context.app, "POST", "/api/ccs", { token: world.teacherToken, body });
      expect(response.status).toBe(400);
    }
    const badPhone = await addStudent(world.teacherToken, created.oid, {
      fullName: "甲",
      phoneNumber: "123",
    });
    expect(badPhone.status).toBe(400);
    const longNumber = await addStudent(world.teacherToken, created.oid, {
      fullName: "甲",
      phoneNumber: freshPhone(),
      studentNumber: "9".repeat(33),
    });
    expect(longNumber.status).toBe(400);
  });
});

describe("students", () => {
  it("gives a new phone a reader-only account and keeps an existing account as it is", async () => {
    const world = await school();
    const created = await createClass(world.teacherToken);
    const phone = freshPhone();
    const added = await addStudent(world.teacherToken, created.oid, {
      fullName: "张同学",
      phoneNumber: phone,
      studentNumber: "2026001",
    });
    expect(added.body.data).toMatchObject({
      outcome: "CREATED",
      student: { fullName: "张同学", phoneNumber: phone, studentNumber: "2026001", readerOnly: true },
    });
    const [account] = await context.db.select().from(users).where(eq(users.phoneNumber, phone));
    expect(account).toMatchObject({ readerOnly: true, passwordHash: null, state: "ACTIVE" });
    const again = await addStudent(world.teacherToken, created.oid, { fullName: "张三", phoneNumber: phone });
    expect(again.body.data.outcome).toBe("ALREADY");

    const editor = await buildUser(context.db, { fullName: "赵老师" });
    const existing = await addStudent(world.teacherToken, created.oid, {
      fullName: "别的名字",
      phoneNumber: editor.phoneNumber,
    });
    expect(existing.body.data).toMatchObject({
      outcome: "EXISTING",
      student: { fullName: "赵老师", readerOnly: false },
    });
    const list = await call<Page<ClassStudent>>(context.app, "GET", `/api/ccs/${created.oid}/students`, {
      token: world.teacherToken,
    });
    expect(list.body.data.total).toBe(2);
  });

  it("gives a new student the class's standing pushes, and takes them back when they leave", async () => {
    const world = await school();
    const created = await createClass(world.teacherToken);
    const team = await bookWithTeam(context);
    const edition = await buildEdition(context, team.book, team.chief, { release: true });
    const pushOid = await pushBookTo(context.db, {
      bookOid: team.book.oid,
      editionOid: edition.oid,
      pushedBy: world.teacher,
      userOids: [],
      classOid: created.oid,
    });
    await context.db.insert(pushClasses).values({ pushOid, classOid: created.oid });
    // A withdrawn push of another book gives nothing.
    const other = await bookWithTeam(context);
    const otherEdition = await buildEdition(context, other.book, other.chief, { release: true });
    const withdrawn = await pushBookTo(context.db, {
      bookOid: other.book.oid,
      editionOid: otherEdition.oid,
      pushedBy: world.teacher,
      userOids: [],
      classOid: created.oid,
    });
    await context.db.insert(pushClasses).values({ pushOid: withdrawn, classOid: created.oid });
    await context.db
      .update(pushes)
      .set({ withdrawnAt: context.clock.now() })
      .where(eq(pushes.oid, withdrawn));

    const added = await addStudent(world.teacherToken, created.oid, {
      fullName: "新同学",
      phoneNumber: freshPhone(),
    });
    const [student] = await context.db.select().from(users).where(eq(users.oid, added.body.data.student.oid));
    if (!student) throw new Error("no student");
    const token = await readerSessionFor(context.db, student, context.clock);
    const shelf = () => call<Page<ShelfBook>>(context.app, "GET", "/api/reader/shelf", { token });
    expect((await shelf()).body.data.items.map((item) => item.book.oid)).toEqual([team.book.oid]);

    const removed = await call(context.app, "DELETE", `/api/ccs/${created.oid}/students/${student.oid}`, {
      token: world.teacherToken,
    });
    expect(removed.status).toBe(200);
    expect((await shelf()).body.data.items).toEqual([]);
  });

  it("imports a spreadsheet, answering the refused rows with their reasons", async () => {
    const world = await school();
    const created = await createClass(world.teacherToken);
    const known = await makeReaderOnly(context.db, await buildUser(context.db));
    const phones = [freshPhone(), freshPhone()];
    const bytes = await xlsxOf([
      ["姓名", "手机号", "学号"],
      ["甲", phones[0], "01"],
      ["乙", phones[1], "02"],
      ["丙", "12345", "03"],
      ["", freshPhone(), "04"],
      ["丁", phones[0], "05"],
      ["戊", known.phoneNumber, "9".repeat(40)],
      ["己", known.phoneNumber, "06"],
    ]);
    const attachmentOid = await uploadSheet(context, world.teacherToken, bytes, "学生.xlsx");
    const response = await call<ImportStudentsResult>(
      context.app,
      "POST",
      `/api/ccs/${created.oid}/students/import/${attachmentOid}`,
      { token: world.teacherToken },
    );
    expect(response.status).toBe(200);
    const result = response.body.data;
    expect(result).toMatchObject({ added: 2, created: 2, already: 0 });
    expect(result.refused.map((row) => row.row)).toEqual([4, 5, 6, 7, 8]);
    expect(result.refused.every((row) => row.reasons.length > 0)).toBe(true);
  });

  it("refuses a sheet with the member import's header", async () => {
    const world = await school();
    const created = await createClass(world.teacherToken);
    const bytes = await xlsxOf([
      ["姓名", "手机号", "备注"],
      ["甲", freshPhone(), "x"],
    ]);
    const attachmentOid = await uploadSheet(context, world.teacherToken, bytes, "学生.xlsx");
    const response = await call(
      context.app,
      "POST",
      `/api/ccs/${created.oid}/students/import/${attachmentOid}`,
      {
        token: world.teacherToken,
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveProperty("file");
  });

  it("offers the template without a login", async () => {
    const response = await context.app.inject({ method: "GET", url: "/api/ccs/students/import-template" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
  });
});
