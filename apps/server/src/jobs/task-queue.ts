// The pg-boss queue behind the task engine. A job carries only a task oid: the user_tasks row is
// the truth about a task, the job is just the nudge that makes a worker pick it up.
import type { FastifyBaseLogger } from "fastify";
import { PgBoss } from "pg-boss";
import type { Db } from "../db/client.ts";
import { jobDatabaseOptions } from "./job-database.ts";

const QUEUE = "user-tasks";

export interface TaskJob {
  taskOid: string;
}

export interface TaskQueueOptions {
  /** Fallback polling when a notification is missed; new jobs wake workers at once through NOTIFY. */
  pollingIntervalSeconds: number;
  /** Tasks one process runs at the same time. */
  concurrency: number;
}

export interface TaskQueue {
  send(taskOid: string): Promise<void>;
  /**
   * Whether a job for this task still waits for a worker. An active job does not count: a worker
   * claims the task the moment it takes the job, so a task still WAITING behind one lost its worker.
   */
  hasPendingJob(taskOid: string): Promise<boolean>;
  work(run: (taskOid: string) => Promise<void>): Promise<void>;
  /** Waits for running jobs (up to `timeoutMs`), then closes the queue's connections. */
  stop(timeoutMs: number): Promise<void>;
}

export function createTaskQueue(db: Db, log: FastifyBaseLogger, options: TaskQueueOptions): TaskQueue {
  // Started on first use: most processes of the test suite never touch tasks, and pg-boss creates
  // its schema on its first start.
  let started: Promise<PgBoss> | null = null;
  const boss = (): Promise<PgBoss> => {
    started ??= startBoss(db, log).catch((error: unknown) => {
      started = null;
      throw error;
    });
    return started;
  };
  return {
    async send(taskOid) {
      const job: TaskJob = { taskOid };
      await (await boss()).send(QUEUE, job);
    },
    async hasPendingJob(taskOid) {
      const jobs = await (await boss()).findJobs<TaskJob>(QUEUE, { data: { taskOid }, queued: true });
      return jobs.length > 0;
    },
    async work(run) {
      await (await boss()).work<TaskJob>(
        QUEUE,
        {
          batchSize: 1,
          localConcurrency: options.concurrency,
          pollingIntervalSeconds: options.pollingIntervalSeconds,
        },
        async ([job]) => {
          if (job) await run(job.data.taskOid);
        },
      );
    },
    async stop(timeoutMs) {
      if (!started) return;
      const running = started;
      started = null;
      await (await running).stop({ graceful: true, timeout: timeoutMs });
    },
  };
}

async function startBoss(db: Db, log: FastifyBaseLogger): Promise<PgBoss> {
  const boss = new PgBoss({
    ...jobDatabaseOptions(db),
    schedule: false,
    useListenNotify: true,
    registerInstance: false,
  });
  boss.on("error", (error) => log.error({ err: error }, "task queue error"));
  const startedAt = performance.now();
  await boss.start();
  await boss.createQueue(QUEUE, {
    // Retries are the engine's (a stale heartbeat), never pg-boss's: a handler's own failure is final.
    retryLimit: 0,
    expireInSeconds: 4 * 3600,
    deleteAfterSeconds: 24 * 3600,
    notify: true,
  });
  log.info({ ms: Math.round(performance.now() - startedAt) }, "task queue started");
  return boss;
}
