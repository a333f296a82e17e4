import type { OrgDetail, OrgListItem } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { buildOrg, buildUser, sessionFor } from "../../test/factories.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

async function world() {
  const school = await buildOrg(context.db, { name: "光明学校" });
  const college = await buildOrg(context.db, { name: "机电学院", parentOid: school.oid, level: 2 });
  const press = await buildOrg(context.db, { name: "光明出版社", type: "PARTNER" });
  const user = await buildUser(context.db, {
    memberships: [
      { org: school, roles: ["ORG_ADMIN"] },
      { org: college, roles: ["ORG_MEMBER"] },
    ],
  });
  return { school, college, press, user, token: await sessionFor(context.db, user, context.clock) };
}

type OrgList = { items: OrgListItem[]; total: number };

describe("GET /orgs/my-list", () => {
  it("lists the caller's organisations with 'parent / name' and roles there", async () => {
    const { school, college, token } = await world();
    const response = await call<OrgList>(context.app, "GET", "/api/orgs/my-list", { token });
    expect(response.body.data.total).toBe(2);
    expect(response.body.data.items).toEqual(
      expect.arrayContaining([
        {
          oid: college.oid,
          name: "机电学院",
          fullName: "光明学校 / 机电学院",
          type: "SCHOOL",
          level: 2,
          orgName: { name: "机电学院", parentName: "光明学校" },
          roles: ["ORG_MEMBER"],
        },
        expect.objectContaining({
          oid: school.oid,
          fullName: "光明学校",
          orgName: { name: "光明学校", parentName: null },
        }),
      ]),
    );
  });

  it("filters by a name substring, taking % literally", async () => {
    const { college, token } = await world();
    const filtered = await call<OrgList>(
      context.app,
      "GET",
      `/api/orgs/my-list?keyword=${encodeURIComponent("机电")}`,
      { token },
    );
    expect(filtered.body.data.items.map((org) => org.oid)).toEqual([college.oid]);
    const literal = await call<OrgList>(context.app, "GET", "/api/orgs/my-list?keyword=%25", { token });
    expect(literal.body.data.total).toBe(0);
  });

  it("needs a login", async () => {
    expect((await call(context.app, "GET", "/api/orgs/my-list")).status).toBe(401);
  });
});

describe("GET /orgs/all", () => {
  it("is refused to users without a system role", async () => {
    const { token } = await world();
    const response = await call(context.app, "GET", "/api/orgs/all", { token });
    expect(response.status).toBe(403);
    expect(response.body.errorCode).toBe("err.privilege.required");
  });

  it("lists every organisation for system roles", async () => {
    const { press } = await world();
    const admin = await buildUser(context.db, { sysRoles: ["DELIVERY_ADMIN"] });
    const token = await sessionFor(context.db, admin, context.clock);
    const response = await call<OrgList>(
      context.app,
      "GET",
      `/api/orgs/all?keyword=${encodeURIComponent("光明出版社")}`,
      {
        token,
      },
    );
    expect(response.body.data.items.map((org) => org.oid)).toContain(press.oid);
    expect(response.body.data.items.every((org) => org.name === "光明出版社")).toBe(true);
  });
});

describe("GET /orgs/:id", () => {
  it("shows an organisation to its members and to SYS_ADMIN, not to others", async () => {
    const { college, press, token } = await world();
    const detail = await call<OrgDetail>(context.app, "GET", `/api/orgs/${college.oid}`, { token });
    expect(detail.body.data).toMatchObject({
      oid: college.oid,
      fullName: "光明学校 / 机电学院",
      parentOid: college.parentOid,
      memberCount: 1,
    });
    const refused = await call(context.app, "GET", `/api/orgs/${press.oid}`, { token });
    expect(refused.status).toBe(403);
    const sysAdmin = await buildUser(context.db, { sysRoles: ["SYS_ADMIN"] });
    const adminToken = await sessionFor(context.db, sysAdmin, context.clock);
    expect(
      (await call(context.app, "GET", `/api/orgs/${press.oid}`, { token: adminToken })).body.errorCode,
    ).toBe("0");
    const missing = await call(context.app, "GET", "/api/orgs/doesNotExist123", { token: adminToken });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      errorCode: "err.resource.notFound",
      errorMessage: "请求的内容不存在",
    });
  });
});
