import type { OrgRole, Page, SysRole, TaskProgress, TaskState, TaskType, UserTask } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userTaskDetails, userTasks } from "../../db/schema/index.ts";
import { addSeconds } from "../../http/clock.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { buildBook, buildOrg, buildUser, sessionFor } from "../../test/factories.ts";
import type { OrgRow, UserRow } from "../users/repository.ts";

let context: TestContext;
let org: OrgRow;

beforeAll(async () => {
  context = await createTestApp();
  org = await buildOrg(context.db);
});
afterAll(() => context.close());

async function caller(orgRoles: OrgRole[], sysRoles: SysRole[] = []) {
  const user = await buildUser(context.db, { sysRoles, memberships: [{ org, roles: orgRoles }] });
  return { user, token: await sessionFor(context.db, user, context.clock, org.oid) };
}

let minute = 0;
/** A task row as the engine would have left it; each one a minute newer than the last. */
async function task(
  creator: UserRow,
  overrides: Partial<{ type: TaskType; state: TaskState; title: string; bookOid: string }> = {},
) {
  const createdAt = addSeconds(context.clock.now(), 60 * ++minute);
  const finished =
    overrides.state === "DONE" || overrides.state === "FAILED" || overrides.state === "CANCELLED";
  const [row] = await context.db
    .insert(userTasks)
    .values({
      type: overrides.type ?? "EXPORT",
      title: overrides.title ?? "导出《测试教材》",
      state: overrides.state ?? "WAITING",
      creatorOid: creator.oid,
      orgOid: org.oid,
      bookOid: overrides.bookOid ?? null,
      ...(overrides.state === "DONE" ? { result: "SUCCESS" as const, progress: 100 } : {}),
      finishedAt: finished ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (!row) throw new Error("task insert failed");
  return row;
}

const list = (token: string | undefined, query = "", path = "/api/user-tasks/") =>
  call<Page<UserTask>>(context.app, "GET", `${path}${query}`, token ? { token } : {});

describe("authentication", () => {
  it.each([
    ["GET", "/api/user-tasks/"],
    ["GET", "/api/user-tasks"],
    ["GET", "/api/user-tasks/progress?oids=a"],
    ["GET", "/api/user-tasks/someTask/"],
    ["GET", "/api/user-tasks/someTask/details/"],
    ["PUT", "/api/user-tasks/someTask/cancel/"],
    ["PUT", "/api/user-tasks/someTask/"],
  ] as const)("%s %s without login answers 401", async (method, url) => {
    const response = await call(context.app, method, url, method === "PUT" ? { body: { title: "x" } } : {});
    expect(response.status).toBe(401);
    expect(response.body.errorCode).toBe("err.login.required");
  });
});

describe("documentation", () => {
  it("lists each task center path once, without the trailing-slash twin", async () => {
    const response = await context.app.inject({ method: "GET", url: "/api/docs/json" });
    const paths = Object.keys((response.json() as { paths: Record<string, object> }).paths).filter((path) =>
      path.startsWith("/api/user-tasks"),
    );
    expect(paths.sort()).toEqual([
      "/api/user-tasks",
      "/api/user-tasks/progress",
      "/api/user-tasks/{taskOid}",
      "/api/user-tasks/{taskOid}/cancel",
      "/api/user-tasks/{taskOid}/details",
    ]);
  });
});

describe("GET /user-tasks/", () => {
  it("lists the caller's own tasks, newest first, with book and creator, with or without the slash", async () => {
    const { user, token } = await caller(["ORG_MEMBER"]);
    const other = await caller(["ORG_MEMBER"]);
    const book = await buildBook(context.db, { org, name: "化学" });
    const older = await task(user, { title: "导出《化学》", bookOid: book.oid, state: "DONE" });
    const newer = await task(user, { type: "COPY", title: "复制章节“一”到《化学》" });
    await task(other.user);

    for (const path of ["/api/user-tasks/", "/api/user-tasks"]) {
      const response = await list(token, "", path);
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ total: 2, page: 1, pageSize: 10 });
      expect(response.body.data.items.map((item) => item.oid)).toEqual([newer.oid, older.oid]);
    }
    const [, done] = (await list(token)).body.data.items;
    expect(done).toEqual({
      oid: older.oid,
      type: "EXPORT",
      title: "导出《化学》",
      state: "DONE",
      progress: 100,
      result: "SUCCESS",
      errorMessage: null,
      output: null,
      book: { oid: book.oid, name: "化学" },
      creator: { oid: user.oid, fullName: user.fullName },
      attempts: 0,
      createdAt: older.createdAt.toISOString(),
      startedAt: null,
      finishedAt: older.createdAt.toISOString(),
    });
  });

  it("filters by state, type and keyword, and pages", async () => {
    const { user, token } = await caller(["ORG_MEMBER"]);
    await task(user, { state: "DONE", title: "导出《语文》" });
    await task(user, { state: "FAILED", title: "导出《数学》" });
    await task(user, { type: "COPY", state: "DONE", title: "复制小节“诗”到《语文》" });
    for (let index = 0; index < 10; index++) await task(user, { type: "PUSH", title: `推送 ${index}` });

    const titles = async (query: string) =>
      (await list(token, query)).body.data.items.map((item) => item.title);
    expect(await titles("?state=DONE")).toEqual(["复制小节“诗”到《语文》", "导出《语文》"]);
    expect(await titles("?type=EXPORT")).toEqual(["导出《数学》", "导出《语文》"]);
    expect(await titles("?keyword=语文")).toEqual(["复制小节“诗”到《语文》", "导出《语文》"]);
    expect(await titles("?keyword=%25")).toEqual([]);
    const second = await list(token, "?page=2&pageSize=10");
    expect(second.body.data).toMatchObject({ total: 13, page: 2, pageSize: 10 });
    expect(second.body.data.items.map((item) => item.title)).toEqual([
      "复制小节“诗”到《语文》",
      "导出《数学》",
      "导出《语文》",
    ]);
    expect((await list(token, "?page=3&pageSize=10")).body.data).toMatchObject({ items: [], total: 13 });
  });

  it("shows only the task types the caller's roles may see (shell §6)", async () => {
    const member = await caller(["ORG_MEMBER"]);
    const admin = await caller(["ORG_ADMIN"]);
    const publisher = await caller(["ORG_PUBLISH_ADMIN"]);
    const sysAdmin = await caller(["ORG_MEMBER"], ["SYS_ADMIN"]);
    for (const { user } of [member, admin, publisher, sysAdmin]) {
      for (const type of ["EXPORT", "MIGRATE", "BUILD"] as const) await task(user, { type });
    }
    const types = async (token: string, query = "") =>
      (await list(token, query)).body.data.items.map((item) => item.type).sort();
    expect(await types(member.token)).toEqual(["EXPORT"]);
    // Organisation admins and publish admins run builds (docs/architecture/publishing.md).
    expect(await types(admin.token)).toEqual(["BUILD", "EXPORT", "MIGRATE"]);
    expect(await types(publisher.token)).toEqual(["BUILD", "EXPORT"]);
    expect(await types(sysAdmin.token)).toEqual(["BUILD", "EXPORT", "MIGRATE"]);
    expect(await types(member.token, "?type=MIGRATE")).toEqual([]);
  });

  it("refuses a page size outside 10/20/50/100 and an unknown state or type with field messages", async () => {
    const { token } = await caller(["ORG_MEMBER"]);
    const response = await list(token, "?pageSize=15&state=GONE&type=DANCE");
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { pageSize: "每页条数只能是 10、20、50 或 100", state: "格式不正确", type: "格式不正确" },
    });
  });
});

describe("GET /user-tasks/:id and /details/", () => {
  it("shows the creator their task and its steps in order", async () => {
    const { user, token } = await caller(["ORG_MEMBER"]);
    const row = await task(user, { state: "DONE" });
    const now = context.clock.now();
    await context.db.insert(userTaskDetails).values([
      {
        taskOid: row.oid,
        position: 1,
        name: "第二章",
        state: "DONE",
        message: "已导出 1 个文件",
        createdAt: now,
      },
      {
        taskOid: row.oid,
        position: 0,
        name: "第一章",
        state: "DONE",
        message: "已导出 3 个文件",
        createdAt: now,
      },
    ]);
    for (const suffix of ["", "/"]) {
      const response = await call<UserTask>(context.app, "GET", `/api/user-tasks/${row.oid}${suffix}`, {
        token,
      });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ oid: row.oid, state: "DONE" });
    }
    const details = await call<{ items: { name: string; message: string }[]; total: number }>(
      context.app,
      "GET",
      `/api/user-tasks/${row.oid}/details/`,
      { token },
    );
    expect(details.body.data.total).toBe(2);
    expect(details.body.data.items.map((item) => [item.name, item.message])).toEqual([
      ["第一章", "已导出 3 个文件"],
      ["第二章", "已导出 1 个文件"],
    ]);
  });

  it("refuses another user's task (403) but lets a system admin see it; an unknown task is 404", async () => {
    const owner = await caller(["ORG_MEMBER"]);
    const stranger = await caller(["ORG_ADMIN"]);
    const sysAdmin = await caller(["ORG_MEMBER"], ["SYS_ADMIN"]);
    const row = await task(owner.user);
    for (const url of [`/api/user-tasks/${row.oid}/`, `/api/user-tasks/${row.oid}/details/`]) {
      const refused = await call(context.app, "GET", url, { token: stranger.token });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        errorCode: "err.privilege.required",
        errorMessage: "当前账号没有相关权限",
      });
      expect((await call(context.app, "GET", url, { token: sysAdmin.token })).status).toBe(200);
    }
    const missing = await call(context.app, "GET", "/api/user-tasks/noSuchTask/", { token: owner.token });
    expect(missing.status).toBe(404);
    expect(missing.body.errorCode).toBe("err.resource.notFound");
  });

  it("refuses a task of a type the caller's roles may no longer see", async () => {
    const { user, token } = await caller(["ORG_MEMBER"]);
    const row = await task(user, { type: "MIGRATE" });
    expect((await call(context.app, "GET", `/api/user-tasks/${row.oid}/`, { token })).status).toBe(403);
  });
});

describe("PUT /user-tasks/:id/cancel/", () => {
  it("cancels a waiting or running task", async () => {
    const { user, token } = await caller(["ORG_MEMBER"]);
    for (const state of ["WAITING", "IN_PROGRESS"] as const) {
      const row = await task(user, { state });
      const response = await call<UserTask>(context.app, "PUT", `/api/user-tasks/${row.oid}/cancel/`, {
        token,
      });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        state: "CANCELLED",
        finishedAt: context.clock.now().toISOString(),
      });
    }
  });

  it.each(["DONE", "FAILED", "CANCELLED"] as const)(
    "refuses to cancel a %s task with a clear message and changes nothing",
    async (state) => {
      const { user, token } = await caller(["ORG_MEMBER"]);
      const row = await task(user, { state });
      const response = await call(context.app, "PUT", `/api/user-tasks/${row.oid}/cancel`, { token });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        errorCode: "err.task.finished",
        errorMessage: "任务已结束，无法取消",
      });
      const [after] = await context.db.select().from(userTasks).where(eq(userTasks.oid, row.oid));
      expect(after).toEqual(row);
    },
  );

  it("refuses another user's task", async () => {
    const owner = await caller(["ORG_MEMBER"]);
    const stranger = await caller(["ORG_MEMBER"]);
    const row = await task(owner.user);
    const response = await call(context.app, "PUT", `/api/user-tasks/${row.oid}/cancel/`, {
      token: stranger.token,
    });
    expect(response.status).toBe(403);
    const [after] = await context.db.select().from(userTasks).where(eq(userTasks.oid, row.oid));
    expect(after?.state).toBe("WAITING");
  });
});

describe("PUT /user-tasks/:id/", () => {
  it("renames the caller's task", async () => {
    const { user, token } = await caller(["ORG_MEMBER"]);
    const row = await task(user, { state: "DONE" });
    const response = await call<UserTask>(context.app, "PUT", `/api/user-tasks/${row.oid}/`, {
      token,
      body: { title: "  期末导出  " },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ oid: row.oid, title: "期末导出", state: "DONE" });
  });

  it("refuses an empty or too long title with field messages", async () => {
    const { user, token } = await caller(["ORG_MEMBER"]);
    const row = await task(user);
    const empty = await call(context.app, "PUT", `/api/user-tasks/${row.oid}/`, {
      token,
      body: { title: " " },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { title: "必填项，请输入" },
    });
    const long = await call(context.app, "PUT", `/api/user-tasks/${row.oid}`, {
      token,
      body: { title: "长".repeat(201) },
    });
    expect(long.body.errors).toEqual({ title: "最多 200 个字符" });
  });

  it("refuses another user's task", async () => {
    const owner = await caller(["ORG_MEMBER"]);
    const stranger = await caller(["ORG_MEMBER"]);
    const row = await task(owner.user);
    const response = await call(context.app, "PUT", `/api/user-tasks/${row.oid}/`, {
      token: stranger.token,
      body: { title: "改名" },
    });
    expect(response.status).toBe(403);
  });
});

describe("GET /user-tasks/progress", () => {
  it("answers the live state of the named tasks the caller may see, and how many are running", async () => {
    const { user, token } = await caller(["ORG_MEMBER"]);
    const other = await caller(["ORG_MEMBER"]);
    const running = await task(user, { state: "IN_PROGRESS" });
    await task(user, { state: "WAITING" });
    await task(user, { state: "WAITING", type: "BUILD" });
    const done = await task(user, { state: "DONE" });
    const foreign = await task(other.user, { state: "IN_PROGRESS" });
    await context.db.update(userTasks).set({ progress: 40 }).where(eq(userTasks.oid, running.oid));

    const response = await call<TaskProgress>(
      context.app,
      "GET",
      `/api/user-tasks/progress?oids=${running.oid},${done.oid},${foreign.oid},unknown`,
      { token },
    );
    expect(response.status).toBe(200);
    expect(response.body.data.runningCount).toBe(2);
    expect(response.body.data.items.sort((a, b) => a.progress - b.progress)).toEqual([
      { oid: running.oid, state: "IN_PROGRESS", progress: 40, result: null, errorMessage: null },
      { oid: done.oid, state: "DONE", progress: 100, result: "SUCCESS", errorMessage: null },
    ]);
  });

  it("needs the oids, at most 100", async () => {
    const { token } = await caller(["ORG_MEMBER"]);
    const missing = await call(context.app, "GET", "/api/user-tasks/progress", { token });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { oids: "必填项，请输入" },
    });
    const many = Array.from({ length: 101 }, (_, index) => `task${index}`).join(",");
    const tooMany = await call(context.app, "GET", `/api/user-tasks/progress?oids=${many}`, { token });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errorCode).toBe("err.validate.failed");
  });
});
