// The push calls (issue 18 §2): each kind of push records the released edition and its recipients,
// pushing again adds no second shelf entry, an unreleased book is refused, a withdrawal takes the
// book back unless another standing push gives it, and only the book's pushers may push.
import type { PushClass, PushPerson, PushRecord, UserTask } from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushClasses, pushRecipients, users, userTasks } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { call, type TestContext } from "../../test/app.ts";
import { waitForState } from "../../test/tasks.ts";
import { pushBookHandler } from "./push-book.ts";
import { createPushApp, createPushWorld, pushAndWait, records, shelfOf } from "./test/push-world.ts";

let context: TestContext;

beforeAll(async () => {
  context = await createPushApp();
});

afterAll(async () => {
  await context.close();
});

describe("POST /books/:id/push-to-ccs", () => {
  it("records the push with its classes and reaches every student once, as a PUSH task", async () => {
    const world = await createPushWorld(context);
    const { class1, class2 } = world.classes;
    const task = await pushAndWait(context, world, "push-to-ccs", {
      classOids: [class1.oid, class2.oid, class1.oid],
    });
    expect(task.type).toBe("PUSH");
    expect(task.title).toBe("推送《信息技术基础》给班级：高一（1）班、高一（2）班");
    const [record] = await records(context, world);
    expect(record).toMatchObject({
      pushedBy: { oid: world.users.chief.oid, fullName: "王主编" },
      editionNumber: 1,
      targetKind: "CCS",
      targetNames: ["高一（1）班", "高一（2）班"],
      recipientCount: 3,
      withdrawnAt: null,
      withdrawnBy: null,
    } satisfies Partial<PushRecord>);
    const named = await context.db
      .select({ classOid: pushClasses.classOid })
      .from(pushClasses)
      .where(eq(pushClasses.pushOid, record?.oid ?? ""));
    expect(named.map((row) => row.classOid).sort()).toEqual([class1.oid, class2.oid].sort());
    const reached = await context.db
      .select({ userOid: pushRecipients.userOid, classOid: pushRecipients.classOid })
      .from(pushRecipients)
      .where(eq(pushRecipients.pushOid, record?.oid ?? ""));
    expect(reached).toHaveLength(3);
    expect(reached.find((row) => row.userOid === world.users.student3.oid)?.classOid).toBe(class2.oid);
    for (const student of [world.users.student1, world.users.student2, world.users.student3]) {
      expect(await shelfOf(context.db, student.oid)).toEqual([world.book.oid]);
    }
  });

  it("refuses a class of another school without submitting anything", async () => {
    const world = await createPushWorld(context);
    const response = await call(context.app, "POST", `${world.url}/push-to-ccs`, {
      token: world.tokens.chief,
      body: { classOids: [world.classes.class1.oid, world.classes.foreignClass.oid] },
    });
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe("err.push.targetInvalid");
    expect(await records(context, world)).toEqual([]);
  });

  it("refuses an empty list and hostile shapes as validation errors", async () => {
    const world = await createPushWorld(context);
    for (const body of [{ classOids: [] }, { classOids: "x" }, {}, { classOids: ["x".repeat(65)] }]) {
      const response = await call(context.app, "POST", `${world.url}/push-to-ccs`, {
        token: world.tokens.chief,
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errorCode).toBe("err.validate.failed");
    }
  });
});

describe("a book never released", () => {
  it("is refused at submit with a clear message, whatever the kind", async () => {
    const world = await createPushWorld(context, { released: false });
    for (const [route, body] of [
      ["push-to-ccs", { classOids: [world.classes.class1.oid] }],
      ["push-to-accounts", { phoneNumbers: ["13912345678"] }],
    ] as const) {
      const response = await call(context.app, "POST", `${world.url}/${route}`, {
        token: world.tokens.chief,
        body,
      });
      expect(response.status).toBe(409);
      expect(response.body.errorCode).toBe("err.push.notReleased");
      expect(response.body.errorMessage).toBe("教材尚未发布，不能推送");
    }
  });
});

describe("pushing again", () => {
  it("puts the book on a shelf once; withdrawing one of two pushes leaves it there", async () => {
    const world = await createPushWorld(context);
    const student = world.users.student1;
    await pushAndWait(context, world, "push-to-students", { studentOids: [student.oid] });
    await pushAndWait(context, world, "push-to-ccs", { classOids: [world.classes.class1.oid] });
    expect(await shelfOf(context.db, student.oid)).toEqual([world.book.oid]);
    const [second, first] = await records(context, world);
    const withdrawn = await call<PushRecord>(
      context.app,
      "POST",
      `${world.url}/pushes/${first?.oid}/withdraw`,
      { token: world.tokens.editor },
    );
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.withdrawnBy?.fullName).toBe("李编辑");
    // The class push still gives it.
    expect(await shelfOf(context.db, student.oid)).toEqual([world.book.oid]);
    await call(context.app, "POST", `${world.url}/pushes/${second?.oid}/withdraw`, {
      token: world.tokens.chief,
    });
    expect(await shelfOf(context.db, student.oid)).toEqual([]);
  });

  it("a retried task writes nothing twice", async () => {
    const world = await createPushWorld(context);
    const task = await pushAndWait(context, world, "push-to-ccs", { classOids: [world.classes.class1.oid] });
    const [row] = await context.db.select().from(userTasks).where(eq(userTasks.oid, task.oid));
    if (!row) throw new Error("no task row");
    // The handler reads only the database and the clock of its deps.
    const deps = { db: context.db, clock: context.clock } as Partial<Deps> as Deps;
    const run = {
      task: row,
      deps,
      progress: async () => {},
      step: async (_name: string, work: () => Promise<string | null>) => {
        await work();
      },
      recordOutput: async () => {},
    };
    await pushBookHandler.perform(run, pushBookHandler.params.parse(row.params));
    const [record] = await records(context, world);
    expect(await records(context, world)).toHaveLength(1);
    const reached = await context.db
      .select()
      .from(pushRecipients)
      .where(eq(pushRecipients.pushOid, record?.oid ?? ""));
    expect(reached).toHaveLength(2);
  });
});

describe("POST /books/:id/push-to-accounts", () => {
  it("uses an existing account and makes a reader-only account for an unknown phone", async () => {
    const world = await createPushWorld(context);
    const known = world.users.student2.phoneNumber;
    const unknown = `139${String(Date.now()).slice(-8)}`;
    await pushAndWait(context, world, "push-to-accounts", { phoneNumbers: [known, ` ${unknown} `, known] });
    const [record] = await records(context, world);
    expect(record?.targetKind).toBe("ACCOUNTS");
    expect(record?.targetNames).toEqual([known, unknown]);
    expect(record?.recipientCount).toBe(2);
    const [made] = await context.db.select().from(users).where(eq(users.phoneNumber, unknown));
    expect(made?.readerOnly).toBe(true);
    expect(await shelfOf(context.db, made?.oid ?? "")).toEqual([world.book.oid]);
    const [existing] = await context.db.select().from(users).where(eq(users.phoneNumber, known));
    expect(existing?.readerOnly).toBe(false);
    expect(await shelfOf(context.db, world.users.student2.oid)).toEqual([world.book.oid]);
  });

  it("refuses a malformed phone with the form's message", async () => {
    const world = await createPushWorld(context);
    const response = await call(context.app, "POST", `${world.url}/push-to-accounts`, {
      token: world.tokens.chief,
      body: { phoneNumbers: ["13800000000", "2380000000"] },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body.errors)).toContain("手机号格式错误");
  });
});

describe("POST /books/:id/push-to-users", () => {
  it("pushes to members of the book's organisation and refuses anyone else", async () => {
    const world = await createPushWorld(context);
    await pushAndWait(
      context,
      world,
      "push-to-users",
      { userOids: [world.users.teacher.oid] },
      world.tokens.delivery,
    );
    expect((await records(context, world))[0]).toMatchObject({
      targetKind: "USERS",
      targetNames: ["陈老师"],
    });
    const outsider = await call(context.app, "POST", `${world.url}/push-to-users`, {
      token: world.tokens.chief,
      body: { userOids: [world.users.otherAdmin.oid] },
    });
    expect(outsider.body.errorCode).toBe("err.push.targetInvalid");
  });

  it("push-to-students refuses someone who is in no class of the school", async () => {
    const world = await createPushWorld(context);
    const response = await call(context.app, "POST", `${world.url}/push-to-students`, {
      token: world.tokens.chief,
      body: { studentOids: [world.users.member.oid] },
    });
    expect(response.body.errorCode).toBe("err.push.targetInvalid");
  });
});

describe("who may push", () => {
  it("the chief editor, an editor, publishers and delivery admins; not a plain member or another school", async () => {
    const world = await createPushWorld(context);
    const body = { classOids: [world.classes.class2.oid] };
    for (const token of [world.tokens.editor, world.tokens.publisher, world.tokens.delivery]) {
      const response = await call<{ task: UserTask }>(context.app, "POST", `${world.url}/push-to-ccs`, {
        token,
        body,
      });
      expect(response.status).toBe(200);
      await waitForState(context.db, response.body.data.task.oid, "DONE");
    }
    for (const token of [world.tokens.member, world.tokens.teacher, world.tokens.otherAdmin]) {
      const response = await call(context.app, "POST", `${world.url}/push-to-ccs`, { token, body });
      expect(response.status).toBe(403);
      const withdraw = await call(context.app, "POST", `${world.url}/pushes/x/withdraw`, { token });
      expect(withdraw.status).toBe(403);
      const targets = await call(context.app, "GET", `${world.url}/push-targets/classes`, { token });
      expect(targets.status).toBe(403);
    }
    // A book member reads the records, an outsider does not.
    expect(await records(context, world)).toHaveLength(3);
    const outsider = await call(context.app, "GET", `${world.url}/pushes`, {
      token: world.tokens.otherAdmin,
    });
    expect(outsider.status).toBe(403);
  });

  it("withdrawing an unknown push answers 404, withdrawing twice keeps the first withdrawal", async () => {
    const world = await createPushWorld(context);
    const unknown = await call(context.app, "POST", `${world.url}/pushes/nope/withdraw`, {
      token: world.tokens.chief,
    });
    expect(unknown.status).toBe(404);
    await pushAndWait(context, world, "push-to-ccs", { classOids: [world.classes.class2.oid] });
    const [record] = await records(context, world);
    const first = await call<PushRecord>(context.app, "POST", `${world.url}/pushes/${record?.oid}/withdraw`, {
      token: world.tokens.chief,
    });
    context.clock.advance(60);
    const again = await call<PushRecord>(context.app, "POST", `${world.url}/pushes/${record?.oid}/withdraw`, {
      token: world.tokens.editor,
    });
    expect(again.body.data.withdrawnAt).toBe(first.body.data.withdrawnAt);
    expect(again.body.data.withdrawnBy?.fullName).toBe("王主编");
    const rows = await context.db
      .select()
      .from(pushRecipients)
      .where(
        and(
          eq(pushRecipients.pushOid, record?.oid ?? ""),
          eq(pushRecipients.userOid, world.users.student3.oid),
        ),
      );
    expect(rows).toHaveLength(1);
  });
});

describe("push targets", () => {
  it("lists the school's classes (the caller's own first), a class's students and matching members", async () => {
    const world = await createPushWorld(context);
    const classList = await call<{ items: PushClass[] }>(
      context.app,
      "GET",
      `${world.url}/push-targets/classes`,
      {
        token: world.tokens.chief,
      },
    );
    expect(classList.body.data.items.map((row) => [row.name, row.studentCount, row.mine])).toEqual([
      ["高一（2）班", 1, true],
      ["高一（1）班", 2, false],
    ]);
    const students = await call<{ items: PushPerson[] }>(
      context.app,
      "GET",
      `${world.url}/push-targets/classes/${world.classes.class1.oid}/students`,
      { token: world.tokens.chief },
    );
    expect(students.body.data.items.map((row) => [row.fullName, row.studentNumber])).toEqual([
      ["学生甲", "001"],
      ["学生乙", "002"],
    ]);
    const foreign = await call(
      context.app,
      "GET",
      `${world.url}/push-targets/classes/${world.classes.foreignClass.oid}/students`,
      { token: world.tokens.chief },
    );
    expect(foreign.status).toBe(404);
    const found = await call<{ items: PushPerson[] }>(
      context.app,
      "GET",
      `${world.url}/push-targets/users?keyword=${encodeURIComponent("老师")}`,
      { token: world.tokens.chief },
    );
    expect(found.body.data.items.map((row) => row.fullName)).toEqual(["陈老师"]);
    const wildcard = await call<{ items: PushPerson[] }>(
      context.app,
      "GET",
      `${world.url}/push-targets/users?keyword=%25`,
      {
        token: world.tokens.chief,
      },
    );
    expect(wildcard.body.data.items).toEqual([]);
  });
});
