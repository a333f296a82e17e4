// Two app instances on one database (and one Redis when REDIS_URL is set) must agree on every
// login rule: whatever one instance issued or counted, the other honours.
import type { HandoffToken, LoginResult, SmsCodesResult } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { solveChallenge } from "../../test/captcha.ts";
import {
  buildOrg,
  buildUser,
  encryptPassword,
  sessionFor,
  TEST_PASSWORD,
  uniqueAddress,
} from "../../test/factories.ts";

let first: TestContext;
let second: TestContext;
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({ database: first.database });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe("two instances", () => {
  it("share the SMS cool-down and codes", async () => {
    const user = await buildUser(first.db);
    const body = { phoneNumber: user.phoneNumber };
    expect(
      (await call<SmsCodesResult>(first.app, "POST", "/api/passports/sms-codes", { body })).body.errorCode,
    ).toBe("0");
    const again = await call(second.app, "POST", "/api/passports/sms-codes", {
      body,
      address: uniqueAddress(),
    });
    expect(again.body.errorCode).toBe("err.sms.tooFrequent");
  });

  it("count login failures together and accept a captcha issued by the other", async () => {
    const user = await buildUser(first.db);
    const { publicKey } = (await call<{ publicKey: string }>(first.app, "GET", "/api/passports/public-key"))
      .body.data;
    const login = (context: TestContext, password: string, captcha?: object, address = uniqueAddress()) =>
      call(context.app, "POST", "/api/passports/account-login", {
        address,
        body: { phoneNumber: user.phoneNumber, password: encryptPassword(publicKey, password), captcha },
      });
    for (const context of [first, second, first]) await login(context, "Wrong2026!");
    expect((await login(second, TEST_PASSWORD)).body.errorCode).toBe("err.login.captchaCheckedFailed");
    const address = uniqueAddress();
    const captcha = await solveChallenge(first.app, first.db, { phoneNumber: user.phoneNumber, address });
    expect((await login(second, TEST_PASSWORD, captcha, address)).body.errorCode).toBe("0");
  });

  it("accept a handoff token made on the other", async () => {
    const org = await buildOrg(first.db);
    const user = await buildUser(first.db, { memberships: [{ org, roles: ["ORG_MEMBER"] }] });
    const token = await sessionFor(first.db, user, first.clock);
    const handoff = await call<HandoffToken>(first.app, "POST", "/api/users/tokens", { token });
    const exchanged = await call<LoginResult>(second.app, "POST", "/api/users/tokens/exchange", {
      body: { token: handoff.body.data.token },
    });
    expect(exchanged.body.data.user.oid).toBe(user.oid);
    expect(
      (await call(first.app, "GET", "/api/passports/login-info", { token: exchanged.body.data.token }))
        .status,
    ).toBe(200);
  });

  it("publish the same login key", async () => {
    const [one, two] = await Promise.all([
      call<{ publicKey: string }>(first.app, "GET", "/api/passports/public-key"),
      call<{ publicKey: string }>(second.app, "GET", "/api/passports/public-key"),
    ]);
    expect(one.body.data.publicKey).toBe(two.body.data.publicKey);
  });
});
