import type { AdminBook, BookMember, Page } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  attachments,
  auditLogs,
  books,
  chapters,
  contentFiles,
  editions,
  orgs,
} from "../../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../../test/app.ts";
import {
  buildAttachment,
  buildBook,
  buildChapter,
  buildFile,
  buildOrg,
  buildSection,
  buildUser,
  sessionFor,
} from "../../../test/factories.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

/** An organisation with its admin, a content admin, a member and a system admin, each signed in. */
async function scene() {
  const { db, clock } = context;
  const org = await buildOrg(db);
  const admin = await buildUser(db, { memberships: [{ org, roles: ["ORG_ADMIN"] }] });
  const contentAdmin = await buildUser(db, { memberships: [{ org, roles: ["ORG_CONTENT_ADMIN"] }] });
  const writer = await buildUser(db, { fullName: "周主编", memberships: [{ org, roles: ["ORG_MEMBER"] }] });
  const sysAdmin = await buildUser(db, { sysRoles: ["SYS_ADMIN"] });
  return {
    org,
    admin,
    writer,
    adminToken: await sessionFor(db, admin, clock, org.oid),
    contentAdminToken: await sessionFor(db, contentAdmin, clock, org.oid),
    writerToken: await sessionFor(db, writer, clock, org.oid),
    sysToken: await sessionFor(db, sysAdmin, clock),
  };
}

const validBody = (orgOid: string, chiefEditorOid: string) => ({
  name: "  高中物理 必修一 ",
  subject: "物理",
  textbookType: "KG",
  orgOid,
  chiefEditorOid,
  description: "力与运动。",
});

async function createdBook(s: Awaited<ReturnType<typeof scene>>) {
  const response = await call<AdminBook>(context.app, "POST", "/api/books", {
    token: s.adminToken,
    body: validBody(s.org.oid, s.writer.oid),
  });
  expect(response.status).toBe(200);
  return response.body.data;
}

const auditOf = (oid: string) =>
  context.db.select().from(auditLogs).where(eq(auditLogs.targetOid, oid)).orderBy(auditLogs.at);

describe("GET /commons/subjects", () => {
  it("answers the subject list to anyone signed in", async () => {
    const s = await scene();
    const response = await call<{ items: { code: string; name: string }[] }>(
      context.app,
      "GET",
      "/api/commons/subjects",
      { token: s.writerToken },
    );
    expect(response.body.data.items).toContainEqual({ code: "physics", name: "物理" });
    expect((await call(context.app, "GET", "/api/commons/subjects")).status).toBe(401);
  });
});

describe("POST /books", () => {
  it("creates a book whose chief editor sees it in their book list, audited", async () => {
    const s = await scene();
    const book = await createdBook(s);
    expect(book).toMatchObject({
      name: "高中物理 必修一",
      subject: "物理",
      textbookType: "KG",
      state: "UN_RELEASED",
      description: "力与运动。",
      org: { oid: s.org.oid },
      chiefEditors: [{ oid: s.writer.oid, fullName: "周主编" }],
      releasedBefore: false,
      abilities: { update: true, delete: true, platformRoles: false, stateTargets: ["LOCKED", "INACTIVE"] },
    });
    const mine = await call<Page<{ oid: string; myRoles: string[] }>>(
      context.app,
      "GET",
      "/api/books/contributed",
      { token: s.writerToken },
    );
    expect(mine.body.data.items).toEqual([
      expect.objectContaining({ oid: book.oid, myRoles: ["BOOK_CHIEF_EDITOR"] }),
    ]);
    const [audit] = await auditOf(book.oid);
    expect(audit).toMatchObject({ action: "book.create", orgOid: s.org.oid, targetLabel: "高中物理 必修一" });
  });

  it("lets a system admin create in any organisation; an org admin only in their current one", async () => {
    const s = await scene();
    const other = await buildOrg(context.db);
    const outsider = await buildUser(context.db, { memberships: [{ org: other, roles: ["ORG_MEMBER"] }] });
    const refused = await call(context.app, "POST", "/api/books", {
      token: s.adminToken,
      body: validBody(other.oid, outsider.oid),
    });
    expect(refused.status).toBe(403);
    const bySys = await call<AdminBook>(context.app, "POST", "/api/books", {
      token: s.sysToken,
      body: validBody(other.oid, outsider.oid),
    });
    expect(bySys.body.data.abilities.platformRoles).toBe(true);
    expect(bySys.body.data.org.oid).toBe(other.oid);
  });

  it("refuses content admins and members (403) and creates nothing", async () => {
    const s = await scene();
    for (const token of [s.contentAdminToken, s.writerToken]) {
      const response = await call(context.app, "POST", "/api/books", {
        token,
        body: validBody(s.org.oid, s.writer.oid),
      });
      expect(response.status).toBe(403);
    }
    expect(await context.db.select().from(books).where(eq(books.orgOid, s.org.oid))).toEqual([]);
  });

  it("answers field messages: name, subject, type, organisation, chief editor", async () => {
    const s = await scene();
    const response = await call(context.app, "POST", "/api/books", {
      token: s.sysToken,
      body: { name: " ", subject: "炼金术", textbookType: "V9", description: "字".repeat(2001) },
    });
    expect(response.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: {
        name: "必填项，请输入",
        subject: "请选择学科",
        textbookType: "请选择教材类型",
        orgOid: "请选择机构",
        chiefEditorOid: "请选择主编",
        description: "最多 2000 个字符",
      },
    });
    const long = await call(context.app, "POST", "/api/books", {
      token: s.adminToken,
      body: { ...validBody(s.org.oid, s.writer.oid), name: "书".repeat(201) },
    });
    expect(long.body.errors).toEqual({ name: "最多 200 个字符" });
  });

  it("refuses a disabled organisation", async () => {
    const s = await scene();
    await context.db.update(orgs).set({ state: "INACTIVE" }).where(eq(orgs.oid, s.org.oid));
    const response = await call(context.app, "POST", "/api/books", {
      token: s.sysToken,
      body: validBody(s.org.oid, s.writer.oid),
    });
    expect(response.body.errors).toEqual({ orgOid: "该机构已停用，不能新建教材" });
  });

  it("refuses a chief editor outside the organisation or disabled", async () => {
    const s = await scene();
    const stranger = await buildUser(context.db);
    const disabled = await buildUser(context.db, {
      state: "INACTIVE",
      memberships: [{ org: s.org, roles: ["ORG_MEMBER"] }],
    });
    for (const user of [stranger, disabled]) {
      const response = await call(context.app, "POST", "/api/books", {
        token: s.adminToken,
        body: validBody(s.org.oid, user.oid),
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ chiefEditorOid: "主编必须是该机构的成员" });
    }
    expect(await context.db.select().from(books).where(eq(books.orgOid, s.org.oid))).toEqual([]);
  });
});

describe("GET /books (management list)", () => {
  it("shows an org admin their organisation's books, a system admin every organisation's", async () => {
    const s = await scene();
    const book = await createdBook(s);
    const other = await buildBook(context.db, { org: await buildOrg(context.db) });
    const byAdmin = await call<Page<AdminBook>>(context.app, "GET", "/api/books?pageSize=100", {
      token: s.adminToken,
    });
    expect(byAdmin.body.data.items.map((item) => item.oid)).toEqual([book.oid]);
    const bySys = await call<Page<AdminBook>>(
      context.app,
      "GET",
      `/api/books?orgOid=${other.orgOid}&state=UN_RELEASED&keyword=${encodeURIComponent(other.name)}`,
      { token: s.sysToken },
    );
    expect(bySys.body.data).toMatchObject({ total: 1, items: [{ oid: other.oid }] });
    expect((await call(context.app, "GET", "/api/books", { token: s.writerToken })).status).toBe(403);
    expect((await call(context.app, "GET", "/api/books?pageSize=7", { token: s.sysToken })).status).toBe(400);
  });

  it("shows the platform's overseers (technical admin, content supervisor) every book, read-only", async () => {
    const s = await scene();
    const book = await buildBook(context.db, { org: s.org });
    for (const role of ["MOSO_TECH_ADMIN", "BOOK_CONTENT_SUPERVISOR"] as const) {
      const overseer = await buildUser(context.db, { sysRoles: [role] });
      const token = await sessionFor(context.db, overseer, context.clock);
      const response = await call<Page<AdminBook>>(context.app, "GET", `/api/books?orgOid=${s.org.oid}`, {
        token,
      });
      expect(
        response.body.data.items.map((item) => item.oid),
        role,
      ).toEqual([book.oid]);
      expect(response.body.data.items[0]?.abilities, role).toEqual({
        update: false,
        delete: false,
        platformRoles: false,
        stateTargets: [],
      });
    }
  });

  it("shows a platform editor the books they hold a role in", async () => {
    const s = await scene();
    const moso = await buildUser(context.db, { sysRoles: ["MOSO_SERVE_EDITOR"] });
    const book = await buildBook(context.db, { org: s.org, mosoEditor: moso });
    await buildBook(context.db, { org: s.org });
    const token = await sessionFor(context.db, moso, context.clock);
    const response = await call<Page<AdminBook>>(context.app, "GET", "/api/books", { token });
    expect(response.body.data.items.map((item) => item.oid)).toEqual([book.oid]);
    expect(response.body.data.items[0]?.abilities).toEqual({
      update: false,
      delete: false,
      platformRoles: false,
      stateTargets: [],
    });
  });
});

describe("PUT /books/:id", () => {
  it("edits the fields and changes the chief editor; the former chief stays as an editor", async () => {
    const s = await scene();
    const book = await createdBook(s);
    const next = await buildUser(context.db, {
      fullName: "吴新主编",
      memberships: [{ org: s.org, roles: ["ORG_MEMBER"] }],
    });
    const response = await call<AdminBook>(context.app, "PUT", `/api/books/${book.oid}`, {
      token: s.adminToken,
      body: {
        name: "物理（新版）",
        subject: "科学",
        textbookType: "V2",
        description: "",
        chiefEditorOid: next.oid,
      },
    });
    expect(response.body.data).toMatchObject({
      name: "物理（新版）",
      subject: "科学",
      textbookType: "V2",
      description: null,
      chiefEditors: [{ oid: next.oid }],
    });
    const team = await call<{ items: BookMember[] }>(context.app, "GET", `/api/books/${book.oid}/editors`, {
      token: s.adminToken,
    });
    expect(Object.fromEntries(team.body.data.items.map((m) => [m.fullName, m.role]))).toEqual({
      吴新主编: "BOOK_CHIEF_EDITOR",
      周主编: "BOOK_EDITOR",
    });
    const audits = await auditOf(book.oid);
    expect(audits.at(-1)).toMatchObject({
      action: "book.update",
      before: { name: "高中物理 必修一", chiefEditorOids: [s.writer.oid] },
      after: { name: "物理（新版）", chiefEditorOids: [next.oid] },
    });
  });

  it("refuses a chief editor from elsewhere, a chief editor of the book (403) and a locked book", async () => {
    const s = await scene();
    const book = await createdBook(s);
    const body = { name: "改名", subject: "物理", textbookType: "V2" };
    const stranger = await buildUser(context.db);
    const foreign = await call(context.app, "PUT", `/api/books/${book.oid}`, {
      token: s.adminToken,
      body: { ...body, chiefEditorOid: stranger.oid },
    });
    expect(foreign.body.errors).toEqual({ chiefEditorOid: "主编必须是该机构的成员" });
    const byChief = await call(context.app, "PUT", `/api/books/${book.oid}`, { token: s.writerToken, body });
    expect(byChief.status).toBe(403);
    await call(context.app, "PUT", `/api/books/${book.oid}/state`, {
      token: s.adminToken,
      body: { state: "LOCKED" },
    });
    const locked = await call(context.app, "PUT", `/api/books/${book.oid}`, { token: s.adminToken, body });
    expect(locked.body.errorCode).toBe("err.book.readOnly");
    const [row] = await context.db.select().from(books).where(eq(books.oid, book.oid));
    expect(row?.name).toBe("高中物理 必修一");
  });
});

describe("PUT /books/:id/state", () => {
  const move = (token: string, oid: string, state: string) =>
    call<AdminBook>(context.app, "PUT", `/api/books/${oid}/state`, { token, body: { state } });

  it("follows the state table: lock, unlock, archive, restore; never a first release by hand", async () => {
    const s = await scene();
    const book = await createdBook(s);
    expect((await move(s.adminToken, book.oid, "LOCKED")).body.data.abilities.stateTargets).toEqual([
      "UN_RELEASED",
      "INACTIVE",
    ]);
    expect((await move(s.adminToken, book.oid, "INACTIVE")).body.data.state).toBe("INACTIVE");
    expect((await move(s.adminToken, book.oid, "UN_RELEASED")).body.data.state).toBe("UN_RELEASED");
    const release = await move(s.sysToken, book.oid, "RELEASED");
    expect(release.status).toBe(400);
    expect(release.body).toMatchObject({
      errorCode: "err.book.stateMove",
      errorMessage: "不能将教材从“未发布”改为“已发布”",
    });
    expect((await move(s.writerToken, book.oid, "LOCKED")).status).toBe(403);
    expect((await auditOf(book.oid)).map((row) => row.action)).toEqual([
      "book.create",
      "book.state",
      "book.state",
      "book.state",
    ]);
  });

  it("lets only a system admin withdraw a released book; a locked released book returns to RELEASED", async () => {
    const s = await scene();
    const book = await buildBook(context.db, { org: s.org, state: "RELEASED" });
    expect((await move(s.adminToken, book.oid, "UN_RELEASED")).body.errorCode).toBe("err.book.stateMove");
    expect((await move(s.adminToken, book.oid, "LOCKED")).body.data.abilities.stateTargets).toEqual([
      "RELEASED",
      "INACTIVE",
    ]);
    const [row] = await context.db.select().from(books).where(eq(books.oid, book.oid));
    expect(row?.firstReleasedAt).not.toBeNull();
    expect((await move(s.adminToken, book.oid, "RELEASED")).body.data.state).toBe("RELEASED");
    const withdrawn = await move(s.sysToken, book.oid, "UN_RELEASED");
    expect(withdrawn.body.data).toMatchObject({ state: "UN_RELEASED", releasedBefore: true });
    expect(withdrawn.body.data.abilities.stateTargets).toContain("RELEASED");
    expect((await move(s.adminToken, book.oid, "RELEASED")).status).toBe(400);
  });
});

describe("PUT /books/:id/platform-roles", () => {
  it("assigns holders of the matching system roles, system admins only", async () => {
    const s = await scene();
    const book = await createdBook(s);
    const serve = await buildUser(context.db, { fullName: "服务编辑", sysRoles: ["MOSO_SERVE_EDITOR"] });
    const designer = await buildUser(context.db, { sysRoles: ["MOSO_CONTENT_DESIGNER"] });
    const body = { mosoEditorOid: serve.oid, contentDesignerOid: designer.oid, techEditorOid: null };
    const byAdmin = await call(context.app, "PUT", `/api/books/${book.oid}/platform-roles`, {
      token: s.adminToken,
      body,
    });
    expect(byAdmin.status).toBe(403);
    const response = await call<AdminBook>(context.app, "PUT", `/api/books/${book.oid}/platform-roles`, {
      token: s.sysToken,
      body,
    });
    expect(response.body.data.platformRoles).toMatchObject({
      mosoEditorOid: { oid: serve.oid, fullName: "服务编辑" },
      contentDesignerOid: { oid: designer.oid },
      techEditorOid: null,
    });
    const serveToken = await sessionFor(context.db, serve, context.clock);
    const opened = await call(context.app, "GET", `/api/books/${book.oid}`, { token: serveToken });
    expect(opened.status).toBe(200);
    expect((await auditOf(book.oid)).at(-1)).toMatchObject({
      action: "book.platformRoles",
      before: { mosoEditorOid: null },
      after: { mosoEditorOid: serve.oid },
    });
  });

  it("names each holder without the matching system role, and changes nothing", async () => {
    const s = await scene();
    const book = await createdBook(s);
    const designer = await buildUser(context.db, { sysRoles: ["MOSO_CONTENT_DESIGNER"] });
    const response = await call(context.app, "PUT", `/api/books/${book.oid}/platform-roles`, {
      token: s.sysToken,
      body: { mosoEditorOid: designer.oid, contentDesignerOid: null, techEditorOid: s.writer.oid },
    });
    expect(response.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { mosoEditorOid: "该用户没有平台服务编辑角色", techEditorOid: "该用户没有技术编辑角色" },
    });
    const [row] = await context.db.select().from(books).where(eq(books.oid, book.oid));
    expect(row?.mosoEditorOid).toBeNull();
  });
});

describe("GET /books/editor-candidates and /books/platform-role-candidates", () => {
  it("finds an organisation's active members by name or phone for who may staff its books", async () => {
    const s = await scene();
    const url = `/api/books/editor-candidates?orgOid=${s.org.oid}&keyword=${encodeURIComponent("周")}`;
    const found = await call<{ items: { oid: string }[] }>(context.app, "GET", url, { token: s.adminToken });
    expect(found.body.data.items.map((item) => item.oid)).toEqual([s.writer.oid]);
    const byPhone = await call<{ items: { oid: string }[] }>(
      context.app,
      "GET",
      `/api/books/editor-candidates?orgOid=${s.org.oid}&keyword=${s.writer.phoneNumber.slice(3)}`,
      { token: s.sysToken },
    );
    expect(byPhone.body.data.items.map((item) => item.oid)).toEqual([s.writer.oid]);
    expect((await call(context.app, "GET", url, { token: s.writerToken })).status).toBe(403);
  });

  it("finds holders of a platform role for system admins only", async () => {
    const s = await scene();
    const tech = await buildUser(context.db, {
      fullName: `技术${Date.now()}`,
      sysRoles: ["MOSO_TECH_EDITOR"],
    });
    const url = `/api/books/platform-role-candidates?role=MOSO_TECH_EDITOR&keyword=${encodeURIComponent(tech.fullName)}`;
    const found = await call<{ items: { oid: string }[] }>(context.app, "GET", url, { token: s.sysToken });
    expect(found.body.data.items.map((item) => item.oid)).toEqual([tech.oid]);
    expect((await call(context.app, "GET", url, { token: s.adminToken })).status).toBe(403);
  });
});

describe("DELETE /books/:id", () => {
  it("deletes a never-released book with its chapters, files and attachments, by its exact name", async () => {
    const s = await scene();
    const book = await createdBook(s);
    const chapter = await buildChapter(context.db, { book });
    const file = await buildFile(context.db, { section: await buildSection(context.db, { chapter }) });
    const attachment = await buildAttachment(context.db, { uploader: s.writer, book });
    await context.storage.putObject(attachment.objectKey, Buffer.from("图"), "image/png");
    // An edition built (never released) goes with the book, objects and all.
    const [edition] = await context.db
      .insert(editions)
      .values({ bookOid: book.oid, number: 1, state: "READY", builtByOid: s.writer.oid })
      .returning();
    const editionManifest = `editions/${edition?.oid}/manifest.json`;
    await context.storage.putObject(editionManifest, Buffer.from("{}"), "application/json");
    const wrong = await call(context.app, "DELETE", `/api/books/${book.oid}`, {
      token: s.adminToken,
      body: { confirmName: "高中物理" },
    });
    expect(wrong.body.errors).toEqual({ confirmName: "输入的名称与教材名称不一致" });
    expect(
      (
        await call(context.app, "DELETE", `/api/books/${book.oid}`, {
          token: s.writerToken,
          body: { confirmName: book.name },
        })
      ).status,
    ).toBe(403);
    const response = await call(context.app, "DELETE", `/api/books/${book.oid}`, {
      token: s.adminToken,
      body: { confirmName: book.name },
    });
    expect(response.status).toBe(200);
    expect(await context.db.select().from(books).where(eq(books.oid, book.oid))).toEqual([]);
    expect(await context.db.select().from(chapters).where(eq(chapters.oid, chapter.oid))).toEqual([]);
    expect(await context.db.select().from(contentFiles).where(eq(contentFiles.oid, file.oid))).toEqual([]);
    expect(await context.db.select().from(attachments).where(eq(attachments.oid, attachment.oid))).toEqual(
      [],
    );
    expect(await context.storage.getObject(attachment.objectKey)).toBeNull();
    expect(await context.db.select().from(editions).where(eq(editions.bookOid, book.oid))).toEqual([]);
    expect(await context.storage.getObject(editionManifest)).toBeNull();
    expect((await auditOf(book.oid)).at(-1)).toMatchObject({ action: "book.delete", orgOid: s.org.oid });
  });

  it("refuses a book released once, even after it was withdrawn; archiving is offered instead", async () => {
    const s = await scene();
    const book = await buildBook(context.db, { org: s.org, state: "RELEASED" });
    const refused = await call(context.app, "DELETE", `/api/books/${book.oid}`, {
      token: s.sysToken,
      body: { confirmName: book.name },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      errorCode: "err.book.released",
      errorMessage: "该教材已发布过，不能删除。可以将其停用归档，停用后不能再修改。",
    });
    await call(context.app, "PUT", `/api/books/${book.oid}/state`, {
      token: s.sysToken,
      body: { state: "UN_RELEASED" },
    });
    const again = await call(context.app, "DELETE", `/api/books/${book.oid}`, {
      token: s.sysToken,
      body: { confirmName: book.name },
    });
    expect(again.body.errorCode).toBe("err.book.released");
    const archived = await call<AdminBook>(context.app, "PUT", `/api/books/${book.oid}/state`, {
      token: s.adminToken,
      body: { state: "INACTIVE" },
    });
    expect(archived.body.data).toMatchObject({ state: "INACTIVE", abilities: { delete: false } });
  });
});

describe("refusals across organisations and states", () => {
  it("refuses another organisation's admin every change, and changes nothing", async () => {
    const s = await scene();
    const book = await createdBook(s);
    const elsewhere = await scene();
    const token = elsewhere.adminToken;
    const attempts = [
      call(context.app, "PUT", `/api/books/${book.oid}`, {
        token,
        body: { name: "改名", subject: "物理", textbookType: "V2" },
      }),
      call(context.app, "PUT", `/api/books/${book.oid}/state`, { token, body: { state: "LOCKED" } }),
      call(context.app, "DELETE", `/api/books/${book.oid}`, { token, body: { confirmName: book.name } }),
      call(context.app, "GET", `/api/books/editor-candidates?orgOid=${s.org.oid}`, { token }),
    ];
    expect((await Promise.all(attempts)).map((response) => response.status)).toEqual([403, 403, 403, 403]);
    const [row] = await context.db.select().from(books).where(eq(books.oid, book.oid));
    expect(row).toMatchObject({ name: book.name, state: "UN_RELEASED" });
  });

  it("answers a state's field message, and refuses platform roles on a locked book", async () => {
    const s = await scene();
    const book = await createdBook(s);
    const unknown = await call(context.app, "PUT", `/api/books/${book.oid}/state`, {
      token: s.adminToken,
      body: { state: "ARCHIVED" },
    });
    expect(unknown.body).toMatchObject({ errorCode: "err.validate.failed", errors: { state: "请选择状态" } });
    await call(context.app, "PUT", `/api/books/${book.oid}/state`, {
      token: s.adminToken,
      body: { state: "LOCKED" },
    });
    const locked = await call(context.app, "PUT", `/api/books/${book.oid}/platform-roles`, {
      token: s.sysToken,
      body: { mosoEditorOid: null, contentDesignerOid: null, techEditorOid: null },
    });
    expect(locked.body.errorCode).toBe("err.book.readOnly");
    const unlocked = await call<AdminBook>(context.app, "PUT", `/api/books/${book.oid}/state`, {
      token: s.adminToken,
      body: { state: "UN_RELEASED" },
    });
    expect(unlocked.body.data.abilities).toMatchObject({ update: true, delete: true });
  });
});
