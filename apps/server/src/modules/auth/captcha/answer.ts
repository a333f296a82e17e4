// Judges a slide answer: close to the notch, and dragged like a hand drags (not teleported, not
// a perfectly uniform machine sweep).
import type { CaptchaAnswer } from "@textbook/shared";

export const SLIDE_RULES = {
  tolerancePx: 6,
  minTrackPoints: 5,
  minDurationMs: 300,
} as const;

export function isHumanSlide(answer: CaptchaAnswer, targetX: number): boolean {
  if (Math.abs(answer.x - targetX) > SLIDE_RULES.tolerancePx) return false;
  const track = answer.track;
  if (track.length < SLIDE_RULES.minTrackPoints) return false;
  const first = track[0];
  const last = track[track.length - 1];
  if (!first || !last || last[0] - first[0] < SLIDE_RULES.minDurationMs) return false;
  const speeds: number[] = [];
  for (let index = 1; index < track.length; index++) {
    const [time, x] = track[index] as [number, number];
    const [previousTime, previousX] = track[index - 1] as [number, number];
    const elapsed = time - previousTime;
    if (elapsed < 0) return false;
    if (elapsed > 0) speeds.push((x - previousX) / elapsed);
  }
  if (speeds.length < 2) return false;
  const mean = speeds.reduce((sum, speed) => sum + speed, 0) / speeds.length;
  const variance = speeds.reduce((sum, speed) => sum + (speed - mean) ** 2, 0) / speeds.length;
  return variance > 1e-6;
}
