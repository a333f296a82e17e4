import type { HandoffToken, LoginResult } from "@textbook/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { buildOrg, buildUser, sessionFor, uniquePhone } from "../../test/factories.ts";
import { HANDOFF_TTL_SECONDS, SESSION_MAX_LIFETIME_SECONDS, SESSION_TTL_SECONDS } from "./sessions.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

async function twoOrgUser() {
  const first = await buildOrg(context.db, { name: "一号机构" });
  const second = await buildOrg(context.db, { name: "二号机构" });
  const user = await buildUser(context.db, {
    memberships: [
      { org: first, roles: ["ORG_MEMBER"] },
      { org: second, roles: ["ORG_ADMIN"] },
    ],
  });
  return { user, first, second, token: await sessionFor(context.db, user, context.clock, first.oid) };
}

describe("authentication", () => {
  it("answers err.login.required (401) without a token, with an unknown one and a malformed header", async () => {
    const variants: Record<string, string>[] = [
      {},
      { authorization: "Bearer unknown-token" },
      { authorization: "Basic abc" },
    ];
    for (const headers of variants) {
      const response = await call(context.app, "GET", "/api/passports/login-info", { headers });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({
        errorCode: "err.login.required",
        errorMessage: "登录已失效，请重新登录",
      });
    }
  });
});

describe("session calls", () => {
  it("login-info answers the session's login result", async () => {
    const { user, first, token } = await twoOrgUser();
    const response = await call<LoginResult>(context.app, "GET", "/api/passports/login-info", { token });
    expect(response.body.data).toMatchObject({
      user: { oid: user.oid },
      currentOrg: { oid: first.oid, name: "一号机构" },
      currentOrgRoles: ["ORG_MEMBER"],
      token,
    });
  });

  it("switch-org keeps the token, changes the organisation and remembers it for the next login", async () => {
    const { user, second, token } = await twoOrgUser();
    const switched = await call<LoginResult>(context.app, "POST", "/api/passports/switch-org", {
      token,
      body: { orgOid: second.oid },
    });
    expect(switched.body.data).toMatchObject({
      token,
      currentOrg: { oid: second.oid },
      currentOrgRoles: ["ORG_ADMIN"],
    });
    const info = await call<LoginResult>(context.app, "GET", "/api/passports/login-info", { token });
    expect(info.body.data.currentOrg?.oid).toBe(second.oid);
    const again = await sessionFor(context.db, { ...user, lastOrgOid: second.oid }, context.clock);
    const next = await call<LoginResult>(context.app, "GET", "/api/passports/login-info", { token: again });
    expect(next.body.data.currentOrg?.oid).toBe(second.oid);
  });

  it("switch-org refuses an organisation the user is not in, and a missing orgOid", async () => {
    const { token } = await twoOrgUser();
    const stranger = await buildOrg(context.db);
    const refused = await call(context.app, "POST", "/api/passports/switch-org", {
      token,
      body: { orgOid: stranger.oid },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      errorCode: "err.org.notMember",
      errorMessage: "您不是该机构的成员",
    });
    const invalid = await call(context.app, "POST", "/api/passports/switch-org", { token, body: {} });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { orgOid: "必填项，请输入" },
    });
  });

  it("heartbeat slides the session's expiry; an unrefreshed session expires", async () => {
    const { token } = await twoOrgUser();
    const { token: idle } = await twoOrgUser();
    context.clock.advance(SESSION_TTL_SECONDS - 60);
    const beat = await call<{ serverTime: string }>(context.app, "GET", "/api/passports/heartbeat", {
      token,
    });
    expect(beat.body.data.serverTime).toBe(context.clock.now().toISOString());
    context.clock.advance(120);
    expect((await call(context.app, "GET", "/api/passports/heartbeat", { token })).status).toBe(200);
    expect((await call(context.app, "GET", "/api/passports/heartbeat", { token: idle })).body.errorCode).toBe(
      "err.login.required",
    );
  });

  it("ends a session 30 days after the login however often it beats (F-14)", async () => {
    const { token } = await twoOrgUser();
    const day = 24 * 3600;
    expect(SESSION_MAX_LIFETIME_SECONDS).toBe(30 * day);
    for (let beat = 0; beat < 5; beat++) {
      expect((await call(context.app, "GET", "/api/passports/heartbeat", { token })).status).toBe(200);
      context.clock.advance(5 * day);
    }
    // Day 25: the idle expiry would reach day 32, the absolute lifetime stops it at day 30.
    expect((await call(context.app, "GET", "/api/passports/heartbeat", { token })).status).toBe(200);
    context.clock.advance(5 * day - 1);
    expect((await call(context.app, "GET", "/api/passports/login-info", { token })).status).toBe(200);
    context.clock.advance(1);
    expect((await call(context.app, "GET", "/api/passports/login-info", { token })).body.errorCode).toBe(
      "err.login.required",
    );
  });

  it("logout revokes the token", async () => {
    const { token } = await twoOrgUser();
    expect((await call(context.app, "POST", "/api/passports/logout", { token })).body).toMatchObject({
      errorCode: "0",
      data: null,
    });
    expect((await call(context.app, "GET", "/api/passports/login-info", { token })).status).toBe(401);
  });
});

describe("handoff tokens", () => {
  it("exchange once for a new session in the same organisation", async () => {
    const { user, second, token } = await twoOrgUser();
    await call(context.app, "POST", "/api/passports/switch-org", { token, body: { orgOid: second.oid } });
    const issued = await call<HandoffToken>(context.app, "POST", "/api/users/tokens", { token });
    expect(issued.body.data.expiresInSeconds).toBe(HANDOFF_TTL_SECONDS);
    // A handoff token is not a session token.
    expect(
      (await call(context.app, "GET", "/api/passports/login-info", { token: issued.body.data.token })).status,
    ).toBe(401);
    const exchanged = await call<LoginResult>(context.app, "POST", "/api/users/tokens/exchange", {
      body: { token: issued.body.data.token },
    });
    expect(exchanged.body.data).toMatchObject({ user: { oid: user.oid }, currentOrg: { oid: second.oid } });
    expect(exchanged.body.data.token).not.toBe(token);
    const replay = await call(context.app, "POST", "/api/users/tokens/exchange", {
      body: { token: issued.body.data.token },
    });
    expect(replay.body.errorCode).toBe("err.login.required");
  });

  it("expire after 120 s", async () => {
    const { token } = await twoOrgUser();
    const issued = await call<HandoffToken>(context.app, "POST", "/api/users/tokens", { token });
    context.clock.advance(HANDOFF_TTL_SECONDS);
    const late = await call(context.app, "POST", "/api/users/tokens/exchange", {
      body: { token: issued.body.data.token },
    });
    expect(late.status).toBe(401);
    expect(late.body.errorCode).toBe("err.login.required");
  });

  it("need a login to be issued", async () => {
    expect((await call(context.app, "POST", "/api/users/tokens")).status).toBe(401);
  });
});

describe("users trigger (migration 0006)", () => {
  const live = async (token: string) =>
    (await call(context.app, "GET", "/api/passports/login-info", { token })).body.errorCode;

  it("ends every session of a user disabled by any writer, and only theirs", async () => {
    const { user, token } = await twoOrgUser();
    const second = await sessionFor(context.db, user, context.clock);
    const { token: bystander } = await twoOrgUser();
    await context.db.execute(sql`update users set state = 'INACTIVE' where oid = ${user.oid}`);
    await context.db.update(users).set({ state: "ACTIVE" }).where(eq(users.oid, user.oid));
    expect(await live(token)).toBe("err.login.required");
    expect(await live(second)).toBe("err.login.required");
    expect(await live(bystander)).toBe("0");
    const rows = await context.db.select().from(sessions).where(eq(sessions.userOid, user.oid));
    expect(rows.map((row) => row.revokedReason)).toEqual(["USER", "USER"]);
  });

  it("ends every session when the phone number changes, not on other edits", async () => {
    const { user, token } = await twoOrgUser();
    await context.db.update(users).set({ fullName: "改名" }).where(eq(users.oid, user.oid));
    expect(await live(token)).toBe("0");
    await context.db.update(users).set({ phoneNumber: uniquePhone() }).where(eq(users.oid, user.oid));
    expect(await live(token)).toBe("err.login.required");
  });

  it("ends every session on a roles version bump; they answer err.privilege.changed and may log out", async () => {
    const { user, token } = await twoOrgUser();
    await context.db
      .update(users)
      .set({ rolesVersion: sql`${users.rolesVersion} + 1` })
      .where(eq(users.oid, user.oid));
    const [row] = await context.db.select().from(sessions).where(eq(sessions.userOid, user.oid));
    expect(row?.revokedAt).not.toBeNull();
    expect(row?.revokedReason).toBe("ROLES");
    expect(await live(token)).toBe("err.privilege.changed");
    expect((await call(context.app, "POST", "/api/passports/logout", { token })).body.errorCode).toBe("0");
    expect(await live(token)).toBe("err.login.required");
  });
});
