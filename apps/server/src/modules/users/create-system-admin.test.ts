// The first system administrator of a production (DESIGN §4): made from the command line, then
// logging in like anyone else.
import type { LoginResult, PublicKey } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { DEMO_PASSWORD } from "../../db/seed/demo-accounts.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { encryptPassword, uniqueAddress, uniquePhone } from "../../test/factories.ts";
import { verifyPassword } from "../auth/passwords.ts";
import { createSystemAdmin } from "./create-system-admin.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp({ env: { NODE_ENV: "production" } });
});
afterAll(() => context.close());

describe("createSystemAdmin", () => {
  it("creates an active SYS_ADMIN with a hashed password, who can log in", async () => {
    const phoneNumber = uniquePhone();
    const created = await createSystemAdmin(context.db, {
      phoneNumber,
      fullName: " 平台管理员 ",
      password: "Strong-2026",
    });
    const [row] = await context.db.select().from(users).where(eq(users.oid, created.oid));
    expect(row).toMatchObject({
      phoneNumber,
      fullName: "平台管理员",
      state: "ACTIVE",
      sysRoles: ["SYS_ADMIN"],
    });
    expect(row?.passwordHash).not.toContain("Strong-2026");
    expect(await verifyPassword("Strong-2026", row?.passwordHash ?? null)).toBe(true);

    const publicKey = (await call<PublicKey>(context.app, "GET", "/api/passports/public-key")).body.data
      .publicKey;
    const login = await call<LoginResult>(context.app, "POST", "/api/passports/account-login", {
      address: uniqueAddress(),
      body: { phoneNumber, password: encryptPassword(publicKey, "Strong-2026") },
    });
    expect(login.body.errorCode).toBe("0");
    expect(login.body.data.token).toBeTruthy();
  });

  it("refuses a phone number already in use", async () => {
    const phoneNumber = uniquePhone();
    await createSystemAdmin(context.db, { phoneNumber, fullName: "甲", password: "Strong-2026" });
    await expect(
      createSystemAdmin(context.db, { phoneNumber, fullName: "乙", password: "Strong-2027" }),
    ).rejects.toThrow(`phoneNumber: a user with ${phoneNumber} already exists`);
  });

  it("refuses a bad phone number, an empty name, a weak password and the published demo password", async () => {
    const valid = { phoneNumber: uniquePhone(), fullName: "甲", password: "Strong-2026" };
    await expect(createSystemAdmin(context.db, { ...valid, phoneNumber: "12345" })).rejects.toThrow(
      /^phoneNumber: 手机号格式错误$/,
    );
    await expect(createSystemAdmin(context.db, { ...valid, fullName: "  " })).rejects.toThrow(/^fullName: /);
    for (const password of ["short1!", "onlyletters", ""]) {
      await expect(createSystemAdmin(context.db, { ...valid, password })).rejects.toThrow(/^password: /);
    }
    await expect(createSystemAdmin(context.db, { ...valid, password: DEMO_PASSWORD })).rejects.toThrow(
      "password: the published demo password cannot be used",
    );
    const [left] = await context.db.select().from(users).where(eq(users.phoneNumber, valid.phoneNumber));
    expect(left).toBeUndefined();
  });
});
