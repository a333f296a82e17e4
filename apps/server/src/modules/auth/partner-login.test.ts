import type { LoginResult, PartnerLoginResult } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships, users } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { buildOrg, buildUser, uniquePhone } from "../../test/factories.ts";
import type { OrgRow } from "../users/repository.ts";
import { PARTNER_TICKET_MAX_SECONDS, signPartnerTicket } from "./partner-ticket.ts";

const SECRET = "partner-test-secret";
let context: TestContext;
beforeAll(async () => {
  context = await createTestApp({ env: { PARTNER_TICKET_SECRET: SECRET } });
});
afterAll(() => context.close());

const expInSeconds = (seconds: number) => Math.floor(context.clock.now().getTime() / 1000) + seconds;

async function ticketFor(
  overrides: {
    exp?: number;
    nonce?: string;
    secret?: string;
    org?: OrgRow;
    phoneNumber?: string;
    partnerUserId?: string;
  } = {},
) {
  const org = overrides.org ?? (await buildOrg(context.db, { level: 2, partnerLinked: true }));
  const phoneNumber = overrides.phoneNumber ?? uniquePhone();
  const ticket = signPartnerTicket(
    {
      partnerUserId: overrides.partnerUserId ?? `p-${phoneNumber}`,
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

  it(`refuses a ticket that would live longer than ${PARTNER_TICKET_MAX_SECONDS} s`, async () => {
    const { ticket } = await ticketFor({ exp: expInSeconds(PARTNER_TICKET_MAX_SECONDS + 1) });
    expect((await partnerLogin(ticket)).body).toMatchObject({
      errorCode: "err.partner.ticketTooLong",
      errorMessage: "登录凭证有效期过长，请从合作平台重新进入",
    });
    expect(
      (await partnerLogin((await ticketFor({ exp: expInSeconds(PARTNER_TICKET_MAX_SECONDS) })).ticket)).body
        .errorCode,
    ).toBe("0");
  });

  it("signs into the account the partner already owns, again and again", async () => {
    const first = await ticketFor();
    const firstLogin = await partnerLogin(first.ticket);
    const again = await ticketFor({ phoneNumber: first.phoneNumber, org: first.org });
    const secondLogin = await partnerLogin(again.ticket);
    expect(secondLogin.body.errorCode).toBe("0");
    expect(secondLogin.body.data.tokenData.user.oid).toBe(firstLogin.body.data.tokenData.user.oid);
  });

  it("never takes over a local account found by phone, nor one holding system roles (F-11)", async () => {
    const local = await buildUser(context.db);
    const refused = {
      errorCode: "err.partner.accountRefused",
      errorMessage: "该手机号的账号不能通过合作平台登录，请联系管理员",
    };
    expect(
      (await partnerLogin((await ticketFor({ phoneNumber: local.phoneNumber })).ticket)).body,
    ).toMatchObject(refused);
    const [untouched] = await context.db.select().from(users).where(eq(users.oid, local.oid));
    expect([untouched?.fromProject, untouched?.partnerUserId]).toEqual([false, null]);
    // Even an account linked earlier is refused once it holds a system role.
    const admin = await buildUser(context.db, { sysRoles: ["SYS_ADMIN"] });
    await context.db
      .update(users)
      .set({ partnerUserId: "p-admin", fromProject: true })
      .where(eq(users.oid, admin.oid));
    const ticket = (await ticketFor({ phoneNumber: admin.phoneNumber, partnerUserId: "p-admin" })).ticket;
    expect((await partnerLogin(ticket)).body).toMatchObject(refused);
  });

  it("adds users only to organisations linked to the partner; existing members may enter any", async () => {
    const unlinked = await buildOrg(context.db);
    const { ticket, phoneNumber } = await ticketFor({ org: unlinked });
    expect((await partnerLogin(ticket)).body).toMatchObject({
      errorCode: "err.partner.orgNotLinked",
      errorMessage: "该机构未开通合作平台登录，请联系管理员",
    });
    // Nothing of the refused login is kept: no user, no membership.
    expect(await context.db.select().from(users).where(eq(users.phoneNumber, phoneNumber))).toEqual([]);
    const member = await ticketFor();
    const created = await partnerLogin(member.ticket);
    const userOid = created.body.data.tokenData.user.oid;
    await context.db.insert(memberships).values({ userOid, orgOid: unlinked.oid, roles: ["ORG_MEMBER"] });
    const into = await ticketFor({ phoneNumber: member.phoneNumber, org: unlinked });
    const entered = await partnerLogin(into.ticket);
    expect(entered.body.errorCode).toBe("0");
    expect(entered.body.data.tokenData.currentOrg?.oid).toBe(unlinked.oid);
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
