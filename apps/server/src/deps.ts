// What the routes need, built once by buildApp (tests replace the clock, SMS or captcha).
import type { Redis } from "ioredis";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { Clock } from "./http/clock.ts";
import type { TaskEngine } from "./jobs/task-engine.ts";
import type { CaptchaProvider } from "./modules/auth/captcha/slide-captcha.ts";
import type { LoginKey } from "./modules/auth/rsa-keys.ts";
import type { SmsProvider } from "./modules/auth/sms/provider.ts";
import type { HeavyWork } from "./modules/heavy-work/heavy-work.ts";
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
  tasks: TaskEngine;
  /** The save socket: edit locks, save announcements, the custom-style save request. */
  saveSocket: SaveSocket;
}
