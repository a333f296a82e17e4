// The self-hosted slide challenge: the target lives only on the server, each challenge is bound to
// the phone and address it was made for, and each answer is checked once.
import { randomInt } from "node:crypto";
import { type CaptchaChallenge, type CaptchaParams, captchaAnswerSchema } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { captchaChallenges } from "../../../db/schema/index.ts";
import { addSeconds } from "../../../http/clock.ts";
import { isHumanSlide } from "./answer.ts";
import { CHALLENGE_SIZE, renderChallenge } from "./render.ts";

export const CHALLENGE_TTL_SECONDS = 120;
/** Challenges one address may fetch per minute (GET /captcha/challenge). */
export const CHALLENGES_PER_MINUTE = 10;

/** Who a challenge is for: solving it for one phone or address does not help another. */
export interface ChallengeBinding {
  phoneNumber: string;
  address: string;
}

export interface CaptchaProvider {
  createChallenge(binding: ChallengeBinding, now: Date): Promise<CaptchaChallenge>;
  /**
   * True when the params carry an unexpired solved challenge made for this phone and address.
   * Burns the challenge either way (one atomic delete), so it is single use.
   */
  verify(params: CaptchaParams | null | undefined, binding: ChallengeBinding, now: Date): Promise<boolean>;
}

export function createSlideCaptcha(db: Db): CaptchaProvider {
  return {
    async createChallenge(binding, now) {
      const { width, height, pieceSize } = CHALLENGE_SIZE;
      // Keep the notch clear of the piece's starting place at the left edge.
      const targetX = randomInt(pieceSize * 2, width - pieceSize - 4);
      const pieceY = randomInt(8, height - pieceSize - 8);
      const pictures = await renderChallenge({ targetX, pieceY });
      const [row] = await db
        .insert(captchaChallenges)
        .values({
          targetX,
          phoneNumber: binding.phoneNumber,
          address: binding.address,
          expiresAt: addSeconds(now, CHALLENGE_TTL_SECONDS),
          createdAt: now,
        })
        .returning({ oid: captchaChallenges.oid });
      if (!row) throw new Error("captcha insert returned nothing");
      return { certifyId: row.oid, width, height, pieceSize, pieceY, ...pictures };
    },

    async verify(params, binding, now) {
      if (!params?.certifyId || !params.data) return false;
      const [challenge] = await db
        .delete(captchaChallenges)
        .where(eq(captchaChallenges.oid, params.certifyId))
        .returning();
      if (!challenge || challenge.expiresAt <= now) return false;
      if (challenge.phoneNumber !== binding.phoneNumber || challenge.address !== binding.address)
        return false;
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
