import type { BookMember } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs } from "../../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../../test/app.ts";
import { bookWithTeam } from "../../../test/book-workspace.ts";
import { buildBook, buildOrg, buildUser, sessionFor } from "../../../test/factories.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

type Members = { items: BookMember[]; total: number };
const roles = (data: Members) =>
  Object.fromEntries(data.items.map((member) => [member.fullName, member.role]));

describe("GET /books/:id/editors", () => {
  it("lists the team for anyone who may view the book", async () => {
    const { url, chief, memberToken } = await bookWithTeam(context);
    const response = await call<Members>(context.app, "GET", `${url}/editors`, { token: memberToken });
    expect(response.body.data.total).toBe(3);
    expect(response.body.data.items[0]).toEqual({
      userOid: chief.oid,
      fullName: "王主编",
      phoneNumber: chief.phoneNumber,
      role: "BOOK_CHIEF_EDITOR",
      createdAt: expect.any(String),
    });
    expect(roles(response.body.data)).toEqual({
      王主编: "BOOK_CHIEF_EDITOR",
      李编辑: "BOOK_EDITOR",
      张成员: "BOOK_MEMBER",
    });
    expect((await call(context.app, "GET", `${url}/editors`)).status).toBe(401);
  });
});

describe("POST /books/:id/editors", () => {
  it("adds organisation members by phone; an existing member takes the new role", async () => {
    const { url, org, member, chiefToken } = await bookWithTeam(context);
    const newcomer = await buildUser(context.db, {
      fullName: "赵新人",
      memberships: [{ org, roles: ["ORG_MEMBER"] }],
    });
    const response = await call<Members>(context.app, "POST", `${url}/editors`, {
      token: chiefToken,
      body: { phoneNumbers: [newcomer.phoneNumber, ` ${member.phoneNumber} `], role: "BOOK_EDITOR" },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.total).toBe(4);
    expect(roles(response.body.data)).toEqual({
      王主编: "BOOK_CHIEF_EDITOR",
      李编辑: "BOOK_EDITOR",
      张成员: "BOOK_EDITOR",
      赵新人: "BOOK_EDITOR",
    });
  });

  it("names each phone that is not a member of the book's organisation, and adds no one", async () => {
    const { url, chiefToken } = await bookWithTeam(context);
    const elsewhere = await buildUser(context.db, {
      memberships: [{ org: await buildOrg(context.db), roles: ["ORG_ADMIN"] }],
    });
    const response = await call(context.app, "POST", `${url}/editors`, {
      token: chiefToken,
      body: { phoneNumbers: ["19900000000", elsewhere.phoneNumber], role: "BOOK_MEMBER" },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: {
        "phoneNumbers.0": "19900000000 不是本机构的成员",
        "phoneNumbers.1": `${elsewhere.phoneNumber} 不是本机构的成员`,
      },
    });
    expect(
      (await call<Members>(context.app, "GET", `${url}/editors`, { token: chiefToken })).body.data.total,
    ).toBe(3);
  });

  it("answers field messages for a malformed phone, an empty list and an unknown role", async () => {
    const { url, chiefToken } = await bookWithTeam(context);
    const response = await call(context.app, "POST", `${url}/editors`, {
      token: chiefToken,
      body: { phoneNumbers: ["12345"], role: "BOOK_KING" },
    });
    expect(response.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { "phoneNumbers.0": "手机号格式错误", role: "格式不正确" },
    });
    const empty = await call(context.app, "POST", `${url}/editors`, {
      token: chiefToken,
      body: { phoneNumbers: [], role: "BOOK_MEMBER" },
    });
    expect(empty.body.errors).toEqual({ phoneNumbers: "必填项，请输入" });
  });

  it("refuses to demote the last chief editor, and an editor managing members (403)", async () => {
    const { url, chief, chiefToken, editorToken, member } = await bookWithTeam(context);
    const demote = await call(context.app, "POST", `${url}/editors`, {
      token: chiefToken,
      body: { phoneNumbers: [chief.phoneNumber], role: "BOOK_EDITOR" },
    });
    expect(demote.status).toBe(400);
    expect(demote.body).toMatchObject({
      errorCode: "err.book.chiefEditorRequired",
      errorMessage: "教材至少需要保留一位主编",
    });
    const refused = await call(context.app, "POST", `${url}/editors`, {
      token: editorToken,
      body: { phoneNumbers: [member.phoneNumber], role: "BOOK_CHIEF_EDITOR" },
    });
    expect(refused.status).toBe(403);
    const members = await call<Members>(context.app, "GET", `${url}/editors`, { token: chiefToken });
    expect(roles(members.body.data)).toMatchObject({ 王主编: "BOOK_CHIEF_EDITOR", 张成员: "BOOK_MEMBER" });
  });

  it("lets the organisation's admin staff a book that has no chief editor yet", async () => {
    const org = await buildOrg(context.db);
    const admin = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_ADMIN"] }] });
    const writer = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_MEMBER"] }] });
    const book = await buildBook(context.db, { org });
    const token = await sessionFor(context.db, admin, context.clock, org.oid);
    const response = await call<Members>(context.app, "POST", `/api/books/${book.oid}/editors`, {
      token,
      body: { phoneNumbers: [writer.phoneNumber], role: "BOOK_EDITOR" },
    });
    expect(response.body.data.items.map((item) => item.role)).toEqual(["BOOK_EDITOR"]);
  });
});

describe("POST /books/:id/editors/remove", () => {
  it("removes members", async () => {
    const { url, editor, member, chiefToken } = await bookWithTeam(context);
    const response = await call<Members>(context.app, "POST", `${url}/editors/remove`, {
      token: chiefToken,
      body: { userOids: [editor.oid, member.oid] },
    });
    expect(roles(response.body.data)).toEqual({ 王主编: "BOOK_CHIEF_EDITOR" });
  });

  it("never leaves the book without a chief editor; another chief may remove one", async () => {
    const { url, org, chief, chiefToken } = await bookWithTeam(context);
    const admin = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_ADMIN"] }] });
    const adminToken = await sessionFor(context.db, admin, context.clock, org.oid);
    const refused = await call(context.app, "POST", `${url}/editors/remove`, {
      token: adminToken,
      body: { userOids: [chief.oid] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errorCode: "err.book.chiefEditorRequired",
      errorMessage: "教材至少需要保留一位主编",
    });
    const second = await buildUser(context.db, {
      fullName: "钱副主编",
      memberships: [{ org, roles: ["ORG_MEMBER"] }],
    });
    await call(context.app, "POST", `${url}/editors`, {
      token: chiefToken,
      body: { phoneNumbers: [second.phoneNumber], role: "BOOK_CHIEF_EDITOR" },
    });
    const secondToken = await sessionFor(context.db, second, context.clock, org.oid);
    const left = await call<Members>(context.app, "POST", `${url}/editors/remove`, {
      token: secondToken,
      body: { userOids: [chief.oid] },
    });
    expect(roles(left.body.data)).toMatchObject({ 钱副主编: "BOOK_CHIEF_EDITOR" });
    expect(roles(left.body.data)).not.toHaveProperty("王主编");
  });

  it("refuses to remove the caller themselves, even beside another chief, and removes no one", async () => {
    const { url, org, chief, editor, chiefToken } = await bookWithTeam(context);
    const second = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_MEMBER"] }] });
    await call(context.app, "POST", `${url}/editors`, {
      token: chiefToken,
      body: { phoneNumbers: [second.phoneNumber], role: "BOOK_CHIEF_EDITOR" },
    });
    const refused = await call(context.app, "POST", `${url}/editors/remove`, {
      token: chiefToken,
      body: { userOids: [editor.oid, chief.oid] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errorCode: "err.book.cannotRemoveSelf",
      errorMessage: "不能将自己移出教材，请由其他主编或机构管理员操作",
    });
    const members = await call<Members>(context.app, "GET", `${url}/editors`, { token: chiefToken });
    expect(roles(members.body.data)).toMatchObject({ 王主编: "BOOK_CHIEF_EDITOR" });
    expect(members.body.data.items.some((item) => item.userOid === editor.oid)).toBe(true);
  });

  it("answers 404 for a user outside the book and removes no one", async () => {
    const { url, editor, chiefToken } = await bookWithTeam(context);
    const stranger = await buildUser(context.db);
    const response = await call(context.app, "POST", `${url}/editors/remove`, {
      token: chiefToken,
      body: { userOids: [editor.oid, stranger.oid] },
    });
    expect(response.status).toBe(404);
    expect(
      (await call<Members>(context.app, "GET", `${url}/editors`, { token: chiefToken })).body.data.total,
    ).toBe(3);
    const empty = await call(context.app, "POST", `${url}/editors/remove`, {
      token: chiefToken,
      body: { userOids: [] },
    });
    expect(empty.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { userOids: "必填项，请输入" },
    });
  });
});

describe("the audit log of team changes", () => {
  it("records who was added with which role and who was removed, in the book's organisation", async () => {
    const { url, book, org, member, chiefToken } = await bookWithTeam(context);
    await call(context.app, "POST", `${url}/editors`, {
      token: chiefToken,
      body: { phoneNumbers: [member.phoneNumber], role: "BOOK_EDITOR" },
    });
    await call(context.app, "POST", `${url}/editors/remove`, {
      token: chiefToken,
      body: { userOids: [member.oid] },
    });
    const rows = await context.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.targetOid, book.oid))
      .orderBy(auditLogs.at);
    expect(rows.map(({ action, orgOid, before, after }) => ({ action, orgOid, before, after }))).toEqual([
      {
        action: "book.member.add",
        orgOid: org.oid,
        before: { members: { [member.oid]: "BOOK_MEMBER" } },
        after: { members: { [member.oid]: "BOOK_EDITOR" }, role: "BOOK_EDITOR" },
      },
      {
        action: "book.member.remove",
        orgOid: org.oid,
        before: { members: { [member.oid]: "BOOK_EDITOR" } },
        after: null,
      },
    ]);
  });
});
