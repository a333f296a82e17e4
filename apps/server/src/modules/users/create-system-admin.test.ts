// The first system administrator of a production (docs/operations.md, First start): made from the
// command line or ADMIN_PHONE/ADMIN_NAME with a one-time password, then logging in like anyone else
// and made to change it.
import { type LoginResult, type PublicKey, rules } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs, users } from "../../db/schema/index.ts";
import { DEMO_PASSWORD } from "../../seed/demo-accounts.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { encryptPassword, uniqueAddress, uniquePhone } from "../../test/factories.ts";
import { verifyPassword } from "../auth/passwords.ts";
import {
  createFirstAdminOnEmptyDatabase,
  createSystemAdmin,
  generateOneTimePassword,
  PhoneInUse,
} from "./create-system-admin.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp({ env: { NODE_ENV: "production" } });
});
afterAll(() => context.close());

describe("generateOneTimePassword", () => {
  it("draws 16 characters that pass the shell §5 rule, with a letter, a digit and a sign, never twice the same", () => {
    const drawn = new Set<string>();
    for (let index = 0; index < 200; index++) {
      const password = generateOneTimePassword();
      expect(password).toHaveLength(16);
      expect(rules.password(password)).toBeNull();
      expect(password).toMatch(/[A-Za-z]/);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[-_.!@#%]/);
      expect(password).not.toMatch(/[0O1lI]/);
      drawn.add(password);
    }
    expect(drawn.size).toBe(200);
  });
});

describe("createSystemAdmin", () => {
  it("creates an active SYS_ADMIN with a one-time password who must change it, audited as the command line", async () => {
    const phoneNumber = uniquePhone();
    const created = await createSystemAdmin(context.db, { phoneNumber, fullName: " 平台管理员 " });
    expect(rules.password(created.password)).toBeNull();
    const [row] = await context.db.select().from(users).where(eq(users.oid, created.oid));
    expect(row).toMatchObject({
      phoneNumber,
      fullName: "平台管理员",
      state: "ACTIVE",
      sysRoles: ["SYS_ADMIN"],
      mustChangePassword: true,
    });
    expect(row?.passwordHash).not.toContain(created.password);
    expect(await verifyPassword(created.password, row?.passwordHash ?? null)).toBe(true);
    const [entry] = await context.db.select().from(auditLogs).where(eq(auditLogs.targetOid, created.oid));
    expect(entry).toMatchObject({ action: "user.create", actorOid: null, requestId: null });
    expect(JSON.stringify(entry)).not.toContain(created.password);

    const publicKey = (await call<PublicKey>(context.app, "GET", "/api/passports/public-key")).body.data
      .publicKey;
    const login = await call<LoginResult>(context.app, "POST", "/api/passports/account-login", {
      address: uniqueAddress(),
      body: { phoneNumber, password: encryptPassword(publicKey, created.password) },
    });
    expect(login.body.errorCode).toBe("0");
    expect(login.body.data).toMatchObject({ currentOrg: null, mustChangePassword: true });
    const token = login.body.data.token;
    const refused = await call(context.app, "GET", "/api/passports/heartbeat", { token });
    expect(refused.body.errorCode).toBe("err.password.changeRequired");
  });

  it("takes the operator's password instead, still as a one-time password", async () => {
    const created = await createSystemAdmin(context.db, {
      phoneNumber: uniquePhone(),
      fullName: "甲",
      password: "Strong-2026",
    });
    expect(created.password).toBe("Strong-2026");
    const [row] = await context.db.select().from(users).where(eq(users.oid, created.oid));
    expect(row?.mustChangePassword).toBe(true);
  });

  it("refuses a phone number already in use", async () => {
    const phoneNumber = uniquePhone();
    await createSystemAdmin(context.db, { phoneNumber, fullName: "甲" });
    const again = createSystemAdmin(context.db, { phoneNumber, fullName: "乙" });
    await expect(again).rejects.toThrow(PhoneInUse);
    await expect(createSystemAdmin(context.db, { phoneNumber, fullName: "乙" })).rejects.toThrow(
      `a user with phone number ${phoneNumber} already exists`,
    );
  });

  it("refuses a bad phone number, an empty name, a weak password and the published demo password", async () => {
    const valid = { phoneNumber: uniquePhone(), fullName: "甲", password: "Strong-2026" };
    await expect(createSystemAdmin(context.db, { ...valid, phoneNumber: "12345" })).rejects.toThrow(
      /^phoneNumber: 手机号格式错误$/,
    );
    await expect(createSystemAdmin(context.db, { ...valid, fullName: "  " })).rejects.toThrow(/^fullName: /);
    for (const password of ["short1!", "onlyletters"]) {
      await expect(createSystemAdmin(context.db, { ...valid, password })).rejects.toThrow(/^password: /);
    }
    await expect(createSystemAdmin(context.db, { ...valid, password: DEMO_PASSWORD })).rejects.toThrow(
      "password: the published demo password cannot be used",
    );
    const [left] = await context.db.select().from(users).where(eq(users.phoneNumber, valid.phoneNumber));
    expect(left).toBeUndefined();
  });
});

describe("createFirstAdminOnEmptyDatabase (ADMIN_PHONE/ADMIN_NAME)", () => {
  it("creates the administrator on an empty database only", async () => {
    const empty = await createTestApp({ env: { NODE_ENV: "production" } });
    try {
      const phoneNumber = uniquePhone();
      const created = await createFirstAdminOnEmptyDatabase(empty.db, {
        phoneNumber,
        fullName: "首位管理员",
      });
      expect(created?.phoneNumber).toBe(phoneNumber);
      expect(
        await createFirstAdminOnEmptyDatabase(empty.db, { phoneNumber, fullName: "首位管理员" }),
      ).toBeNull();
      expect(
        await createFirstAdminOnEmptyDatabase(empty.db, { phoneNumber: uniquePhone(), fullName: "又一位" }),
      ).toBeNull();
      expect(await empty.db.select().from(users)).toHaveLength(1);
    } finally {
      await empty.close();
    }
  });
});
