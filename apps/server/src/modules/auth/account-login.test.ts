import type { CaptchaChallenge, LoginResult, PublicKey } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captchaChallenges } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import {
  buildOrg,
  buildUser,
  encryptPassword,
  TEST_PASSWORD,
  uniqueAddress,
  uniquePhone,
} from "../../test/factories.ts";
import { CAPTCHA_RISK } from "./captcha/risk.ts";

let context: TestContext;
let publicKey: string;

beforeAll(async () => {
  context = await createTestApp();
  publicKey = (await call<PublicKey>(context.app, "GET", "/api/passports/public-key")).body.data.publicKey;
});
afterAll(() => context.close());

function login(phoneNumber: string, options: { password?: string; address?: string; captcha?: object } = {}) {
  return call<LoginResult>(context.app, "POST", "/api/passports/account-login", {
    address: options.address ?? uniqueAddress(),
    body: {
      phoneNumber,
      password: encryptPassword(publicKey, options.password ?? TEST_PASSWORD),
      ...(options.captcha ? { captcha: options.captcha } : {}),
    },
  });
}

/** Solves a challenge the way a hand would: several uneven steps over half a second. */
async function solvedCaptcha(offset = 0) {
  const challenge = (await call<CaptchaChallenge>(context.app, "GET", "/api/captcha/challenge")).body.data;
  const [row] = await context.db
    .select()
    .from(captchaChallenges)
    .where(eq(captchaChallenges.oid, challenge.certifyId));
  const x = (row?.targetX ?? 0) + offset;
  const track = [
    [0, 0],
    [90, x * 0.2],
    [200, x * 0.55],
    [320, x * 0.85],
    [480, x],
  ];
  return { certifyId: challenge.certifyId, data: JSON.stringify({ x, track }) };
}

describe("POST /passports/account-login", () => {
  it("publishes an RSA public key as SPKI PEM", async () => {
    expect(publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });

  it("logs in with the RSA-encrypted password into the first organisation by name", async () => {
    const orgB = await buildOrg(context.db, { name: "乙机构" });
    const orgA = await buildOrg(context.db, { name: "甲机构" });
    const user = await buildUser(context.db, {
      fullName: "张三",
      memberships: [
        { org: orgB, roles: ["ORG_MEMBER"] },
        { org: orgA, roles: ["ORG_ADMIN"] },
      ],
    });
    const response = await login(user.phoneNumber);
    expect(response.status).toBe(200);
    expect(response.body.errorCode).toBe("0");
    const result = response.body.data;
    expect(result.user).toEqual({
      oid: user.oid,
      fullName: "张三",
      state: "ACTIVE",
      phoneNumber: user.phoneNumber,
      sysRoles: [],
      fullAvatarUrl: null,
      zjyKgUserId: null,
    });
    // Postgres sorts by collation, PGlite by code point: either way the answer is the first of the two.
    expect([orgA.oid, orgB.oid]).toContain(result.currentOrg?.oid);
    expect(result.token).toMatch(/^[\w-]{43}$/);
    expect(result.fromProject).toBe(false);
  });

  it("returns to the last used organisation when still a member", async () => {
    const first = await buildOrg(context.db, { name: "A 机构" });
    const last = await buildOrg(context.db, { name: "Z 机构" });
    const user = await buildUser(context.db, {
      lastOrgOid: last.oid,
      memberships: [
        { org: first, roles: ["ORG_MEMBER"] },
        { org: last, roles: ["ORG_CONTENT_ADMIN"] },
      ],
    });
    const result = (await login(user.phoneNumber)).body.data;
    expect(result.currentOrg?.oid).toBe(last.oid);
    expect(result.currentOrgRoles).toEqual(["ORG_CONTENT_ADMIN"]);
  });

  it("answers currentOrg null for a user without membership", async () => {
    const user = await buildUser(context.db);
    const result = (await login(user.phoneNumber)).body.data;
    expect(result.currentOrg).toBeNull();
    expect(result.currentOrgRoles).toEqual([]);
  });

  it("refuses a wrong password, an unknown phone and an inactive user with their messages", async () => {
    const user = await buildUser(context.db);
    const wrong = await login(user.phoneNumber, { password: "Wrong2026!" });
    expect(wrong.body).toMatchObject({ errorCode: "err.login.failed", errorMessage: "手机号或密码错误" });
    const unknown = await login(uniquePhone());
    expect(unknown.body).toMatchObject({
      errorCode: "err.phone.unOpened",
      errorMessage: "该手机号尚未开通账号",
    });
    const inactive = await buildUser(context.db, { state: "INACTIVE" });
    const refused = await login(inactive.phoneNumber);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      errorCode: "err.user.inactive",
      errorMessage: "账号已被停用，请联系管理员",
    });
  });

  it("answers err.login.decryptFailed for a ciphertext that does not decrypt", async () => {
    const user = await buildUser(context.db);
    const response = await call(context.app, "POST", "/api/passports/account-login", {
      body: { phoneNumber: user.phoneNumber, password: Buffer.from("not encrypted").toString("base64") },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errorCode: "err.login.decryptFailed",
      errorMessage: "登录失败，请重试",
    });
  });

  it("answers field messages for bad input and writes nothing", async () => {
    const response = await call(context.app, "POST", "/api/passports/account-login", {
      body: { phoneNumber: "12345", password: "" },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { phoneNumber: "手机号格式错误", password: "请输入密码" },
    });
  });

  it(`asks for a slide challenge after ${CAPTCHA_RISK.passwordFailuresPerPhone} failures, then accepts a solved one`, async () => {
    const user = await buildUser(context.db);
    for (let attempt = 0; attempt < CAPTCHA_RISK.passwordFailuresPerPhone; attempt++) {
      expect((await login(user.phoneNumber, { password: "Wrong2026!" })).body.errorCode).toBe(
        "err.login.failed",
      );
    }
    const blocked = await login(user.phoneNumber);
    expect(blocked.body).toMatchObject({
      errorCode: "err.login.captchaCheckedFailed",
      errorMessage: "请重新进行智能验证",
      data: { captchaRequired: true },
    });
    const wrongSlide = await login(user.phoneNumber, { captcha: await solvedCaptcha(40) });
    expect(wrongSlide.body.errorCode).toBe("err.login.captchaCheckedFailed");
    const solved = await solvedCaptcha();
    expect((await login(user.phoneNumber, { captcha: solved })).body.errorCode).toBe("0");
    // A solved challenge is burnt after one use.
    expect((await login(user.phoneNumber, { captcha: solved })).body.errorCode).toBe(
      "err.login.captchaCheckedFailed",
    );
  });

  it(`asks for a challenge after ${CAPTCHA_RISK.passwordFailuresPerAddress} failures from one address`, async () => {
    const address = uniqueAddress();
    for (let attempt = 0; attempt < CAPTCHA_RISK.passwordFailuresPerAddress; attempt++) {
      await login(uniquePhone(), { address });
    }
    const user = await buildUser(context.db);
    expect((await login(user.phoneNumber, { address })).body.errorCode).toBe(
      "err.login.captchaCheckedFailed",
    );
    expect((await login(user.phoneNumber)).body.errorCode).toBe("0");
  });
});

describe("login rate limit", () => {
  it("answers err.rate.limited with the seconds to wait, HTTP 429", async () => {
    const limited = await createTestApp({ env: { LOGIN_RATE_LIMIT: "2" } });
    try {
      const address = uniqueAddress();
      const body = { phoneNumber: uniquePhone(), password: "x" };
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await call(limited.app, "POST", "/api/passports/account-login", { body, address });
        expect(response.status).not.toBe(429);
      }
      const response = await call<{ secondsLeft: number }>(
        limited.app,
        "POST",
        "/api/passports/account-login",
        {
          body,
          address,
        },
      );
      expect(response.status).toBe(429);
      expect(response.body.errorCode).toBe("err.rate.limited");
      expect(response.body.errorMessage).toMatch(/^请求过于频繁，请 \d+ 秒后再试$/);
      expect(response.body.data.secondsLeft).toBeGreaterThan(0);
      expect(response.body.data.secondsLeft).toBeLessThanOrEqual(60);
      expect(response.requestId).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});
