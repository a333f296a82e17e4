// The background task engine (DESIGN §7): a task is a user_tasks row; the queue only carries its
// oid to a worker. Handlers report progress, steps and output through a TaskRun; a run that dies
// is found by its stale heartbeat and retried, up to TASKS.maxAttempts, then marked FAILED.
import { TASK_MESSAGES, TASKS, type TaskType } from "@textbook/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import { books, userTasks } from "../db/schema/index.ts";
import type { TaskOutput } from "../db/schema/tasks.ts";
import type { Deps, NewTask, TaskSubmitter } from "../deps.ts";
import { recoverStaleTasks } from "./recover-stale-tasks.ts";
import { EMPTY_OUTPUT, TaskAborted, TaskFailure, type TaskHandler, type TaskRow } from "./task-handler.ts";
import { createTaskQueue, type TaskQueue, type TaskQueueOptions } from "./task-queue.ts";
import { claimTask, clearOutput, finishDone, finishFailed, resetForRetry } from "./task-rows.ts";
import { startRun } from "./task-run.ts";
import { fitTaskTitle } from "./task-title.ts";

type TaskValues = NewTask & { createdAt: Date; updatedAt: Date };

async function insertTask(db: Db, values: TaskValues): Promise<TaskRow | undefined> {
  const [task] = await db.insert(userTasks).values(values).returning();
  return task;
}

async function insertAlone(
  db: Db,
  values: TaskValues & { bookOid: string },
  exclusiveOf: readonly TaskType[],
): Promise<TaskRow | undefined | { busyWith: TaskType }> {
  return db.transaction(async (tx) => {
    await tx.select({ oid: books.oid }).from(books).where(eq(books.oid, values.bookOid)).for("update");
    const [running] = await tx
      .select({ type: userTasks.type })
      .from(userTasks)
      .where(
        and(
          eq(userTasks.bookOid, values.bookOid),
          inArray(userTasks.type, [...exclusiveOf]),
          inArray(userTasks.state, ["WAITING", "IN_PROGRESS"]),
        ),
      )
      .limit(1);
    if (running) return { busyWith: running.type };
    return insertTask(tx, values);
  });
}

/** The engine behind Deps.tasks; only the app starts and stops it. */
export interface TaskEngine extends TaskSubmitter {
  submit(task: NewTask): Promise<TaskRow>;
  /** Starts this process's workers and the stale-task sweep. */
  start(): Promise<void>;
  /** Stops taking tasks and waits (a while) for the running ones; unfinished ones are retried later. */
  stop(): Promise<void>;
  /** One sweep for tasks whose worker died (also run periodically after start). */
  recoverStale(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** main.ts starts the workers after listen; tests start them when they need tasks to run. */
    tasks: TaskEngine;
  }
}

export interface TaskEngineOptions extends Partial<TaskQueueOptions> {
  /** Built lazily: the engine is part of the deps it hands to handlers. */
  deps: () => Deps;
  handlers: readonly TaskHandler[];
  log: FastifyBaseLogger;
  heartbeatIntervalMs?: number;
  recoverIntervalMs?: number;
  stopTimeoutMs?: number;
}

export function createTaskEngine(options: TaskEngineOptions): TaskEngine {
  const { log } = options;
  const handlers = new Map(options.handlers.map((handler) => [handler.type, handler]));
  const heartbeatIntervalMs = options.heartbeatIntervalMs ?? (TASKS.heartbeatTimeoutSeconds * 1000) / 4;
  const recoverIntervalMs = options.recoverIntervalMs ?? (TASKS.heartbeatTimeoutSeconds * 1000) / 2;
  let queue: TaskQueue | null = null;
  const queueOf = () => {
    queue ??= createTaskQueue(options.deps().db, log, {
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      concurrency: options.concurrency ?? 2,
    });
    return queue;
  };
  let sweeper: NodeJS.Timeout | null = null;

  const discard = async (task: TaskRow, output: TaskOutput | null) => {
    const handler = handlers.get(task.type);
    if (!output || !handler?.discard) return;
    try {
      await handler.discard(options.deps(), output);
    } catch (error) {
      log.error({ err: error, taskOid: task.oid }, "discarding a task's partial output failed");
    }
  };

  const recoverStale = () =>
    recoverStaleTasks({
      db: options.deps().db,
      now: options.deps().clock.now(),
      queue: queueOf(),
      discard,
    });

  const run = async (taskOid: string) => {
    const deps = options.deps();
    const task = await claimTask(deps.db, taskOid, deps.clock.now());
    if (!task) return;
    // Whatever a crashed earlier attempt made goes first, so the retry does not make it twice.
    if (task.attempts > 1) {
      await discard(task, task.output);
      await resetForRetry(deps.db, task);
    }
    const handler = handlers.get(task.type);
    if (!handler) {
      await finishFailed(deps.db, task, TASK_MESSAGES.unknownType, deps.clock.now());
      return;
    }
    const running = startRun(deps, task, heartbeatIntervalMs);
    try {
      const params = handler.params.safeParse(task.params);
      if (!params.success) throw new Error(`invalid ${task.type} task parameters: ${params.error.message}`);
      const output = { ...EMPTY_OUTPUT, ...running.output, ...(await handler.perform(running, params.data)) };
      // A cancel that lands after the last step still wins: what was made is removed again.
      if (!(await finishDone(deps.db, task, output, deps.clock.now()))) {
        await discard(task, output);
        await clearOutput(deps.db, task);
      }
    } catch (error) {
      await discard(task, running.output);
      if (error instanceof TaskAborted) {
        await clearOutput(deps.db, task);
        return;
      }
      if (!(error instanceof TaskFailure)) log.error({ err: error, taskOid }, "task failed");
      const message = error instanceof TaskFailure ? error.message : TASK_MESSAGES.failed;
      await finishFailed(deps.db, task, message, deps.clock.now());
    } finally {
      running.end();
    }
  };

  const stamped = <Task extends NewTask>(task: Task) => {
    const now = options.deps().clock.now();
    return { ...task, title: fitTaskTitle(task.title), createdAt: now, updatedAt: now };
  };
  const queued = async (task: TaskRow | undefined) => {
    if (!task) throw new Error("task insert failed");
    // Not in one transaction with the insert: on PGlite pg-boss shares the single connection.
    // A task whose job never arrives is queued again by the stale-task sweep.
    await queueOf().send(task.oid);
    return task;
  };

  return {
    async submit(task) {
      return queued(await insertTask(options.deps().db, stamped(task)));
    },
    async submitAlone(task, exclusiveOf) {
      const inserted = await insertAlone(options.deps().db, stamped(task), exclusiveOf);
      return inserted && "busyWith" in inserted ? inserted : queued(inserted);
    },
    async start() {
      await queueOf().work((taskOid) =>
        run(taskOid).catch((error: unknown) => log.error({ err: error, taskOid }, "task run crashed")),
      );
      const sweep = () =>
        recoverStale().catch((error: unknown) => log.error({ err: error }, "stale task sweep failed"));
      await sweep();
      sweeper = setInterval(sweep, recoverIntervalMs);
      sweeper.unref();
    },
    async stop() {
      if (sweeper) clearInterval(sweeper);
      sweeper = null;
      await queue?.stop(options.stopTimeoutMs ?? 10_000);
    },
    recoverStale,
  };
}
