// Agreements, notices and ads are all scheduled rows: shown from a start (none: at once) until an
// end (none: until withdrawn), never once withdrawn. One rule for the server's filters, the
// management lists' state column and their tests.
import { z } from "zod";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { SCHEDULE_TEXTS } from "./agreements-texts.ts";

export const SCHEDULE_STATES = ["SCHEDULED", "SHOWING", "ENDED", "WITHDRAWN"] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];

export interface Scheduled {
  startsAt: string | null;
  endsAt: string | null;
  withdrawn: boolean;
}

export function scheduleState(row: Scheduled, now: Date): ScheduleState {
  if (row.withdrawn) return "WITHDRAWN";
  if (row.startsAt && Date.parse(row.startsAt) > now.getTime()) return "SCHEDULED";
  if (row.endsAt && Date.parse(row.endsAt) <= now.getTime()) return "ENDED";
  return "SHOWING";
}

/** An instant with its offset (the browser sends toISOString()). */
export const zInstant = z.iso.datetime({ offset: true, error: M.invalidType });

/** A schedule's two ends; open ends are null. */
export const scheduleFields = {
  startsAt: zInstant.nullable().default(null),
  endsAt: zInstant.nullable().default(null),
};

/** The end after the start, said on the end field. */
export function endAfterStart<T extends { startsAt: string | null; endsAt: string | null }>(
  value: T,
  context: z.RefinementCtx,
) {
  if (value.startsAt && value.endsAt && Date.parse(value.endsAt) <= Date.parse(value.startsAt)) {
    context.addIssue({ code: "custom", path: ["endsAt"], message: SCHEDULE_TEXTS.endBeforeStart });
  }
}
