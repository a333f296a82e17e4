// The self-hosted slide challenge: the target lives only on the server, each answer is checked once.
import { randomInt } from "node:crypto";
import { type CaptchaChallenge, type CaptchaParams, captchaAnswerSchema } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { captchaChallenges } from "../../../db/schema/index.ts";
import { addSeconds } from "../../../http/clock.ts";
import { isHumanSlide } from "./answer.ts";
import { CHALLENGE_SIZE, renderChallenge } from "./render.ts";

export const CHALLENGE_TTL_SECONDS = 120;

export interface CaptchaProvider {
  createChallenge(now: Date): Promise<CaptchaChallenge>;
  /** True when the params carry a valid, unexpired, unused solved challenge. Burns it either way. */
  verify(params: CaptchaParams | null | undefined, now: Date): Promise<boolean>;
}

export function createSlideCaptcha(db: Db): CaptchaProvider {
  return {
    async createChallenge(now) {
      const { width, height, pieceSize } = CHALLENGE_SIZE;
      // Keep the notch clear of the piece's starting place at the left edge.
      const targetX = randomInt(pieceSize * 2, width - pieceSize - 4);
      const pieceY = randomInt(8, height - pieceSize - 8);
      const [row] = await db
        .insert(captchaChallenges)
        .values({ targetX, expiresAt: addSeconds(now, CHALLENGE_TTL_SECONDS), createdAt: now })
        .returning({ oid: captchaChallenges.oid });
      if (!row) throw new Error("captcha insert returned nothing");
      return {
        certifyId: row.oid,
        width,
        height,
        pieceSize,
        pieceY,
        ...renderChallenge({ targetX, pieceY }),
      };
    },

    async verify(params, now) {
      if (!params?.certifyId || !params.data) return false;
      const [challenge] = await db
        .delete(captchaChallenges)
        .where(eq(captchaChallenges.oid, params.certifyId))
        .returning();
      if (!challenge || challenge.expiresAt <= now) return false;
      let answer: unknown;
      try {
        answer = JSON.parse(params.data);
      } catch {
        return false;
      }
      const parsed = captchaAnswerSchema.safeParse(answer);
      return parsed.success && isHumanSlide(parsed.data, challenge.targetX);
    },
  };
}
