import type { BookListItem, Page } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { buildBook, buildOrg, buildUser, sessionFor } from "../../test/factories.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

async function library() {
  const org = await buildOrg(context.db);
  const other = await buildOrg(context.db);
  const editor = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_MEMBER"] }] });
  const admin = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_CONTENT_ADMIN"] }] });
  const mine = await buildBook(context.db, {
    org,
    name: "数学分析",
    state: "RELEASED",
    publishState: "PUBLISHED",
    updatedAt: day(3),
    members: [{ user: editor, role: "BOOK_EDITOR" }],
  });
  const alsoMine = await buildBook(context.db, {
    org,
    name: "线性代数",
    updatedAt: day(5),
    members: [{ user: editor, role: "BOOK_CHIEF_EDITOR" }],
  });
  const notMine = await buildBook(context.db, { org, name: "概率论", updatedAt: day(4) });
  await buildBook(context.db, {
    org: other,
    name: "别的机构的书",
    members: [{ user: editor, role: "BOOK_EDITOR" }],
  });
  return {
    org,
    mine,
    alsoMine,
    notMine,
    editorToken: await sessionFor(context.db, editor, context.clock, org.oid),
    adminToken: await sessionFor(context.db, admin, context.clock, org.oid),
  };
}

const list = (token: string, query = "") =>
  call<Page<BookListItem>>(context.app, "GET", `/api/books/contributed${query}`, { token });

describe("GET /books/contributed", () => {
  it("lists the current organisation's books the member works on, newest first, with their role", async () => {
    const { mine, alsoMine, editorToken } = await library();
    const response = await list(editorToken);
    expect(response.body.data).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(response.body.data.items.map((book) => book.oid)).toEqual([alsoMine.oid, mine.oid]);
    expect(response.body.data.items[1]).toEqual({
      oid: mine.oid,
      name: "数学分析",
      subject: null,
      description: null,
      coverUrl: null,
      state: "RELEASED",
      publishState: "PUBLISHED",
      textbookType: "V2",
      completionRate: 0,
      chapterCount: 0,
      myRoles: ["BOOK_EDITOR"],
      updatedAt: day(3).toISOString(),
    });
  });

  it("lists every book of the organisation for its content admin", async () => {
    const { notMine, adminToken } = await library();
    const response = await list(adminToken);
    expect(response.body.data.total).toBe(3);
    expect(response.body.data.items.find((book) => book.oid === notMine.oid)?.myRoles).toEqual([]);
  });

  it("filters by name keyword and state, and pages", async () => {
    const { mine, alsoMine, adminToken } = await library();
    expect(
      (await list(adminToken, `?keyword=${encodeURIComponent("分析")}`)).body.data.items.map((b) => b.oid),
    ).toEqual([mine.oid]);
    expect((await list(adminToken, "?state=RELEASED")).body.data.items.map((b) => b.oid)).toEqual([mine.oid]);
    const second = await list(adminToken, "?page=1&pageSize=10");
    expect(second.body.data.items[0]?.oid).toBe(alsoMine.oid);
    const beyond = await list(adminToken, "?page=2&pageSize=10");
    expect(beyond.body.data).toMatchObject({ items: [], total: 3, page: 2 });
  });

  it("pages 10 per page by default", async () => {
    const org = await buildOrg(context.db);
    const admin = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_ADMIN"] }] });
    for (let index = 0; index < 12; index++) await buildBook(context.db, { org, updatedAt: day(index + 1) });
    const token = await sessionFor(context.db, admin, context.clock, org.oid);
    const first = await list(token);
    expect(first.body.data.items).toHaveLength(10);
    expect(first.body.data.total).toBe(12);
    expect((await list(token, "?page=2")).body.data.items).toHaveLength(2);
    expect((await list(token, "?pageSize=20")).body.data.items).toHaveLength(12);
  });

  it("answers the field message for a page size outside 10/20/50/100 and a bad state", async () => {
    const { editorToken } = await library();
    const response = await list(editorToken, "?pageSize=15&state=GONE");
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { pageSize: "每页条数只能是 10、20、50 或 100", state: "格式不正确" },
    });
  });

  it("bounds the page number like the page size, as a field message rather than a server error", async () => {
    const { editorToken } = await library();
    for (const page of ["100001", "9007199254740991"]) {
      const response = await list(editorToken, `?page=${page}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        errorCode: "err.validate.failed",
        errors: { page: "输入的值应小于或等于 100000" },
      });
    }
    expect((await list(editorToken, "?page=100000")).body.data.items).toEqual([]);
  });

  it("answers an empty page without a current organisation, and 401 without login", async () => {
    const loner = await buildUser(context.db);
    const token = await sessionFor(context.db, loner, context.clock);
    expect((await list(token)).body.data).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
    expect((await call(context.app, "GET", "/api/books/contributed")).status).toBe(401);
  });
});
