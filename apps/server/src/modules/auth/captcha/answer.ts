// Judges a slide answer: close to the notch, and dragged the way a hand drags. A browser reports a
// pointer move every few milliseconds; a hand speeds up, then slows down to place the piece, and
// never holds the pointer perfectly level. Each rule below refuses a cheap synthetic track (a few
// hand-typed points, a constant sweep, a teleport, a level line); a bot that models all of them is
// possible, which is why the hard limits (login-guards.ts) do not rely on the captcha.
import type { CaptchaAnswer } from "@textbook/shared";

export const SLIDE_RULES = {
  tolerancePx: 6,
  /** Pointer moves seen; a real drag of 0.4 s or more reports dozens. */
  minTrackPoints: 10,
  minDurationMs: 400,
  maxDurationMs: 15_000,
  /**
   * Median time between moves: browsers report them every 4 to 20 ms while the pointer moves; a
   * slow, busy device drops frames, hence the generous upper bound.
   */
  minMedianIntervalMs: 2,
  maxMedianIntervalMs: 100,
  /** A longer pause without a move means the track was stitched together. */
  maxGapMs: 2_000,
  /** Share of moves that may carry the same timestamp as the previous one. */
  maxSameTimeShare: 0.3,
  /** No single move may cover more than this share of the whole distance (no teleports). */
  maxStepShare: 0.35,
  /** The last fifth of the time is slower than the peak by this factor (the hand slows to aim)… */
  endSpeedShare: 0.6,
  /** …and the first sixth too (the hand speeds up). */
  startSpeedShare: 0.8,
  /** Coefficient of variation of the step speeds: a constant sweep has none. */
  minSpeedVariation: 0.2,
  /** The hand drifts vertically by at least this much, and stays near the slider. */
  minYRangePx: 1,
  maxYRangePx: 60,
} as const;

type Point = readonly [time: number, x: number, y: number];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Mean speed (px/ms) between the first and last point within [from, to] of the track's time. */
function phaseSpeed(track: readonly Point[], from: number, to: number): number {
  const inPhase = track.filter(([time]) => time >= from && time <= to);
  const first = inPhase[0];
  const last = inPhase[inPhase.length - 1];
  if (!first || !last || last[0] === first[0]) return 0;
  return Math.abs(last[1] - first[1]) / (last[0] - first[0]);
}

/** Peak speed over windows of about a tenth of the drag, so one jittery sample does not count. */
function peakSpeed(track: readonly Point[], start: number, duration: number): number {
  const window = duration / 10;
  let peak = 0;
  for (let from = start; from + window <= start + duration; from += window / 2) {
    peak = Math.max(peak, phaseSpeed(track, from, from + window));
  }
  return peak;
}

function isTimedLikeAHand(track: readonly Point[]): boolean {
  const intervals: number[] = [];
  for (let index = 1; index < track.length; index++) {
    const interval = (track[index] as Point)[0] - (track[index - 1] as Point)[0];
    if (interval < 0 || interval > SLIDE_RULES.maxGapMs) return false;
    intervals.push(interval);
  }
  const same = intervals.filter((interval) => interval === 0).length;
  if (same > intervals.length * SLIDE_RULES.maxSameTimeShare) return false;
  const typical = median(intervals);
  if (typical < SLIDE_RULES.minMedianIntervalMs || typical > SLIDE_RULES.maxMedianIntervalMs) return false;
  // Timers tick evenly; pointer events never do.
  return new Set(intervals).size > 1;
}

function isMovedLikeAHand(track: readonly Point[], distance: number): boolean {
  const speeds: number[] = [];
  for (let index = 1; index < track.length; index++) {
    const [time, x] = track[index] as Point;
    const [previousTime, previousX] = track[index - 1] as Point;
    if (Math.abs(x - previousX) > distance * SLIDE_RULES.maxStepShare) return false;
    if (time > previousTime) speeds.push(Math.abs(x - previousX) / (time - previousTime));
  }
  const mean = speeds.reduce((sum, speed) => sum + speed, 0) / speeds.length;
  const variance = speeds.reduce((sum, speed) => sum + (speed - mean) ** 2, 0) / speeds.length;
  if (mean <= 0 || Math.sqrt(variance) / mean < SLIDE_RULES.minSpeedVariation) return false;
  const ys = track.map(([, , y]) => y);
  const yRange = Math.max(...ys) - Math.min(...ys);
  return yRange >= SLIDE_RULES.minYRangePx && yRange <= SLIDE_RULES.maxYRangePx;
}

function acceleratesThenSlows(track: readonly Point[]): boolean {
  const start = (track[0] as Point)[0];
  const duration = (track[track.length - 1] as Point)[0] - start;
  const peak = peakSpeed(track, start, duration);
  if (peak <= 0) return false;
  const opening = phaseSpeed(track, start, start + duration / 6);
  const closing = phaseSpeed(track, start + (duration * 4) / 5, start + duration);
  return opening < peak * SLIDE_RULES.startSpeedShare && closing < peak * SLIDE_RULES.endSpeedShare;
}

export function isHumanSlide(answer: CaptchaAnswer, targetX: number): boolean {
  if (Math.abs(answer.x - targetX) > SLIDE_RULES.tolerancePx) return false;
  const track = answer.track;
  if (track.length < SLIDE_RULES.minTrackPoints) return false;
  const first = track[0] as Point;
  const last = track[track.length - 1] as Point;
  const duration = last[0] - first[0];
  if (duration < SLIDE_RULES.minDurationMs || duration > SLIDE_RULES.maxDurationMs) return false;
  // The track must end where the answer says the piece is.
  if (Math.abs(last[1] - answer.x) > SLIDE_RULES.tolerancePx) return false;
  const distance = Math.abs(last[1] - first[1]);
  if (distance <= 0) return false;
  return isTimedLikeAHand(track) && isMovedLikeAHand(track, distance) && acceleratesThenSlows(track);
}
