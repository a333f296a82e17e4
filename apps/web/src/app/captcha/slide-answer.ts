// Turns a drag into the CaptchaAnswer the server judges: where the piece ended and how it got there.
// Free of the HTTP client: the reader's light bundle uses it too (captcha-required.ts needs ApiError).
import type { CaptchaAnswer, CaptchaParams } from "@textbook/shared";

/** The shared schema caps the track; longer drags are thinned evenly. */
const MAX_TRACK_POINTS = 500;

/** One pointer move: ms since the press, the piece's x, the pointer's vertical drift. */
export type TrackPoint = [time: number, x: number, y: number];

/** Keeps at most MAX_TRACK_POINTS points, always the first and the last. */
export function thinTrack(track: readonly TrackPoint[]): TrackPoint[] {
  if (track.length <= MAX_TRACK_POINTS) return [...track];
  const step = (track.length - 1) / (MAX_TRACK_POINTS - 1);
  return Array.from(
    { length: MAX_TRACK_POINTS },
    (_, index) => track[Math.round(index * step)] as TrackPoint,
  );
}

export function captchaParams(certifyId: string, x: number, track: readonly TrackPoint[]): CaptchaParams {
  const answer: CaptchaAnswer = { x: Math.round(x), track: thinTrack(track) };
  return { certifyId, data: JSON.stringify(answer) };
}
