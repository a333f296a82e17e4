// What the routes need, built once by buildApp (tests replace the clock, SMS or captcha).
import type { TaskType } from "@textbook/shared";
import type { Redis } from "ioredis";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { Clock } from "./http/clock.ts";
import type { CaptchaProvider } from "./modules/auth/captcha/slide-captcha.ts";
import type { LoginKey } from "./modules/auth/rsa-keys.ts";
import type { SmsProvider } from "./modules/auth/sms/provider.ts";
import type { HeavyWork } from "./modules/heavy-work/heavy-work.ts";
import type { ProcessHookRegistry } from "./modules/workflows/process-hooks.ts";
import type { SaveSocket } from "./realtime/save-server.ts";
import type { StorageDriver } from "./storage/driver.ts";
import type { FileLinks } from "./storage/links.ts";

export interface Deps {
  config: Config;
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  captcha: CaptchaProvider;
  redis: Redis | null;
  loginKey: () => Promise<LoginKey>;
  links: FileLinks;
  storage: StorageDriver;
  /** Per-instance limits on LibreOffice and ffmpeg work. */
  heavyWork: HeavyWork;
  tasks: TaskSubmitter;
  /** The save socket: edit locks, save announcements, the custom-style save request. */
  saveSocket: SaveSocket;
  /** Per approval kind, what its module does after each workflow action (in the acting transaction). */
  processHooks: ProcessHookRegistry;
}

/** A background task as a module asks for it; the engine (jobs/) stores, queues and runs it. */
export interface NewTask {
  type: TaskType;
  title: string;
  creatorOid: string;
  orgOid: string | null;
  bookOid: string | null;
  params: Record<string, unknown>;
}

/** How a module starts a background task without knowing the engine or another module's types. */
export interface TaskSubmitter {
  /** Stores the task (WAITING) and queues it; a worker of any instance picks it up. */
  submit(task: NewTask): Promise<{ oid: string }>;
  /**
   * Like submit, unless a task of one of the `exclusiveOf` types already waits or runs for the
   * same book (whole-book rewrites): then nothing is stored and the answer names that task's type.
   * Checked under the book row's lock, so of two submits at once only one passes.
   */
  submitAlone(
    task: NewTask & { bookOid: string },
    exclusiveOf: readonly TaskType[],
  ): Promise<{ oid: string } | { busyWith: TaskType }>;
}
