import type { CaptchaChallenge } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext } from "../../../test/app.ts";
import { solveChallenge } from "../../../test/captcha.ts";
import { uniqueAddress, uniquePhone } from "../../../test/factories.ts";
import { CHALLENGE_TTL_SECONDS, CHALLENGES_PER_MINUTE, createSlideCaptcha } from "./slide-captcha.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const challenge = (phoneNumber: string, address: string) =>
  call<CaptchaChallenge>(context.app, "GET", `/api/captcha/challenge?phoneNumber=${phoneNumber}`, {
    address,
  });

describe("GET /captcha/challenge", () => {
  it("answers two PNG pictures and the piece's row, never the notch's place", async () => {
    const response = await challenge(uniquePhone(), uniqueAddress());
    expect(response.body.errorCode).toBe("0");
    const data = response.body.data;
    expect(Object.keys(data).sort()).toEqual([
      "background",
      "certifyId",
      "height",
      "piece",
      "pieceSize",
      "pieceY",
      "width",
    ]);
    expect(data.background).toMatch(/^data:image\/png;base64,[\w+/=]+$/);
    expect(data.piece).toMatch(/^data:image\/png;base64,[\w+/=]+$/);
  });

  it("needs the phone the challenge is for", async () => {
    const response = await call(context.app, "GET", "/api/captcha/challenge", { address: uniqueAddress() });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ phoneNumber: "必填项，请输入" });
  });

  it(`gives one address ${CHALLENGES_PER_MINUTE} challenges a minute (F-12)`, async () => {
    const address = uniqueAddress();
    for (let index = 0; index < CHALLENGES_PER_MINUTE; index++) {
      expect((await challenge(uniquePhone(), address)).body.errorCode).toBe("0");
    }
    const refused = await challenge(uniquePhone(), address);
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe("err.rate.limited");
    expect((await challenge(uniquePhone(), uniqueAddress())).body.errorCode).toBe("0");
  });

  it(`refuses a challenge answered after ${CHALLENGE_TTL_SECONDS} s, and any answer twice`, async () => {
    const captcha = createSlideCaptcha(context.db);
    const binding = { phoneNumber: uniquePhone(), address: uniqueAddress() };
    const late = await solveChallenge(context.app, context.db, binding);
    context.clock.advance(CHALLENGE_TTL_SECONDS);
    const now = context.clock.now();
    expect(await captcha.verify(late, binding, now)).toBe(false);
    const fresh = await solveChallenge(context.app, context.db, binding);
    expect(await captcha.verify(fresh, binding, now)).toBe(true);
    expect(await captcha.verify(fresh, binding, now)).toBe(false);
  });
});
