// The advanced-style editing lock: one user at a time, renewed by its holder, lost on expiry (the
// injected clock), given back by its holder only; the look changes only through its holder.
import type { StyleEditing } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext } from "../../../test/app.ts";
import { buildUser, sessionFor } from "../../../test/factories.ts";
import { styledBook } from "../test/style-world.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const REFUSED = [409, "error.editing-custom-style.failed", "其他用户正在编辑高级样式"];

async function twoStylists() {
  const team = await styledBook(context);
  const admin = await buildUser(context.db, {
    fullName: "孙管理员",
    memberships: [{ org: team.org, roles: ["ORG_ADMIN"] }],
  });
  return { ...team, admin, adminToken: await sessionFor(context.db, admin, context.clock, team.org.oid) };
}

describe("custom-styles/editing", () => {
  const hold = (url: string, token: string) =>
    call<StyleEditing>(context.app, "PUT", `${url}/custom-styles/editing`, { token });
  const release = (url: string, token: string) =>
    call(context.app, "DELETE", `${url}/custom-styles/editing`, { token });
  const refusal = (answer: { status: number; body: { errorCode: string; errorMessage: string } }) => [
    answer.status,
    answer.body.errorCode,
    answer.body.errorMessage,
  ];

  it("is held by one user; a second is refused until it expires", async () => {
    const { url, chief, chiefToken, adminToken } = await twoStylists();
    const held = await hold(url, chiefToken);
    expect(held.body.data).toEqual({
      holder: { oid: chief.oid, fullName: "王主编" },
      expiresAt: new Date(context.clock.now().getTime() + 60_000).toISOString(),
    });
    expect(refusal(await hold(url, adminToken))).toEqual(REFUSED);

    context.clock.advance(50);
    expect((await hold(url, chiefToken)).status).toBe(200);
    context.clock.advance(50);
    // Renewed 50 s ago: still the chief's.
    expect(refusal(await hold(url, adminToken))).toEqual(REFUSED);
    context.clock.advance(11);
    expect((await hold(url, adminToken)).body.data.holder.fullName).toBe("孙管理员");
    expect(refusal(await hold(url, chiefToken))).toEqual(REFUSED);
  });

  it("is given back by its holder only", async () => {
    const { url, chiefToken, adminToken } = await twoStylists();
    await hold(url, chiefToken);
    expect((await release(url, adminToken)).status).toBe(200);
    expect(refusal(await hold(url, adminToken))).toEqual(REFUSED);
    expect((await release(url, chiefToken)).body.data).toBeNull();
    expect((await hold(url, adminToken)).status).toBe(200);
  });

  it("keeps everyone but its holder from changing the look", async () => {
    const { url, chiefToken, adminToken } = await twoStylists();
    await hold(url, chiefToken);
    const post = await call(context.app, "POST", `${url}/custom-styles`, {
      token: adminToken,
      body: { items: [] },
    });
    expect(refusal(post)).toEqual(REFUSED);
    expect(refusal(await call(context.app, "DELETE", `${url}/custom-styles`, { token: adminToken }))).toEqual(
      REFUSED,
    );
    const theme = await call(context.app, "POST", `${url}/theme`, {
      token: adminToken,
      body: { themeColor: "#336699" },
    });
    expect(refusal(theme)).toEqual(REFUSED);
    const own = await call(context.app, "POST", `${url}/theme`, {
      token: chiefToken,
      body: { themeColor: "#336699" },
    });
    expect(own.status).toBe(200);
  });

  it("is only for those who may change the look", async () => {
    const { url, editorToken, memberToken, viewerToken, other } = await twoStylists();
    for (const token of [editorToken, memberToken, viewerToken, other.chiefToken]) {
      expect((await hold(url, token)).status).toBe(403);
      expect((await release(url, token)).status).toBe(403);
    }
  });
});
