import type { LoginResult, PublicKey, ReaderLoginResult, ReaderUser } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import {
  buildOrg,
  buildUser,
  encryptPassword,
  sessionFor,
  TEST_PASSWORD,
  uniqueAddress,
} from "../../test/factories.ts";
import { freshPhone } from "../users/org-user-sheets/test-sheets.ts";
import { makeReaderOnly, readerSessionFor } from "./test/reader-world.ts";

let context: TestContext;
let publicKey: string;

beforeAll(async () => {
  context = await createTestApp();
  publicKey = (await call<PublicKey>(context.app, "GET", "/api/passports/public-key")).body.data.publicKey;
});
afterAll(() => context.close());

function body(phoneNumber: string, password = TEST_PASSWORD) {
  return { phoneNumber, password: encryptPassword(publicKey, password) };
}

const readerLogin = (phoneNumber: string, password?: string) =>
  call<ReaderLoginResult>(context.app, "POST", "/api/reader/passports/account-login", {
    address: uniqueAddress(),
    body: body(phoneNumber, password),
  });

async function latestCode(phoneNumber: string): Promise<string> {
  await call(context.app, "POST", "/api/passports/sms-codes", {
    body: { phoneNumber },
    address: uniqueAddress(),
  });
  const outbox = await call<{ items: { code: string }[] }>(
    context.app,
    "GET",
    `/api/dev/sms-outbox?phoneNumber=${phoneNumber}`,
  );
  const code = outbox.body.data.items[0]?.code;
  if (!code) throw new Error("no code sent");
  return code;
}

describe("reader login", () => {
  it("logs a reader-only account in with the password to a READER session", async () => {
    const student = await makeReaderOnly(context.db, await buildUser(context.db, { fullName: "学生甲" }));
    const response = await readerLogin(student.phoneNumber);
    expect(response.status).toBe(200);
    expect(response.body.data.user).toEqual({
      oid: student.oid,
      fullName: "学生甲",
      phoneNumber: student.phoneNumber,
      readerOnly: true,
    });
    const me = await call<ReaderUser>(context.app, "GET", "/api/reader/me", {
      token: response.body.data.token,
    });
    expect(me.body.data.oid).toBe(student.oid);
  });

  it("refuses a wrong password with the editor's message and counts it toward the lockout", async () => {
    const student = await makeReaderOnly(context.db, await buildUser(context.db));
    const response = await readerLogin(student.phoneNumber, "Wrong2026!");
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe("err.login.failed");
  });

  it("logs in with an SMS code from the editor's code call", async () => {
    const student = await makeReaderOnly(context.db, await buildUser(context.db));
    const smsCode = await latestCode(student.phoneNumber);
    const response = await call<ReaderLoginResult>(context.app, "POST", "/api/reader/passports/sms-login", {
      address: uniqueAddress(),
      body: { phoneNumber: student.phoneNumber, smsCode },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.user.oid).toBe(student.oid);
  });

  it("lets an editor account log in to the reader (a teacher previewing)", async () => {
    const org = await buildOrg(context.db);
    const teacher = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_MEMBER"] }] });
    const response = await readerLogin(teacher.phoneNumber);
    expect(response.status).toBe(200);
    expect(response.body.data.user.readerOnly).toBe(false);
  });

  it("refuses a malformed body without a 500", async () => {
    const response = await call(context.app, "POST", "/api/reader/passports/account-login", {
      address: uniqueAddress(),
      body: { phoneNumber: "12", password: 3 },
    });
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe("err.validate.failed");
  });
});

describe("editor login of a reader-only account", () => {
  it("is refused after the password check with a clear message", async () => {
    const student = await makeReaderOnly(context.db, await buildUser(context.db));
    const response = await call<LoginResult>(context.app, "POST", "/api/passports/account-login", {
      address: uniqueAddress(),
      body: body(student.phoneNumber),
    });
    expect(response.status).toBe(403);
    expect(response.body.errorCode).toBe("err.login.readerOnly");
    expect(response.body.errorMessage).toContain("阅读端");
    const wrong = await call<LoginResult>(context.app, "POST", "/api/passports/account-login", {
      address: uniqueAddress(),
      body: body(student.phoneNumber, "Wrong2026!"),
    });
    expect(wrong.body.errorCode).toBe("err.login.failed");
  });

  it("is refused by SMS too", async () => {
    const student = await makeReaderOnly(context.db, await buildUser(context.db));
    const smsCode = await latestCode(student.phoneNumber);
    const response = await call(context.app, "POST", "/api/passports/sms-login", {
      address: uniqueAddress(),
      body: { phoneNumber: student.phoneNumber, smsCode },
    });
    expect(response.body.errorCode).toBe("err.login.readerOnly");
  });
});

describe("READER sessions", () => {
  it("are refused by the editor's calls, and editor sessions by the reader's", async () => {
    const org = await buildOrg(context.db);
    const user = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_MEMBER"] }] });
    const readerToken = await readerSessionFor(context.db, user, context.clock);
    const editorToken = await sessionFor(context.db, user, context.clock);
    const editorCall = await call(context.app, "GET", "/api/passports/login-info", { token: readerToken });
    expect(editorCall.status).toBe(401);
    const readerCall = await call(context.app, "GET", "/api/reader/me", { token: editorToken });
    expect(readerCall.status).toBe(401);
    expect((await call(context.app, "GET", "/api/reader/me")).status).toBe(401);
  });

  it("end at logout and when the account is disabled, not when its roles change", async () => {
    const student = await makeReaderOnly(context.db, await buildUser(context.db));
    const token = await readerSessionFor(context.db, student, context.clock);
    await context.db
      .update(users)
      .set({ rolesVersion: student.rolesVersion + 1 })
      .where(eq(users.oid, student.oid));
    expect((await call(context.app, "GET", "/api/reader/me", { token })).status).toBe(200);
    expect((await call(context.app, "POST", "/api/reader/passports/logout", { token })).status).toBe(200);
    expect((await call(context.app, "GET", "/api/reader/me", { token })).status).toBe(401);

    const other = await makeReaderOnly(context.db, await buildUser(context.db));
    const second = await readerSessionFor(context.db, other, context.clock);
    await context.db.update(users).set({ state: "INACTIVE" }).where(eq(users.oid, other.oid));
    expect((await call(context.app, "GET", "/api/reader/me", { token: second })).status).toBe(401);
  });
});

describe("a reader-only account without a password", () => {
  it("sets one through 忘记密码 and then logs in to the reader with it", async () => {
    const [student] = await context.db
      .insert(users)
      .values({ fullName: "新同学", phoneNumber: freshPhone(), readerOnly: true })
      .returning();
    if (!student) throw new Error("no student");
    expect((await readerLogin(student.phoneNumber)).body.errorCode).toBe("err.login.failed");
    await call(context.app, "POST", "/api/passports/password-reset-codes", {
      body: { phoneNumber: student.phoneNumber },
      address: uniqueAddress(),
    });
    const outbox = await call<{ items: { code: string }[] }>(
      context.app,
      "GET",
      `/api/dev/sms-outbox?phoneNumber=${student.phoneNumber}`,
    );
    const smsCode = outbox.body.data.items[0]?.code ?? "";
    const reset = await call(context.app, "POST", "/api/passports/password-resets", {
      body: {
        phoneNumber: student.phoneNumber,
        smsCode,
        password: encryptPassword(publicKey, "Reader2026!"),
      },
      address: uniqueAddress(),
    });
    expect(reset.status).toBe(200);
    const login = await readerLogin(student.phoneNumber, "Reader2026!");
    expect(login.status).toBe(200);
    expect(login.body.data.user.readerOnly).toBe(true);
  });
});
