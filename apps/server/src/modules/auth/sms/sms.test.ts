import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type LoginResult, SMS, type SmsCodesResult, type SmsOutboxItem } from "@textbook/shared";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsCodes, smsOutbox, users } from "../../../db/schema/index.ts";
import { addSeconds } from "../../../http/clock.ts";
import { call, createTestApp, type TestContext } from "../../../test/app.ts";
import { buildUser, uniqueAddress, uniquePhone } from "../../../test/factories.ts";
import { CAPTCHA_RISK } from "../captcha/risk.ts";
import type { SmsProvider } from "./provider.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const requestCode = (phoneNumber: string, address = uniqueAddress(), headers: Record<string, string> = {}) =>
  call<SmsCodesResult & { secondsLeft: number }>(context.app, "POST", "/api/passports/sms-codes", {
    body: { phoneNumber },
    address,
    headers,
  });

const smsLogin = (phoneNumber: string, smsCode: string) =>
  call<LoginResult>(context.app, "POST", "/api/passports/sms-login", {
    body: { phoneNumber, smsCode },
    address: uniqueAddress(),
  });

async function latestCode(phoneNumber: string): Promise<string> {
  const outbox = await call<{ items: SmsOutboxItem[] }>(
    context.app,
    "GET",
    `/api/dev/sms-outbox?phoneNumber=${phoneNumber}`,
  );
  const latest = outbox.body.data.items[0];
  if (!latest) throw new Error("no code sent");
  return latest.code;
}

async function rowsFor(phoneNumber: string) {
  const [codes] = await context.db
    .select({ total: count() })
    .from(smsCodes)
    .where(eq(smsCodes.phoneNumber, phoneNumber));
  const [outbox] = await context.db
    .select({ total: count() })
    .from(smsOutbox)
    .where(eq(smsOutbox.phoneNumber, phoneNumber));
  return { codes: codes?.total, outbox: outbox?.total };
}

describe("POST /passports/sms-codes", () => {
  it("sends a 4-digit code to the outbox and logs in with it once", async () => {
    const user = await buildUser(context.db);
    const response = await requestCode(user.phoneNumber);
    expect(response.body).toMatchObject({
      errorCode: "0",
      data: { cooldownSeconds: SMS.cooldownSeconds, expiresInSeconds: SMS.codeTtlSeconds },
    });
    const code = await latestCode(user.phoneNumber);
    expect(code).toMatch(/^\d{4}$/);
    const login = await smsLogin(user.phoneNumber, code);
    expect(login.body.errorCode).toBe("0");
    expect(login.body.data.user.oid).toBe(user.oid);
    expect((await smsLogin(user.phoneNumber, code)).body.errorCode).toBe("err.sms.codeWrong");
  });

  it("enforces the 60 s cool-down per phone with the seconds left, and writes nothing then", async () => {
    const user = await buildUser(context.db);
    expect((await requestCode(user.phoneNumber)).body.errorCode).toBe("0");
    context.clock.advance(25);
    const before = await rowsFor(user.phoneNumber);
    const refused = await requestCode(user.phoneNumber);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      errorCode: "err.sms.tooFrequent",
      errorMessage: "验证码发送过于频繁，请 35 秒后重新获取",
      data: { secondsLeft: 35 },
    });
    expect(await rowsFor(user.phoneNumber)).toEqual(before);
    context.clock.advance(35);
    expect((await requestCode(user.phoneNumber)).body.errorCode).toBe("0");
  });

  it(`limits one address to ${SMS.perIpPerHour} codes an hour`, async () => {
    const address = uniqueAddress();
    // Batches spaced past the burst window so the captcha does not step in first.
    for (let index = 0; index < SMS.perIpPerHour; index++) {
      if (index > 0 && index % CAPTCHA_RISK.smsRequestsPerAddress === 0) context.clock.advance(11 * 60);
      const user = await buildUser(context.db);
      expect((await requestCode(user.phoneNumber, address)).body.errorCode).toBe("0");
    }
    const user = await buildUser(context.db);
    const refused = await requestCode(user.phoneNumber, address);
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe("err.sms.ipLimited");
    // The first code of the hour was sent 33 minutes ago.
    expect(refused.body.data.secondsLeft).toBe(3600 - 33 * 60);
    expect(refused.body.errorMessage).toBe(`当前网络获取验证码次数过多，请 ${3600 - 33 * 60} 秒后再试`);
    expect(await rowsFor(user.phoneNumber)).toEqual({ codes: 0, outbox: 0 });
    context.clock.advance(3600);
  });

  it("asks for a slide challenge after a burst for one phone", async () => {
    const user = await buildUser(context.db);
    for (let index = 0; index < CAPTCHA_RISK.smsRequestsPerPhone; index++) {
      expect((await requestCode(user.phoneNumber)).body.errorCode).toBe("0");
      context.clock.advance(SMS.cooldownSeconds);
    }
    const refused = await requestCode(user.phoneNumber);
    expect(refused.body).toMatchObject({
      errorCode: "err.request.captchaCheckedFailed",
      errorMessage: "请重新进行智能验证",
      data: { captchaRequired: true },
    });
    const bogus = JSON.stringify({ certifyId: "nope", data: JSON.stringify({ x: 1, track: [] }) });
    expect(
      (await requestCode(user.phoneNumber, uniqueAddress(), { "x-captcha": bogus })).body.errorCode,
    ).toBe("err.request.captchaCheckedFailed");
    context.clock.advance(CAPTCHA_RISK.smsWindowSeconds);
    expect((await requestCode(user.phoneNumber)).body.errorCode).toBe("0");
  });

  it("refuses unknown and inactive phone numbers, and bad input with the field message", async () => {
    expect((await requestCode(uniquePhone())).body.errorCode).toBe("err.phone.unOpened");
    const inactive = await buildUser(context.db, { state: "INACTIVE" });
    expect((await requestCode(inactive.phoneNumber)).body.errorCode).toBe("err.user.inactive");
    const bad = await requestCode("1380000");
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ phoneNumber: "手机号格式错误" });
  });
});

describe("POST /passports/sms-login", () => {
  it("expires codes after the TTL", async () => {
    const user = await buildUser(context.db);
    await requestCode(user.phoneNumber);
    const code = await latestCode(user.phoneNumber);
    context.clock.advance(SMS.codeTtlSeconds);
    expect((await smsLogin(user.phoneNumber, code)).body).toMatchObject({
      errorCode: "err.sms.codeExpired",
      errorMessage: "验证码已过期，请重新获取",
    });
  });

  it(`burns a code after ${SMS.maxAttempts} wrong guesses`, async () => {
    const user = await buildUser(context.db);
    await requestCode(user.phoneNumber);
    const code = await latestCode(user.phoneNumber);
    const wrong = code === "0000" ? "1111" : "0000";
    for (let attempt = 0; attempt < SMS.maxAttempts; attempt++) {
      expect((await smsLogin(user.phoneNumber, wrong)).body).toMatchObject({
        errorCode: "err.sms.codeWrong",
        errorMessage: "验证码错误，请重新输入",
      });
    }
    expect((await smsLogin(user.phoneNumber, code)).body).toMatchObject({
      errorCode: "err.sms.attemptsExceeded",
      errorMessage: "验证码错误次数过多，请重新获取",
    });
  });

  it(`judges at most ${SMS.maxAttempts} of parallel wrong guesses against one code (F-04)`, async () => {
    const user = await buildUser(context.db);
    await requestCode(user.phoneNumber);
    const code = await latestCode(user.phoneNumber);
    const wrong = code === "0000" ? "1111" : "0000";
    const guesses = await Promise.all(Array.from({ length: 15 }, () => smsLogin(user.phoneNumber, wrong)));
    const codes = guesses.map((guess) => guess.body.errorCode);
    expect(codes.filter((errorCode) => errorCode === "err.sms.codeWrong")).toHaveLength(SMS.maxAttempts);
    expect(codes.filter((errorCode) => errorCode === "err.sms.attemptsExceeded")).toHaveLength(
      15 - SMS.maxAttempts,
    );
    const [row] = await context.db.select().from(smsCodes).where(eq(smsCodes.phoneNumber, user.phoneNumber));
    expect(row?.attempts).toBe(SMS.maxAttempts);
    expect((await smsLogin(user.phoneNumber, code)).body.errorCode).toBe("err.sms.attemptsExceeded");
  });

  it("asks for a challenge on the next code request after repeated failed SMS logins", async () => {
    const user = await buildUser(context.db);
    await requestCode(user.phoneNumber);
    for (let attempt = 0; attempt < CAPTCHA_RISK.smsLoginFailuresPerPhone; attempt++) {
      await smsLogin(user.phoneNumber, "9999" === (await latestCode(user.phoneNumber)) ? "8888" : "9999");
    }
    context.clock.advance(SMS.cooldownSeconds);
    expect((await requestCode(user.phoneNumber)).body.errorCode).toBe("err.request.captchaCheckedFailed");
  });

  it("answers the shared field message for a malformed code", async () => {
    const response = await smsLogin(uniquePhone(), "12a");
    expect(response.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { smsCode: "验证码格式错误" },
    });
  });
});

describe("daily SMS caps per phone (F-04)", () => {
  const lockedMessage =
    /^该手机号今日验证码登录次数过多，验证码登录已锁定至 \d{1,2}月\d{1,2}日 \d{2}:\d{2}，请稍后再试或使用密码登录$/;

  it(`sends at most ${SMS.codesPerPhonePerDay} codes a day, then locks SMS login for ${SMS.lockHours} hours`, async () => {
    const user = await buildUser(context.db);
    for (let index = 0; index < SMS.codesPerPhonePerDay; index++) {
      expect((await requestCode(user.phoneNumber)).body.errorCode).toBe("0");
      // Past the burst window, so the captcha never steps in.
      context.clock.advance(CAPTCHA_RISK.smsWindowSeconds);
    }
    const now = context.clock.now();
    const refused = await requestCode(user.phoneNumber);
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe("err.sms.locked");
    expect(refused.body.errorMessage).toMatch(lockedMessage);
    expect(refused.body.data).toEqual({ lockedUntil: addSeconds(now, SMS.lockHours * 3600).toISOString() });
    // The last code sent is no way in either while the lock holds.
    expect((await smsLogin(user.phoneNumber, await latestCode(user.phoneNumber))).body.errorCode).toBe(
      "err.sms.locked",
    );
    context.clock.advance(SMS.lockHours * 3600 - 1);
    expect((await requestCode(user.phoneNumber)).body.errorCode).toBe("err.sms.locked");
    context.clock.advance(1);
    expect((await requestCode(user.phoneNumber)).body.errorCode).toBe("0");
    expect((await smsLogin(user.phoneNumber, await latestCode(user.phoneNumber))).body.errorCode).toBe("0");
  });

  it(`locks SMS login after ${SMS.failuresPerPhonePerDay} failed SMS logins in a day`, async () => {
    const user = await buildUser(context.db);
    let failures = 0;
    while (failures < SMS.failuresPerPhonePerDay) {
      expect((await requestCode(user.phoneNumber)).body.errorCode).toBe("0");
      const code = await latestCode(user.phoneNumber);
      const wrong = code === "0000" ? "1111" : "0000";
      for (let guess = 0; guess < SMS.maxAttempts; guess++, failures++) {
        expect((await smsLogin(user.phoneNumber, wrong)).body.errorCode).toBe("err.sms.codeWrong");
      }
      // Past the failure window, so the captcha never steps in.
      context.clock.advance(CAPTCHA_RISK.failureWindowSeconds);
    }
    const locked = await requestCode(user.phoneNumber);
    expect(locked.body.errorCode).toBe("err.sms.locked");
    expect(locked.body.errorMessage).toMatch(lockedMessage);
    context.clock.advance(SMS.lockHours * 3600);
    expect((await requestCode(user.phoneNumber)).body.errorCode).toBe("0");
  });
});

describe("SMS providers", () => {
  it("calls a slow gateway outside any transaction: the database answers others meanwhile (F-13)", async () => {
    let entered: () => void = () => {};
    const inGateway = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let release: () => void = () => {};
    const gatewayDone = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: SmsProvider = {
      async send() {
        entered();
        await gatewayDone;
      },
    };
    const withSlowGateway = await createTestApp({ sms: slow });
    try {
      const user = await buildUser(withSlowGateway.db);
      const sending = call(withSlowGateway.app, "POST", "/api/passports/sms-codes", {
        body: { phoneNumber: user.phoneNumber },
      });
      await inGateway;
      // PGlite has one connection: a transaction held across the gateway call would block this.
      const [found] = await withSlowGateway.db.select().from(users).where(eq(users.oid, user.oid));
      expect(found?.phoneNumber).toBe(user.phoneNumber);
      const [stored] = await withSlowGateway.db
        .select({ total: count() })
        .from(smsCodes)
        .where(eq(smsCodes.phoneNumber, user.phoneNumber));
      expect(stored?.total).toBe(1);
      release();
      expect((await sending).body.errorCode).toBe("0");
    } finally {
      release();
      await withSlowGateway.close();
    }
  });

  it("posts codes to SMS_WEBHOOK_URL and keeps nothing when the gateway fails", async () => {
    const received: unknown[] = [];
    let status = 200;
    const gateway = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        received.push(JSON.parse(body));
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((listening) => gateway.listen(0, "127.0.0.1", listening));
    const { port } = gateway.address() as AddressInfo;
    const withWebhook = await createTestApp({ env: { SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/sms` } });
    try {
      const user = await buildUser(withWebhook.db);
      const sent = await call(withWebhook.app, "POST", "/api/passports/sms-codes", {
        body: { phoneNumber: user.phoneNumber },
      });
      expect(sent.body.errorCode).toBe("0");
      expect(received).toEqual([
        { phoneNumber: user.phoneNumber, code: expect.stringMatching(/^\d{4}$/), template: "login" },
      ]);

      status = 500;
      const other = await buildUser(withWebhook.db);
      const failed = await call(withWebhook.app, "POST", "/api/passports/sms-codes", {
        body: { phoneNumber: other.phoneNumber },
      });
      expect(failed.body).toMatchObject({
        errorCode: "err.sms.sendFailed",
        errorMessage: "短信发送失败，请稍后再试",
      });
      const [rows] = await withWebhook.db
        .select({ total: count() })
        .from(smsCodes)
        .where(eq(smsCodes.phoneNumber, other.phoneNumber));
      expect(rows?.total).toBe(0);
      // The code that never left starts no cool-down.
      status = 200;
      const retried = await call(withWebhook.app, "POST", "/api/passports/sms-codes", {
        body: { phoneNumber: other.phoneNumber },
      });
      expect(retried.body.errorCode).toBe("0");
    } finally {
      await withWebhook.close();
      gateway.close();
    }
  });

  it("refuses to send in production without a provider, and hides the outbox there", async () => {
    const production = await createTestApp({ env: { NODE_ENV: "production" } });
    try {
      const user = await buildUser(production.db);
      const refused = await call(production.app, "POST", "/api/passports/sms-codes", {
        body: { phoneNumber: user.phoneNumber },
      });
      expect(refused.body).toMatchObject({
        errorCode: "err.sms.unconfigured",
        errorMessage: "未配置短信服务，请联系管理员",
      });
      const outbox = await call(production.app, "GET", `/api/dev/sms-outbox?phoneNumber=${user.phoneNumber}`);
      expect(outbox.status).toBe(404);
      expect(outbox.body.errorCode).toBe("err.api.notFound");
    } finally {
      await production.close();
    }
  });
});
