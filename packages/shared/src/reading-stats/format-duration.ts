// Reading times as shell §9 shows them: under a minute 不足 1 分钟, under an hour whole minutes,
// from an hour on hours to one decimal. The statistics calls, the pages and the exports share it.
import { READING_STATS_TEXTS } from "./reading-stats-texts.ts";

const T = READING_STATS_TEXTS.duration;

export function formatDuration(seconds: number): string {
  const safe = Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  if (safe < 60) return T.underMinute;
  if (safe < 3600) return `${Math.floor(safe / 60)} ${T.minutes}`;
  return `${(Math.round(safe / 360) / 10).toFixed(1)} ${T.hours}`;
}

/** A share as a 0–100 percentage with at most one decimal (completion and correct rates). */
export function percentOf(part: number, whole: number): number {
  if (!(whole > 0) || !(part > 0)) return 0;
  return Math.min(100, Math.round((part / whole) * 1000) / 10);
}
