// The per-instance limits on heavy work, built once per app from the configuration.
import type { Config } from "../../config.ts";
import { PerUserLimit, WorkQueue } from "./work-queue.ts";

export interface HeavyWork {
  /** LibreOffice: one conversion at a time, LIBREOFFICE_QUEUE waiting behind it. */
  office: WorkQueue;
  /** ffmpeg: FFMPEG_CONCURRENCY at once; others wait (the per-user limit bounds the line). */
  ffmpeg: WorkQueue;
  conversionsPerUser: PerUserLimit;
  postersPerUser: PerUserLimit;
  /** Chromium printing a PDF export (1–2 GB for a large book): one at a time; others wait. */
  printing: WorkQueue;
}

export function createHeavyWork(config: Config): HeavyWork {
  return {
    office: new WorkQueue(1, config.libreofficeQueue),
    ffmpeg: new WorkQueue(config.ffmpegConcurrency, Number.POSITIVE_INFINITY),
    conversionsPerUser: new PerUserLimit(config.quotas.conversionsInFlight),
    postersPerUser: new PerUserLimit(config.quotas.postersInFlight),
    printing: new WorkQueue(1, Number.POSITIVE_INFINITY),
  };
}
