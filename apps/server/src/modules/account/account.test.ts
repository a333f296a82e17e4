// A user's own account through the API: 修改密码 (and the forced change it guards), 忘记密码, and the
// phone number, with every refusal.
import {
  type LoginResult,
  type PublicKey,
  SMS,
  type SmsCodesResult,
  type SmsOutboxItem,
} from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs, users } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import {
  buildOrg,
  buildUser,
  encryptPassword,
  sessionFor,
  TEST_PASSWORD,
  uniqueAddress,
  uniquePhone,
} from "../../test/factories.ts";
import type { UserRow } from "../users/repository.ts";

let context: TestContext;
let publicKey: string;
beforeAll(async () => {
  context = await createTestApp();
  publicKey = (await call<PublicKey>(context.app, "GET", "/api/passports/public-key")).body.data.publicKey;
});
afterAll(() => context.close());

const sealed = (password: string) => encryptPassword(publicKey, password);

const login = (phoneNumber: string, password: string) =>
  call<LoginResult>(context.app, "POST", "/api/passports/account-login", {
    body: { phoneNumber, password: sealed(password) },
    address: uniqueAddress(),
  });

const heartbeat = (token: string) => call(context.app, "GET", "/api/passports/heartbeat", { token });

const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  call(context.app, "PUT", "/api/users/me/password", {
    token,
    body: { currentPassword: sealed(currentPassword), newPassword: sealed(newPassword) },
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

/** Another code than the one sent, of the same shape. */
const wrong = (code: string) =>
  String((Number(code) + 1) % 10 ** SMS.codeLength).padStart(SMS.codeLength, "0");

async function auditOf(action: string, targetOid: string) {
  return context.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.targetOid, targetOid)));
}

async function userRow(oid: string): Promise<UserRow> {
  const [row] = await context.db.select().from(users).where(eq(users.oid, oid));
  if (!row) throw new Error("no user");
  return row;
}

describe("PUT /users/me/password", () => {
  it("changes the password, ends the user's other sessions and keeps this one, audited", async () => {
    const user = await buildUser(context.db);
    const current = await sessionFor(context.db, user, context.clock);
    const other = await sessionFor(context.db, user, context.clock);
    const changed = await changePassword(current, TEST_PASSWORD, "Fresh-2026");
    expect(changed.body).toMatchObject({ errorCode: "0", data: null });
    expect((await heartbeat(current)).body.errorCode).toBe("0");
    expect((await heartbeat(other)).body.errorCode).toBe("err.login.required");
    expect((await login(user.phoneNumber, TEST_PASSWORD)).body.errorCode).toBe("err.login.failed");
    expect((await login(user.phoneNumber, "Fresh-2026")).body.errorCode).toBe("0");
    const [entry] = await auditOf("user.password.change", user.oid);
    expect(entry).toMatchObject({ actorOid: user.oid, orgOid: null });
    expect(JSON.stringify(entry)).not.toContain("Fresh-2026");
  });

  it("refuses a wrong current password, and locks like the login after five", async () => {
    const user = await buildUser(context.db);
    const token = await sessionFor(context.db, user, context.clock);
    for (let attempt = 1; attempt < 5; attempt++) {
      const refused = await changePassword(token, "Wrong-2026", "Fresh-2026");
      expect(refused.body).toMatchObject({
        errorCode: "err.password.currentWrong",
        errorMessage: "当前密码错误",
      });
    }
    expect((await changePassword(token, "Wrong-2026", "Fresh-2026")).body.errorCode).toBe("err.login.locked");
    // Locked: even the right current password waits.
    expect((await changePassword(token, TEST_PASSWORD, "Fresh-2026")).body.errorCode).toBe(
      "err.login.locked",
    );
    expect((await userRow(user.oid)).passwordHash).toBe(user.passwordHash);
  });

  it("answers the shell §5 messages for an empty, a weak and an unchanged new password", async () => {
    const user = await buildUser(context.db);
    const token = await sessionFor(context.db, user, context.clock);
    const cases: [string, string][] = [
      ["", "请输入密码"],
      ["short1", "密码格式错误"],
      ["onlyletters", "密码格式错误"],
      ["12345678901234567890x", "密码格式错误"],
      [TEST_PASSWORD, "新密码不能与当前密码相同"],
    ];
    for (const [newPassword, message] of cases) {
      const refused = await changePassword(token, TEST_PASSWORD, newPassword);
      expect(refused.body).toMatchObject({
        errorCode: "err.validate.failed",
        errors: { newPassword: message },
      });
    }
    const empty = await call(context.app, "PUT", "/api/users/me/password", {
      token,
      body: { currentPassword: sealed(TEST_PASSWORD), newPassword: "" },
    });
    expect(empty.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { newPassword: "请输入密码" },
    });
    expect((await userRow(user.oid)).passwordHash).toBe(user.passwordHash);
  });

  it("refuses a caller without a session", async () => {
    const anonymous = await call(context.app, "PUT", "/api/users/me/password", {
      body: { currentPassword: sealed(TEST_PASSWORD), newPassword: sealed("Fresh-2026") },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("a password someone else chose (must_change_password)", () => {
  it("is carried by the login, refuses every call but the change, logout and login-info, and clears with the change", async () => {
    const org = await buildOrg(context.db);
    const user = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_ADMIN"] }] });
    await context.db.update(users).set({ mustChangePassword: true }).where(eq(users.oid, user.oid));
    const loggedIn = await login(user.phoneNumber, TEST_PASSWORD);
    expect(loggedIn.body.data.mustChangePassword).toBe(true);
    const { token } = loggedIn.body.data;

    for (const [method, url] of [
      ["GET", "/api/passports/heartbeat"],
      ["GET", `/api/orgs/${org.oid}`],
      ["POST", "/api/users/tokens"],
      ["GET", "/api/user-tasks/progress"],
    ] as const) {
      const refused = await call(context.app, method, url, { token });
      expect(refused.status, url).toBe(403);
      expect(refused.body, url).toMatchObject({
        errorCode: "err.password.changeRequired",
        errorMessage: "请先修改初始密码",
      });
    }
    const info = await call<LoginResult>(context.app, "GET", "/api/passports/login-info", { token });
    expect(info.body.data.mustChangePassword).toBe(true);

    expect((await changePassword(token, TEST_PASSWORD, "Mine-2026")).body.errorCode).toBe("0");
    expect((await heartbeat(token)).body.errorCode).toBe("0");
    const after = await call<LoginResult>(context.app, "GET", "/api/passports/login-info", { token });
    expect(after.body.data.mustChangePassword).toBe(false);
  });

  it("lets the user log out before changing it", async () => {
    const user = await buildUser(context.db);
    await context.db.update(users).set({ mustChangePassword: true }).where(eq(users.oid, user.oid));
    const token = (await login(user.phoneNumber, TEST_PASSWORD)).body.data.token;
    expect((await call(context.app, "POST", "/api/passports/logout", { token })).body.errorCode).toBe("0");
    expect((await call(context.app, "GET", "/api/passports/login-info", { token })).status).toBe(401);
  });
});

const requestResetCode = (
  phoneNumber: string,
  address = uniqueAddress(),
  headers: Record<string, string> = {},
) =>
  call<SmsCodesResult>(context.app, "POST", "/api/passports/password-reset-codes", {
    body: { phoneNumber },
    address,
    headers,
  });

const reset = (phoneNumber: string, smsCode: string, password: string) =>
  call(context.app, "POST", "/api/passports/password-resets", {
    body: { phoneNumber, smsCode, password: sealed(password) },
    address: uniqueAddress(),
  });

describe("忘记密码: POST /passports/password-reset-codes and /passports/password-resets", () => {
  it("resets with the code: every session ends, the forced change clears, the new password logs in, audited", async () => {
    const user = await buildUser(context.db);
    await context.db.update(users).set({ mustChangePassword: true }).where(eq(users.oid, user.oid));
    const token = await sessionFor(context.db, user, context.clock);
    const sent = await requestResetCode(user.phoneNumber);
    expect(sent.body).toMatchObject({
      errorCode: "0",
      data: { cooldownSeconds: SMS.cooldownSeconds, expiresInSeconds: SMS.codeTtlSeconds },
    });
    const code = await latestCode(user.phoneNumber);
    expect((await reset(user.phoneNumber, wrong(code), "Reset-2026")).body.errorCode).toBe(
      "err.sms.codeWrong",
    );
    expect((await reset(user.phoneNumber, code, "Reset-2026")).body).toMatchObject({
      errorCode: "0",
      data: null,
    });
    expect((await heartbeat(token)).status).toBe(401);
    const loggedIn = await login(user.phoneNumber, "Reset-2026");
    expect(loggedIn.body.data.mustChangePassword).toBe(false);
    // Single use.
    expect((await reset(user.phoneNumber, code, "Again-2026")).body.errorCode).toBe("err.sms.codeWrong");
    const [entry] = await auditOf("user.password.reset", user.oid);
    expect(entry).toMatchObject({ actorOid: user.oid });
  });

  it("judges the new password before spending the code", async () => {
    const user = await buildUser(context.db);
    await requestResetCode(user.phoneNumber);
    const code = await latestCode(user.phoneNumber);
    const weak = await reset(user.phoneNumber, code, "weakweak");
    expect(weak.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { password: "密码格式错误" },
    });
    expect((await reset(user.phoneNumber, code, "Strong-2026")).body.errorCode).toBe("0");
  });

  it("does not take a login code, and its code does not log in", async () => {
    const user = await buildUser(context.db);
    await call(context.app, "POST", "/api/passports/sms-codes", {
      body: { phoneNumber: user.phoneNumber },
      address: uniqueAddress(),
    });
    const loginCode = await latestCode(user.phoneNumber);
    expect((await reset(user.phoneNumber, loginCode, "Reset-2026")).body.errorCode).toBe("err.sms.codeWrong");

    const other = await buildUser(context.db);
    await requestResetCode(other.phoneNumber);
    const resetCode = await latestCode(other.phoneNumber);
    const smsLogin = await call(context.app, "POST", "/api/passports/sms-login", {
      body: { phoneNumber: other.phoneNumber, smsCode: resetCode },
      address: uniqueAddress(),
    });
    expect(smsLogin.body.errorCode).toBe("err.sms.codeWrong");
  });

  it("answers an expired code, and an unknown phone as SMS login does", async () => {
    const user = await buildUser(context.db);
    await requestResetCode(user.phoneNumber);
    const code = await latestCode(user.phoneNumber);
    context.clock.advance(SMS.codeTtlSeconds + 1);
    expect((await reset(user.phoneNumber, code, "Reset-2026")).body.errorCode).toBe("err.sms.codeExpired");
    expect((await requestResetCode(uniquePhone())).body.errorCode).toBe("err.phone.unOpened");
  });

  it("keeps the login code's cool-down (shared with login codes) and asks for the captcha on the third code", async () => {
    const user = await buildUser(context.db);
    const address = uniqueAddress();
    expect((await requestResetCode(user.phoneNumber, address)).body.errorCode).toBe("0");
    const again = await requestResetCode(user.phoneNumber, address);
    expect(again.status).toBe(429);
    expect(again.body.errorCode).toBe("err.sms.tooFrequent");
    const loginCode = await call(context.app, "POST", "/api/passports/sms-codes", {
      body: { phoneNumber: user.phoneNumber },
      address,
    });
    expect(loginCode.body.errorCode).toBe("err.sms.tooFrequent");
    context.clock.advance(SMS.cooldownSeconds);
    expect((await requestResetCode(user.phoneNumber, address)).body.errorCode).toBe("0");
    context.clock.advance(SMS.cooldownSeconds);
    expect((await requestResetCode(user.phoneNumber, address)).body.errorCode).toBe(
      "err.request.captchaCheckedFailed",
    );
  });
});

const requestPhoneCode = (token: string, phoneNumber: string) =>
  call<SmsCodesResult>(context.app, "POST", "/api/users/me/phone-number-codes", {
    token,
    body: { phoneNumber },
    address: uniqueAddress(),
  });

const changePhone = (token: string, userOid: string, body: { phoneNumber: string; smsCode?: string }) =>
  call<LoginResult | null>(context.app, "PUT", `/api/users/${userOid}/phone-number`, {
    token,
    body,
    address: uniqueAddress(),
  });

describe("PUT /users/:id/phone-number", () => {
  it("changes one's own number with the new phone's code and answers a fresh session; the others end", async () => {
    const org = await buildOrg(context.db);
    const user = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_MEMBER"] }] });
    const token = await sessionFor(context.db, user, context.clock, org.oid);
    const newPhone = uniquePhone();
    expect((await requestPhoneCode(token, newPhone)).body.errorCode).toBe("0");
    const code = await latestCode(newPhone);
    expect(
      (await changePhone(token, user.oid, { phoneNumber: newPhone, smsCode: wrong(code) })).body.errorCode,
    ).toBe("err.sms.codeWrong");
    const changed = await changePhone(token, user.oid, { phoneNumber: newPhone, smsCode: code });
    expect(changed.body.errorCode).toBe("0");
    const result = changed.body.data as LoginResult;
    expect(result.user.phoneNumber).toBe(newPhone);
    expect(result.currentOrg?.oid).toBe(org.oid);
    expect((await heartbeat(token)).status).toBe(401);
    expect((await heartbeat(result.token)).body.errorCode).toBe("0");
    expect((await login(newPhone, TEST_PASSWORD)).body.errorCode).toBe("0");
    const [entry] = await auditOf("user.phone.change", user.oid);
    expect(entry).toMatchObject({
      actorOid: user.oid,
      before: { phoneNumber: user.phoneNumber },
      after: { phoneNumber: newPhone },
    });
  });

  it("refuses a number in use (code and change), a missing code, and another user's code", async () => {
    const user = await buildUser(context.db);
    const taken = await buildUser(context.db);
    const token = await sessionFor(context.db, user, context.clock);
    const takenCode = await requestPhoneCode(token, taken.phoneNumber);
    expect(takenCode.body).toMatchObject({ errorCode: "err.phone.taken", errorMessage: "该手机号已被使用" });
    expect(
      (await changePhone(token, user.oid, { phoneNumber: taken.phoneNumber, smsCode: "1234" })).body,
    ).toMatchObject({
      errorCode: "err.phone.taken",
      errors: { phoneNumber: "该手机号已被使用" },
    });
    const newPhone = uniquePhone();
    expect((await changePhone(token, user.oid, { phoneNumber: newPhone })).body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { smsCode: "请输入验证码" },
    });
    // A code another user asked for cannot move this user onto the number.
    const thief = await buildUser(context.db);
    const thiefToken = await sessionFor(context.db, thief, context.clock);
    await requestPhoneCode(token, newPhone);
    const code = await latestCode(newPhone);
    expect(
      (await changePhone(thiefToken, thief.oid, { phoneNumber: newPhone, smsCode: code })).body.errorCode,
    ).toBe("err.sms.codeWrong");
    expect((await userRow(thief.oid)).phoneNumber).toBe(thief.phoneNumber);
  });

  it("lets an organisation's administrator change a member's number without a code, ending the member's sessions", async () => {
    const org = await buildOrg(context.db);
    const admin = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_ADMIN"] }] });
    const member = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_CONTENT_ADMIN"] }] });
    const adminToken = await sessionFor(context.db, admin, context.clock, org.oid);
    const memberToken = await sessionFor(context.db, member, context.clock, org.oid);
    const newPhone = uniquePhone();
    const changed = await changePhone(adminToken, member.oid, { phoneNumber: newPhone });
    expect(changed.body).toMatchObject({ errorCode: "0", data: null });
    expect((await userRow(member.oid)).phoneNumber).toBe(newPhone);
    expect((await heartbeat(memberToken)).status).toBe(401);
    const [entry] = await auditOf("user.phone.change", member.oid);
    expect(entry).toMatchObject({ actorOid: admin.oid, orgOid: org.oid });
  });

  it("refuses another user's number to a member, to an administrator of another organisation and for a platform user; a SYS_ADMIN may", async () => {
    const org = await buildOrg(context.db);
    const elsewhere = await buildOrg(context.db);
    const member = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_MEMBER"] }] });
    const colleague = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_CONTENT_ADMIN"] }] });
    const foreignAdmin = await buildUser(context.db, {
      memberships: [{ org: elsewhere, roles: ["ORG_ADMIN"] }],
    });
    const orgAdmin = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_ADMIN"] }] });
    const platformUser = await buildUser(context.db, {
      sysRoles: ["MOSO_TECH_EDITOR"],
      memberships: [{ org, roles: ["ORG_MEMBER"] }],
    });
    const adminOfBoth = await buildUser(context.db, {
      memberships: [
        { org, roles: ["ORG_MEMBER"] },
        { org: elsewhere, roles: ["ORG_ADMIN"] },
      ],
    });
    const sysAdmin = await buildUser(context.db, { sysRoles: ["SYS_ADMIN"] });
    const refusals: [UserRow, UserRow][] = [
      [member, colleague],
      [foreignAdmin, colleague],
      [orgAdmin, platformUser],
      [orgAdmin, adminOfBoth],
    ];
    for (const [caller, target] of refusals) {
      const token = await sessionFor(context.db, caller, context.clock);
      const refused = await changePhone(token, target.oid, { phoneNumber: uniquePhone() });
      expect(refused.status).toBe(403);
      expect((await userRow(target.oid)).phoneNumber).toBe(target.phoneNumber);
    }
    const sysToken = await sessionFor(context.db, sysAdmin, context.clock);
    expect(
      (await changePhone(sysToken, platformUser.oid, { phoneNumber: uniquePhone() })).body.errorCode,
    ).toBe("0");
    expect(
      (await changePhone(sysToken, colleague.oid, { phoneNumber: member.phoneNumber })).body.errorCode,
    ).toBe("err.phone.taken");
    expect((await changePhone(sysToken, "nosuchuser0000000000", { phoneNumber: uniquePhone() })).status).toBe(
      404,
    );
  });
});
