// When a new share link expires: a ready choice of days from now, or the end of a chosen day in the
// sharer's time zone. The server checks the same bounds (later than now, at most
// SHARE_LINK_MAX_DAYS ahead) by its own clock.
import { SHARE_LINK_MAX_DAYS } from "@textbook/shared";

export type ShareExpiry = { days: number } | { date: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** "2026-11-28" for a moment, in the browser's time zone (the date field's format). */
export function dayOf(moment: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** The days the date field offers: tomorrow up to the last day a link may still be alive. */
export function expiryDayRange(now: Date): { min: string; max: string } {
  return {
    min: dayOf(new Date(now.getTime() + DAY_MS)),
    max: dayOf(new Date(now.getTime() + SHARE_LINK_MAX_DAYS * DAY_MS)),
  };
}

/** The expiry as the call wants it (ISO with offset), or null when the chosen day is out of range. */
export function expiresAtOf(choice: ShareExpiry, now: Date): string | null {
  if ("days" in choice) return new Date(now.getTime() + choice.days * DAY_MS).toISOString();
  const { min, max } = expiryDayRange(now);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(choice.date) || choice.date < min || choice.date > max) return null;
  const [year, month, day] = choice.date.split("-").map(Number) as [number, number, number];
  const end = new Date(year, month - 1, day, 23, 59, 59);
  // The last day ends no later than the server's bound.
  const latest = new Date(now.getTime() + SHARE_LINK_MAX_DAYS * DAY_MS - 60_000);
  return (end > latest ? latest : end).toISOString();
}
