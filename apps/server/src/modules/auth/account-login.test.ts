import { LOGIN, type LoginResult, type PublicKey } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { solveChallenge } from "../../test/captcha.ts";
import {
  buildOrg,
  buildUser,
  encryptPassword,
  legacyScryptHash,
  TEST_PASSWORD,
  uniqueAddress,
  uniquePhone,
} from "../../test/factories.ts";
import { CAPTCHA_RISK } from "./captcha/risk.ts";
import { verifyPassword } from "./passwords.ts";

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
    const address = uniqueAddress();
    const solved = (offset = 0) =>
      solveChallenge(context.app, context.db, { phoneNumber: user.phoneNumber, address, offset });
    for (let attempt = 0; attempt < CAPTCHA_RISK.passwordFailuresPerPhone; attempt++) {
      expect((await login(user.phoneNumber, { password: "Wrong2026!", address })).body.errorCode).toBe(
        "err.login.failed",
      );
    }
    const blocked = await login(user.phoneNumber, { address });
    expect(blocked.body).toMatchObject({
      errorCode: "err.login.captchaCheckedFailed",
      errorMessage: "请重新进行智能验证",
      data: { captchaRequired: true },
    });
    const wrongSlide = await login(user.phoneNumber, { address, captcha: await solved(40) });
    expect(wrongSlide.body.errorCode).toBe("err.login.captchaCheckedFailed");
    const answer = await solved();
    expect((await login(user.phoneNumber, { address, captcha: answer })).body.errorCode).toBe("0");
    // A solved challenge is burnt after one use.
    expect((await login(user.phoneNumber, { address, captcha: answer })).body.errorCode).toBe(
      "err.login.captchaCheckedFailed",
    );
  });

  it("refuses a challenge solved for another phone or from another address (F-03 binding)", async () => {
    const user = await buildUser(context.db);
    const address = uniqueAddress();
    for (let attempt = 0; attempt < CAPTCHA_RISK.passwordFailuresPerPhone; attempt++) {
      await login(user.phoneNumber, { password: "Wrong2026!", address });
    }
    const otherPhone = await solveChallenge(context.app, context.db, { phoneNumber: uniquePhone(), address });
    expect((await login(user.phoneNumber, { address, captcha: otherPhone })).body.errorCode).toBe(
      "err.login.captchaCheckedFailed",
    );
    const otherAddress = await solveChallenge(context.app, context.db, {
      phoneNumber: user.phoneNumber,
      address: uniqueAddress(),
    });
    expect((await login(user.phoneNumber, { address, captcha: otherAddress })).body.errorCode).toBe(
      "err.login.captchaCheckedFailed",
    );
    const right = await solveChallenge(context.app, context.db, { phoneNumber: user.phoneNumber, address });
    expect((await login(user.phoneNumber, { address, captcha: right })).body.errorCode).toBe("0");
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

describe("password lockout (F-05)", () => {
  /** Failures from fresh addresses, with a solved captcha when the risk check asks for one. */
  async function failTimes(phoneNumber: string, times: number) {
    const codes: string[] = [];
    for (let attempt = 0; attempt < times; attempt++) {
      const address = uniqueAddress();
      const captcha = await solveChallenge(context.app, context.db, { phoneNumber, address });
      codes.push((await login(phoneNumber, { password: "Wrong2026!", address, captcha })).body.errorCode);
    }
    return codes;
  }
  const captchaFor = (phoneNumber: string, address: string) =>
    solveChallenge(context.app, context.db, { phoneNumber, address });

  it(`locks the account for ${LOGIN.lockMinutes} minutes after ${LOGIN.failuresBeforeLock} failures, saying how long, even for the right password`, async () => {
    const user = await buildUser(context.db);
    expect(await failTimes(user.phoneNumber, LOGIN.failuresBeforeLock)).toEqual(
      Array(LOGIN.failuresBeforeLock).fill("err.login.failed"),
    );
    const address = uniqueAddress();
    const locked = await login(user.phoneNumber, {
      address,
      captcha: await captchaFor(user.phoneNumber, address),
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      errorCode: "err.login.locked",
      errorMessage: `密码错误次数过多，账号已暂时锁定，请 ${LOGIN.lockMinutes} 分钟后再试`,
    });
    context.clock.advance(10 * 60 + 1);
    const later = uniqueAddress();
    const stillLocked = await login(user.phoneNumber, {
      address: later,
      captcha: await captchaFor(user.phoneNumber, later),
    });
    expect(stillLocked.body.errorMessage).toBe("密码错误次数过多，账号已暂时锁定，请 5 分钟后再试");
    context.clock.advance(5 * 60);
    const after = uniqueAddress();
    expect(
      (await login(user.phoneNumber, { address: after, captcha: await captchaFor(user.phoneNumber, after) }))
        .body.errorCode,
    ).toBe("0");
  });

  it("doubles the lock for each further lock, and a success starts over", async () => {
    const user = await buildUser(context.db);
    await failTimes(user.phoneNumber, LOGIN.failuresBeforeLock);
    context.clock.advance(LOGIN.lockMinutes * 60);
    await failTimes(user.phoneNumber, LOGIN.failuresBeforeLock);
    const address = uniqueAddress();
    const second = await login(user.phoneNumber, {
      address,
      captcha: await captchaFor(user.phoneNumber, address),
    });
    expect(second.body.errorMessage).toBe(
      `密码错误次数过多，账号已暂时锁定，请 ${LOGIN.lockMinutes * 2} 分钟后再试`,
    );
    context.clock.advance(LOGIN.lockMinutes * 2 * 60);
    const next = uniqueAddress();
    expect(
      (await login(user.phoneNumber, { address: next, captcha: await captchaFor(user.phoneNumber, next) }))
        .body.errorCode,
    ).toBe("0");
    // After the success, four failures lock nothing.
    await failTimes(user.phoneNumber, LOGIN.failuresBeforeLock - 1);
    const last = uniqueAddress();
    expect(
      (await login(user.phoneNumber, { address: last, captcha: await captchaFor(user.phoneNumber, last) }))
        .body.errorCode,
    ).toBe("0");
  });

  it("forgets failures older than the window", async () => {
    const user = await buildUser(context.db);
    await failTimes(user.phoneNumber, LOGIN.failuresBeforeLock - 1);
    context.clock.advance(LOGIN.lockWindowMinutes * 60 + 1);
    expect(await failTimes(user.phoneNumber, LOGIN.failuresBeforeLock - 1)).not.toContain("err.login.locked");
    const address = uniqueAddress();
    expect(
      (await login(user.phoneNumber, { address, captcha: await captchaFor(user.phoneNumber, address) })).body
        .errorCode,
    ).toBe("0");
  });

  it(`judges at most ${LOGIN.failuresBeforeLock} passwords of parallel guesses`, async () => {
    const user = await buildUser(context.db);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => login(user.phoneNumber, { password: "Wrong2026!" })),
    );
    const codes = guesses.map((guess) => guess.body.errorCode);
    expect(codes.filter((code) => code === "err.login.failed").length).toBeLessThanOrEqual(
      LOGIN.failuresBeforeLock,
    );
    // Every other guess was refused without its password being judged: by the lock, or — for guesses
    // that arrived while the count was crossing the captcha threshold — by the captcha it now needs.
    // Which of the two depends on how the parallel requests interleave.
    const unjudged = codes.filter((code) => code !== "err.login.failed");
    expect(unjudged.length).toBeGreaterThanOrEqual(12 - LOGIN.failuresBeforeLock);
    for (const code of unjudged)
      expect(["err.login.locked", "err.login.captchaCheckedFailed"]).toContain(code);
  });

  it("lets parallel logins with the right password all in, and counts nothing for them", async () => {
    const user = await buildUser(context.db);
    const logins = await Promise.all(Array.from({ length: 12 }, () => login(user.phoneNumber)));
    expect(logins.map((response) => response.body.errorCode)).toEqual(Array(12).fill("0"));
    await failTimes(user.phoneNumber, LOGIN.failuresBeforeLock - 1);
    const address = uniqueAddress();
    expect(
      (await login(user.phoneNumber, { address, captcha: await captchaFor(user.phoneNumber, address) })).body
        .errorCode,
    ).toBe("0");
  });

  it("admits a right password racing wrong ones only while fewer than the cap were counted", async () => {
    const user = await buildUser(context.db);
    const wrong = Array.from({ length: 10 }, () => login(user.phoneNumber, { password: "Wrong2026!" }));
    const answers = await Promise.all([...wrong, login(user.phoneNumber)]);
    const codes = answers.map((answer) => answer.body.errorCode);
    const right = codes.at(-1);
    expect(["0", "err.login.locked"]).toContain(right);
    // Refused: no success reset the count, so no more than the cap failed. Admitted: fewer than the
    // cap were counted before it, and the success started the count over for the guesses after it
    // (on PostgreSQL the requests really interleave; PGlite runs them one after another).
    const cap = LOGIN.failuresBeforeLock;
    expect(codes.filter((code) => code === "err.login.failed").length).toBeLessThanOrEqual(
      right === "0" ? 2 * cap - 1 : cap,
    );
  });

  it("tells a disabled account's state only to someone who has its password (F-17)", async () => {
    const inactive = await buildUser(context.db, { state: "INACTIVE" });
    expect((await login(inactive.phoneNumber, { password: "Wrong2026!" })).body.errorCode).toBe(
      "err.login.failed",
    );
    expect((await login(inactive.phoneNumber)).body.errorCode).toBe("err.user.inactive");
  });
});

describe("password hash upgrade (F-15)", () => {
  it("replaces an older scrypt hash with argon2id on the next successful login", async () => {
    const user = await buildUser(context.db);
    const legacy = legacyScryptHash(TEST_PASSWORD);
    await context.db.update(users).set({ passwordHash: legacy }).where(eq(users.oid, user.oid));
    expect((await login(user.phoneNumber, { password: "Wrong2026!" })).body.errorCode).toBe(
      "err.login.failed",
    );
    const unchanged = await context.db.select().from(users).where(eq(users.oid, user.oid));
    expect(unchanged[0]?.passwordHash).toBe(legacy);
    expect((await login(user.phoneNumber)).body.errorCode).toBe("0");
    const [upgraded] = await context.db.select().from(users).where(eq(users.oid, user.oid));
    expect(upgraded?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(TEST_PASSWORD, upgraded?.passwordHash ?? null)).toBe(true);
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
