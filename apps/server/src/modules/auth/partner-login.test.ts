import type { LoginResult, PartnerLoginResult } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { buildOrg, uniquePhone } from "../../test/factories.ts";
import { signPartnerTicket } from "./partner-ticket.ts";

const SECRET = "partner-test-secret";
let context: TestContext;
beforeAll(async () => {
  context = await createTestApp({ env: { PARTNER_TICKET_SECRET: SECRET } });
});
afterAll(() => context.close());

const expInSeconds = (seconds: number) => Math.floor(context.clock.now().getTime() / 1000) + seconds;

async function ticketFor(overrides: { exp?: number; nonce?: string; secret?: string } = {}) {
  const org = await buildOrg(context.db, { level: 2 });
  const phoneNumber = uniquePhone();
  const ticket = signPartnerTicket(
    {
      partnerUserId: `p-${phoneNumber}`,
      phoneNumber,
      fullName: "合作平台教师",
      orgOid: org.oid,
      exp: overrides.exp ?? expInSeconds(300),
      ...(overrides.nonce ? { nonce: overrides.nonce } : {}),
    },
    overrides.secret ?? SECRET,
  );
  return { ticket, org, phoneNumber };
}

const partnerLogin = (ticket: string, app = context.app) =>
  call<PartnerLoginResult>(app, "POST", "/api/passports/zjy-login", { body: { ticket } });

describe("POST /passports/zjy-login", () => {
  it("creates the partner user as a member of the ticket's organisation, flagged fromProject", async () => {
    const { ticket, org, phoneNumber } = await ticketFor();
    const response = await partnerLogin(ticket);
    expect(response.body.errorCode).toBe("0");
    expect(response.body.data).toMatchObject({
      fromProject: true,
      tokenData: {
        fromProject: true,
        user: { phoneNumber, fullName: "合作平台教师" },
        currentOrg: { oid: org.oid, level: 2 },
        currentOrgRoles: ["ORG_MEMBER"],
      },
    });
    const [stored] = await context.db.select().from(users).where(eq(users.phoneNumber, phoneNumber));
    expect(stored?.fromProject).toBe(true);
    const info = await call<LoginResult>(context.app, "GET", "/api/passports/login-info", {
      token: response.body.data.tokenData.token,
    });
    expect(info.body.data.fromProject).toBe(true);
  });

  it("refuses a bad signature, an expired ticket and a replayed nonce", async () => {
    const invalid = {
      errorCode: "err.partner.ticketInvalid",
      errorMessage: "登录凭证无效或已过期，请从合作平台重新进入",
    };
    expect((await partnerLogin((await ticketFor({ secret: "other-secret" })).ticket)).body).toMatchObject(
      invalid,
    );
    expect((await partnerLogin((await ticketFor({ exp: expInSeconds(-1) })).ticket)).body).toMatchObject(
      invalid,
    );
    const { ticket } = await ticketFor({ nonce: "nonce-used-once-1" });
    expect((await partnerLogin(ticket)).body.errorCode).toBe("0");
    expect((await partnerLogin(ticket)).body).toMatchObject(invalid);
    const [payload, signature] = ticket.split(".");
    expect((await partnerLogin(`${payload}x.${signature}`)).body).toMatchObject(invalid);
    expect((await partnerLogin("garbage")).body).toMatchObject(invalid);
  });

  it("answers err.partner.unconfigured without a secret", async () => {
    const bare = await createTestApp({ database: context.database });
    try {
      const { ticket } = await ticketFor();
      const response = await partnerLogin(ticket, bare.app);
      expect(response.body).toMatchObject({
        errorCode: "err.partner.unconfigured",
        errorMessage: "未配置合作平台登录，请联系管理员",
      });
    } finally {
      await bare.close();
    }
  });

  it("answers the field message for an empty ticket", async () => {
    const response = await partnerLogin("");
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe("err.validate.failed");
    expect(Object.keys(response.body.errors)).toEqual(["ticket"]);
  });
});
