import { formatMessage, TASK_MESSAGES, TASKS, type UserTask } from "@textbook/shared";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { userTaskDetails, userTasks } from "../db/schema/index.ts";
import type { TaskOutput } from "../db/schema/tasks.ts";
import { call, createTestApp, type TestContext } from "../test/app.ts";
import { buildOrg, buildUser, sessionFor } from "../test/factories.ts";
import { waitForState, waitForTask } from "../test/tasks.ts";
import { TaskFailure, type TaskHandler, type TaskRun } from "./task-handler.ts";

/** A task type run by the test: steps it can hold, failures it can raise. */
const scriptParams = z.object({
  steps: z.number().int(),
  failWith: z.enum(["reason", "crash"]).optional(),
  holdAtStep: z.number().int().optional(),
  holdOnAttempt: z.number().int().optional(),
});

const holds = new Map<string, () => void>();
const discarded: (string | null)[] = [];
/** Runs whose perform has returned or thrown, as `oid:attempt`. */
const ended = new Set<string>();

function holdKey(taskOid: string, attempt: number) {
  return `${taskOid}:${attempt}`;
}

async function until(condition: () => boolean) {
  const deadline = Date.now() + 15_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("the condition never held");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function reachedHold(taskOid: string, attempt: number) {
  return until(() => holds.has(holdKey(taskOid, attempt)));
}

async function release(taskOid: string, attempt: number) {
  const key = holdKey(taskOid, attempt);
  await reachedHold(taskOid, attempt);
  holds.get(key)?.();
  holds.delete(key);
}

const scripted: TaskHandler<z.infer<typeof scriptParams>> = {
  type: "BUILD",
  params: scriptParams,
  async perform(run, params) {
    try {
      return await performScript(run, params);
    } finally {
      ended.add(holdKey(run.task.oid, run.task.attempts));
    }
  },
  async discard(_deps, output: TaskOutput) {
    discarded.push(output.fileName);
  },
};

async function performScript(run: TaskRun, params: z.infer<typeof scriptParams>) {
  const attempt = run.task.attempts;
  await run.recordOutput({ fileName: `partial-${attempt}` });
  for (let step = 1; step <= params.steps; step++) {
    await run.step(`步骤 ${step}`, async () => {
      const holdHere = params.holdAtStep === step && (params.holdOnAttempt ?? attempt) === attempt;
      if (holdHere) await new Promise<void>((resolve) => holds.set(holdKey(run.task.oid, attempt), resolve));
      return `完成 ${step}`;
    });
    await run.progress((step / params.steps) * 100);
  }
  if (params.failWith === "reason") throw new TaskFailure("素材缺失，无法构建");
  if (params.failWith === "crash") throw new Error("disk on fire");
  return { fileName: "result.zip" };
}

let context: TestContext;
let token: string;
let creatorOid: string;

beforeAll(async () => {
  context = await createTestApp({ taskHandlers: [scripted] });
  const org = await buildOrg(context.db);
  const admin = await buildUser(context.db, {
    sysRoles: ["SYS_ADMIN"],
    memberships: [{ org, roles: ["ORG_ADMIN"] }],
  });
  creatorOid = admin.oid;
  token = await sessionFor(context.db, admin, context.clock, org.oid);
});
afterAll(() => context.close());

function submit(params: z.input<typeof scriptParams>) {
  return context.app.tasks.submit({
    type: "BUILD",
    title: "构建测试",
    creatorOid,
    orgOid: null,
    bookOid: null,
    params,
  });
}

async function detailsOf(taskOid: string) {
  return context.db
    .select({ name: userTaskDetails.name, state: userTaskDetails.state, message: userTaskDetails.message })
    .from(userTaskDetails)
    .where(eq(userTaskDetails.taskOid, taskOid))
    .orderBy(asc(userTaskDetails.position));
}

/** A row as a worker that died mid-run would leave it. */
async function deadRun(attempts: number) {
  const now = context.clock.now();
  const [task] = await context.db
    .insert(userTasks)
    .values({
      type: "BUILD",
      title: "中断的任务",
      creatorOid,
      params: { steps: 2 },
      state: "IN_PROGRESS",
      attempts,
      progress: 40,
      heartbeatAt: now,
      startedAt: now,
      output: {
        attachmentOid: null,
        fileName: "partial-dead",
        bookOid: null,
        chapterOid: null,
        sectionOid: null,
      },
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!task) throw new Error("insert failed");
  await context.db
    .insert(userTaskDetails)
    .values({ taskOid: task.oid, position: 0, name: "步骤 1", state: "IN_PROGRESS", createdAt: now });
  return task;
}

describe("task engine", () => {
  it("a task cancelled while waiting never runs", async () => {
    const task = await submit({ steps: 1 });
    expect(task).toMatchObject({ state: "WAITING", progress: 0, attempts: 0 });
    const cancelled = await call<UserTask>(context.app, "PUT", `/api/user-tasks/${task.oid}/cancel/`, {
      token,
    });
    expect(cancelled.body.data).toMatchObject({ state: "CANCELLED", result: null });

    await context.app.tasks.start();
    const later = await submit({ steps: 1 });
    await waitForState(context.db, later.oid, "DONE");
    const [row] = await context.db.select().from(userTasks).where(eq(userTasks.oid, task.oid));
    expect(row).toMatchObject({ state: "CANCELLED", attempts: 0 });
    expect(await detailsOf(task.oid)).toEqual([]);
  });

  it("runs a task to DONE with progress 100, its output and one detail per step", async () => {
    const task = await submit({ steps: 3 });
    const done = await waitForState(context.db, task.oid, "DONE");
    expect(done).toMatchObject({ result: "SUCCESS", progress: 100, attempts: 1, errorMessage: null });
    expect(done.output).toMatchObject({ fileName: "result.zip" });
    expect(done.startedAt).not.toBeNull();
    expect(done.finishedAt).not.toBeNull();
    expect(await detailsOf(task.oid)).toEqual([
      { name: "步骤 1", state: "DONE", message: "完成 1" },
      { name: "步骤 2", state: "DONE", message: "完成 2" },
      { name: "步骤 3", state: "DONE", message: "完成 3" },
    ]);
  });

  it("a handler's own failure ends FAILED with its Chinese message and discards what it made", async () => {
    const task = await submit({ steps: 1, failWith: "reason" });
    const failed = await waitForState(context.db, task.oid, "FAILED");
    expect(failed).toMatchObject({
      result: "FAILED",
      errorMessage: "素材缺失，无法构建",
      output: null,
      attempts: 1,
    });
    expect(discarded).toContain("partial-1");
  });

  it("an unexpected error ends FAILED with the general message, and is not retried", async () => {
    const task = await submit({ steps: 1, failWith: "crash" });
    const failed = await waitForState(context.db, task.oid, "FAILED");
    expect(failed).toMatchObject({ result: "FAILED", errorMessage: TASK_MESSAGES.failed, attempts: 1 });
  });

  it("parameters the handler cannot read fail the task", async () => {
    const task = await submit({ steps: "many" } as unknown as { steps: number });
    const failed = await waitForState(context.db, task.oid, "FAILED");
    expect(failed.errorMessage).toBe(TASK_MESSAGES.failed);
  });

  it("a running task that is cancelled stops at its next step, ends CANCELLED and leaves nothing", async () => {
    discarded.length = 0;
    const task = await submit({ steps: 3, holdAtStep: 2 });
    await reachedHold(task.oid, 1);
    const cancelled = await call<UserTask>(context.app, "PUT", `/api/user-tasks/${task.oid}/cancel`, {
      token,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.state).toBe("CANCELLED");
    await release(task.oid, 1);

    await waitForTask(context.db, task.oid, (row) => row.output === null);
    const [row] = await context.db.select().from(userTasks).where(eq(userTasks.oid, task.oid));
    expect(row).toMatchObject({ state: "CANCELLED", result: null });
    expect(discarded).toEqual(["partial-1"]);
    const steps = await detailsOf(task.oid);
    expect(steps.map((step) => step.name)).toEqual(["步骤 1", "步骤 2"]);

    const again = await call(context.app, "PUT", `/api/user-tasks/${task.oid}/cancel/`, { token });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      errorCode: "err.task.finished",
      errorMessage: "任务已结束，无法取消",
    });
  });
});

describe("crash safety", () => {
  it("a run whose heartbeat went stale is retried from scratch, its leftovers discarded", async () => {
    discarded.length = 0;
    const dead = await deadRun(1);
    context.clock.advance(TASKS.heartbeatTimeoutSeconds + 1);
    const alive = await deadRun(1);

    await context.app.tasks.recoverStale();
    const done = await waitForState(context.db, dead.oid, "DONE");
    expect(done).toMatchObject({ attempts: 2, result: "SUCCESS", progress: 100 });
    expect(discarded).toContain("partial-dead");
    expect(await detailsOf(dead.oid)).toEqual([
      { name: "步骤 1", state: "DONE", message: "完成 1" },
      { name: "步骤 2", state: "DONE", message: "完成 2" },
    ]);
    const [untouched] = await context.db.select().from(userTasks).where(eq(userTasks.oid, alive.oid));
    expect(untouched).toMatchObject({ state: "IN_PROGRESS", attempts: 1 });
    await context.db.update(userTasks).set({ state: "CANCELLED" }).where(eq(userTasks.oid, alive.oid));
  });

  it(`after ${TASKS.maxAttempts} attempts a dead run is marked FAILED with a message, never left running`, async () => {
    discarded.length = 0;
    const dead = await deadRun(TASKS.maxAttempts);
    context.clock.advance(TASKS.heartbeatTimeoutSeconds + 1);

    await context.app.tasks.recoverStale();
    const [row] = await context.db.select().from(userTasks).where(eq(userTasks.oid, dead.oid));
    expect(row).toMatchObject({
      state: "FAILED",
      result: "FAILED",
      output: null,
      errorMessage: formatMessage(TASK_MESSAGES.interrupted, { attempts: TASKS.maxAttempts }),
    });
    expect(row?.errorMessage).toBe("任务执行中断，已尝试 3 次，请重新提交");
    expect(await detailsOf(dead.oid)).toEqual([{ name: "步骤 1", state: "FAILED", message: null }]);
    expect(discarded).toEqual(["partial-dead"]);
  });

  it("a worker given up on that comes back cannot overwrite the retry's result", async () => {
    const task = await submit({ steps: 2, holdAtStep: 1, holdOnAttempt: 1 });
    await reachedHold(task.oid, 1);
    context.clock.advance(TASKS.heartbeatTimeoutSeconds + 1);
    await context.app.tasks.recoverStale();
    const done = await waitForState(context.db, task.oid, "DONE");
    expect(done.attempts).toBe(2);

    await release(task.oid, 1);
    // The old run notices at its next write and stops; the row keeps the retry's result.
    await until(() => ended.has(holdKey(task.oid, 1)));
    const [row] = await context.db.select().from(userTasks).where(eq(userTasks.oid, task.oid));
    expect(row).toMatchObject({ state: "DONE", attempts: 2, result: "SUCCESS" });
    expect(row?.output).toMatchObject({ fileName: "result.zip" });
  });

  it("a waiting task whose job went missing is queued again", async () => {
    const now = context.clock.now();
    const [lost] = await context.db
      .insert(userTasks)
      .values({
        type: "BUILD",
        title: "丢失的任务",
        creatorOid,
        params: { steps: 1 },
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!lost) throw new Error("insert failed");
    context.clock.advance(TASKS.heartbeatTimeoutSeconds + 1);
    await context.app.tasks.recoverStale();
    expect((await waitForState(context.db, lost.oid, "DONE")).attempts).toBe(1);
  });
});
