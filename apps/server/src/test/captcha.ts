// Solving slide challenges in tests: the target read from the database, and a drag shaped like a
// recorded hand's (pointer moves every 16-17 ms, speeding up then slowing down, with vertical drift).
import type { CaptchaChallenge, CaptchaParams } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import { captchaChallenges } from "../db/schema/index.ts";
import { call } from "./app.ts";

/** A small fixed pseudo-random sequence, so every run judges the same track. */
function jitter(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31 - 0.5;
  };
}

/**
 * A drag to `x` over about 0.9 s following the minimum-jerk profile of human reaching movements,
 * with timing and position noise and a slight overshoot corrected at the end.
 */
export function humanTrack(x: number, seed = 7): [number, number, number][] {
  const random = jitter(seed);
  const track: [number, number, number][] = [[0, 0, 0]];
  const duration = 900;
  let time = 0;
  let y = 0;
  while (time < duration) {
    time += 16 + Math.round(random() + 0.5);
    const progress = Math.min(1, time / duration);
    const reach = 10 * progress ** 3 - 15 * progress ** 4 + 6 * progress ** 5;
    y += Math.round(random() * 1.6);
    track.push([time, Math.round(x * 1.02 * reach + random()), y]);
  }
  track.push([time + 40, Math.round(x + 2), y], [time + 90, x, y + 1]);
  return track;
}

export interface SolveOptions {
  phoneNumber: string;
  address: string;
  /** Pixels away from the notch (a wrong answer). */
  offset?: number;
}

/** Fetches a challenge for the phone from the address and answers it like a hand would. */
export async function solveChallenge(
  app: FastifyInstance,
  db: Db,
  options: SolveOptions,
): Promise<CaptchaParams> {
  const challenge = await fetchChallenge(app, options);
  const [row] = await db
    .select()
    .from(captchaChallenges)
    .where(eq(captchaChallenges.oid, challenge.certifyId));
  const x = (row?.targetX ?? 0) + (options.offset ?? 0);
  return { certifyId: challenge.certifyId, data: JSON.stringify({ x, track: humanTrack(x) }) };
}

export async function fetchChallenge(
  app: FastifyInstance,
  options: { phoneNumber: string; address: string },
): Promise<CaptchaChallenge> {
  const response = await call<CaptchaChallenge>(
    app,
    "GET",
    `/api/captcha/challenge?phoneNumber=${options.phoneNumber}`,
    { address: options.address },
  );
  if (response.body.errorCode !== "0") throw new Error(`challenge refused: ${response.body.errorCode}`);
  return response.body.data;
}
