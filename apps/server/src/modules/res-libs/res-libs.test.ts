import type {
  Page,
  ResLibCitation,
  ResLibResource,
  SubjectResourceState,
  UsedResLib,
} from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs, books, contentFiles, orgs } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { buildBook, buildOrg, buildUser, sessionFor } from "../../test/factories.ts";
import { createdResource, libraryScene, uploadedFile } from "./test-scene.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const get = <T>(url: string, token: string) => call<T>(context.app, "GET", url, { token });
const post = <T>(url: string, token: string, body?: unknown) =>
  call<T>(context.app, "POST", url, { token, body });

describe("managing the library", () => {
  it("lets an asset admin create a resource in the organisation's library and audits it", async () => {
    const s = await libraryScene(context);
    const file = await uploadedFile(context, s.assetAdmin);
    const created = await createdResource(context, s.assetToken, file.oid, {
      keywords: ["力学", "力学", " 动量 "],
    });
    expect(created).toMatchObject({
      name: "牛顿摆",
      subjectCode: "physics",
      subjectName: "物理",
      keywords: ["力学", "动量"],
      state: "ACTIVE",
      orgOid: s.org.oid,
      orgName: "资源学校",
    });
    expect(created.attachment.attachmentOid).toBe(file.oid);
    const audit = await context.db.select().from(auditLogs).where(eq(auditLogs.targetOid, created.oid));
    expect(audit.map((row) => row.action)).toEqual(["res-lib.create"]);
  });

  it("refuses a file that is not the caller's finished bookless upload, or is already a resource", async () => {
    const s = await libraryScene(context);
    const other = await uploadedFile(context, s.editor);
    const body = { name: "图", subjectCode: "physics", keywords: [] };
    const foreign = await post("/api/res-libs", s.assetToken, { ...body, attachmentOid: other.oid });
    expect([foreign.status, foreign.body.errorCode]).toEqual([400, "err.resLib.attachmentInvalid"]);
    const mine = await uploadedFile(context, s.assetAdmin);
    await createdResource(context, s.assetToken, mine.oid);
    const again = await post("/api/res-libs", s.assetToken, { ...body, attachmentOid: mine.oid });
    expect(again.body.errorCode).toBe("err.resLib.attachmentInvalid");
  });

  it("validates names, subjects and keywords", async () => {
    const s = await libraryScene(context);
    const file = await uploadedFile(context, s.assetAdmin);
    const response = await post("/api/res-libs", s.assetToken, {
      attachmentOid: file.oid,
      name: " ",
      subjectCode: "Physics!",
      keywords: Array.from({ length: 11 }, (_, i) => `词${i}`),
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors ?? {}).sort()).toEqual(["keywords", "name", "subjectCode"]);
  });

  it("is refused to editors; an asset admin manages only the organisation's resources", async () => {
    const s = await libraryScene(context);
    expect((await get("/api/res-libs", s.editorToken)).status).toBe(403);
    const sys = await buildUser(context.db, { sysRoles: ["SYS_ADMIN"] });
    const sysToken = await sessionFor(context.db, sys, context.clock);
    const platform = await createdResource(context, sysToken, (await uploadedFile(context, sys)).oid);
    expect(platform.orgOid).toBeNull();
    const refused = await call(context.app, "PUT", `/api/res-libs/${platform.oid}/keywords`, {
      token: s.assetToken,
      body: { keywords: ["x"] },
    });
    expect(refused.status).toBe(404);
    const own = await createdResource(context, s.assetToken, (await uploadedFile(context, s.assetAdmin)).oid);
    const listed = await get<Page<ResLibResource>>("/api/res-libs?pageSize=100", s.assetToken);
    expect(listed.body.data.items.map((item) => item.oid)).toEqual([own.oid]);
    const all = await get<Page<ResLibResource>>("/api/res-libs?pageSize=100", sysToken);
    expect(all.body.data.items.map((item) => item.oid)).toEqual(
      expect.arrayContaining([own.oid, platform.oid]),
    );
  });

  it("changes keywords, name and subject, deactivates and activates, filtering by state and keyword", async () => {
    const s = await libraryScene(context);
    const resource = await createdResource(
      context,
      s.assetToken,
      (await uploadedFile(context, s.assetAdmin)).oid,
    );
    const keywords = await call<ResLibResource>(
      context.app,
      "PUT",
      `/api/res-libs/${resource.oid}/keywords`,
      {
        token: s.assetToken,
        body: { keywords: ["单摆"] },
      },
    );
    expect(keywords.body.data.keywords).toEqual(["单摆"]);
    const renamed = await call<ResLibResource>(context.app, "PUT", `/api/res-libs/${resource.oid}`, {
      token: s.assetToken,
      body: { name: "单摆实验", subjectCode: "science" },
    });
    expect(renamed.body.data).toMatchObject({ name: "单摆实验", subjectName: "科学" });
    const off = await post<ResLibResource>(`/api/res-libs/${resource.oid}/deactivate`, s.assetToken);
    expect(off.body.data.state).toBe("INACTIVE");
    const inactive = await get<Page<ResLibResource>>(
      "/api/res-libs?state=INACTIVE&keyword=单摆",
      s.assetToken,
    );
    expect(inactive.body.data.items.map((item) => item.oid)).toEqual([resource.oid]);
    const byName = await get<Page<ResLibResource>>("/api/res-libs?keyword=实验", s.assetToken);
    expect(byName.body.data.total).toBe(1);
    const none = await get<Page<ResLibResource>>("/api/res-libs?state=ACTIVE", s.assetToken);
    expect(none.body.data.total).toBe(0);
    const on = await post<ResLibResource>(`/api/res-libs/${resource.oid}/activate`, s.assetToken);
    expect(on.body.data.state).toBe("ACTIVE");
    const audit = await context.db.select().from(auditLogs).where(eq(auditLogs.targetOid, resource.oid));
    expect(audit.map((row) => row.action).sort()).toEqual(
      [
        "res-lib.activate",
        "res-lib.create",
        "res-lib.deactivate",
        "res-lib.keywords",
        "res-lib.update",
      ].sort(),
    );
  });
});

describe("using the library in a book", () => {
  it("searches active resources of the platform and the book's organisation, paged", async () => {
    const s = await libraryScene(context);
    const a = await createdResource(context, s.assetToken, (await uploadedFile(context, s.assetAdmin)).oid);
    const b = await createdResource(context, s.assetToken, (await uploadedFile(context, s.assetAdmin)).oid, {
      name: "化学键",
      subjectCode: "chemistry",
      keywords: ["分子"],
    });
    const otherOrg = await buildOrg(context.db);
    const otherAdmin = await buildUser(context.db, {
      memberships: [{ org: otherOrg, roles: ["ORG_ASSET_ADMIN"] }],
    });
    const otherToken = await sessionFor(context.db, otherAdmin, context.clock, otherOrg.oid);
    await createdResource(context, otherToken, (await uploadedFile(context, otherAdmin)).oid);
    const search = (query: string) =>
      get<Page<ResLibResource>>(`/api/res-libs/actives?bookOid=${s.book.oid}${query}`, s.editorToken);
    const all = await search("&pageSize=100");
    expect(all.body.data.items.map((item) => item.oid).sort()).toEqual(
      expect.arrayContaining([a.oid, b.oid]),
    );
    expect(all.body.data.items.every((item) => item.orgOid === null || item.orgOid === s.org.oid)).toBe(true);
    expect((await search("&subjectCode=chemistry")).body.data.items.map((item) => item.oid)).toEqual([b.oid]);
    expect((await search("&keyword=分子")).body.data.items.map((item) => item.oid)).toEqual([b.oid]);
    const paged = await search("&subjectCode=physics&pageSize=10&page=2");
    expect(paged.body.data).toMatchObject({ items: [], page: 2 });
    await post(`/api/res-libs/${b.oid}/deactivate`, s.assetToken);
    expect((await search("&subjectCode=chemistry")).body.data.total).toBe(0);
  });

  it("follows shell §6: the user's flag and the book's switch; a personal book its own flag", async () => {
    const s = await libraryScene(context);
    const url = `/api/res-libs/actives?bookOid=${s.book.oid}`;
    expect((await get(url, s.editorToken)).status).toBe(200);
    await post(`/api/books/${s.book.oid}/disable-editor-use-subject-resource`, s.chiefToken);
    const off = await get(url, s.editorToken);
    expect([off.status, off.body.errorCode]).toEqual([403, "err.resLib.unusable"]);
    await post(`/api/books/${s.book.oid}/enable-editor-use-subject-resource`, s.chiefToken);
    await context.db.update(orgs).set({ useSubjectResourceEnabled: false }).where(eq(orgs.oid, s.org.oid));
    expect((await get(url, s.editorToken)).body.errorCode).toBe("err.resLib.unusable");

    const personal = await buildOrg(context.db, { type: "PERSONAL" });
    const owner = await buildUser(context.db, { memberships: [{ org: personal, roles: ["ORG_ADMIN"] }] });
    const ownerToken = await sessionFor(context.db, owner, context.clock, personal.oid);
    const book = await buildBook(context.db, { org: personal });
    await context.db
      .update(books)
      .set({ editorUseSubjectResourceEnabled: true })
      .where(eq(books.oid, book.oid));
    const state = () =>
      get<SubjectResourceState>(`/api/books/${book.oid}/subject-resource-state`, ownerToken);
    expect((await state()).body.data).toEqual({ editorUseSubjectResourceEnabled: true, usable: false });
    await context.db.update(books).set({ useSubjectResourceEnabled: true }).where(eq(books.oid, book.oid));
    expect((await state()).body.data.usable).toBe(true);
  });

  it("lets only who may change the book switch it, and audits the change", async () => {
    const s = await libraryScene(context);
    const refused = await post(`/api/books/${s.book.oid}/disable-editor-use-subject-resource`, s.editorToken);
    expect(refused.status).toBe(403);
    const done = await post<SubjectResourceState>(
      `/api/books/${s.book.oid}/disable-editor-use-subject-resource`,
      s.chiefToken,
    );
    expect(done.body.data).toEqual({ editorUseSubjectResourceEnabled: false, usable: false });
    const audit = await context.db.select().from(auditLogs).where(eq(auditLogs.targetOid, s.book.oid));
    expect(audit.map((row) => [row.action, row.after])).toEqual([
      ["book.subjectResource", { editorUseSubjectResourceEnabled: false }],
    ]);
  });

  it("copies a resource into the book, remembers its subject, and finds the citation", async () => {
    const s = await libraryScene(context);
    const resource = await createdResource(
      context,
      s.assetToken,
      (await uploadedFile(context, s.assetAdmin)).oid,
    );
    const founders = await get<{ items: unknown[] }>(
      `/api/books/${s.book.oid}/founder-subjects`,
      s.editorToken,
    );
    expect(founders.body.data.items).toEqual([{ code: "physics", name: "物理" }]);
    const lastUrl = `/api/books/${s.book.oid}/last-used-founder-subjects`;
    expect((await get<{ items: unknown[] }>(lastUrl, s.editorToken)).body.data.items).toEqual([]);
    const used = await post<UsedResLib>(
      `/api/books/${s.book.oid}/res-libs/${resource.oid}/use`,
      s.editorToken,
    );
    expect(used.status).toBe(200);
    expect(used.body.data.resLibOid).toBe(resource.oid);
    expect(used.body.data.attachment).toMatchObject({ bookOid: s.book.oid, name: resource.attachment.name });
    expect(used.body.data.attachment.attachmentOid).not.toBe(resource.attachment.attachmentOid);
    const copy = await context.storage.statObject(`${used.body.data.attachment.attachmentOid}.png`);
    expect(copy?.size).toBe(Buffer.from("png bytes").length);
    expect((await get<{ items: unknown[] }>(lastUrl, s.editorToken)).body.data.items).toEqual([
      { code: "physics", name: "物理" },
    ]);

    await context.db
      .update(contentFiles)
      .set({
        content: {
          type: "doc",
          content: [
            {
              type: "imageBox",
              attrs: { fromResLib: "Y", resLibOid: resource.oid },
              content: [{ type: "imageBlock", attrs: { fileOid: used.body.data.attachment.attachmentOid } }],
            },
          ],
        },
      })
      .where(eq(contentFiles.oid, s.file.oid));
    const citations = await get<Page<ResLibCitation>>(
      `/api/res-libs/${resource.oid}/citations`,
      s.assetToken,
    );
    expect(citations.body.data).toMatchObject({
      total: 1,
      items: [{ bookOid: s.book.oid, fileOid: s.file.oid, name: "第一章 / 第一节 / 力" }],
    });
    expect((await get(`/api/res-libs/${resource.oid}/citations`, s.editorToken)).status).toBe(403);
  });

  it("refuses an inactive resource, another organisation's, and a reader of the book", async () => {
    const s = await libraryScene(context);
    const resource = await createdResource(
      context,
      s.assetToken,
      (await uploadedFile(context, s.assetAdmin)).oid,
    );
    await post(`/api/res-libs/${resource.oid}/deactivate`, s.assetToken);
    const inactive = await post(`/api/books/${s.book.oid}/res-libs/${resource.oid}/use`, s.editorToken);
    expect([inactive.status, inactive.body.errorCode]).toEqual([409, "err.resLib.inactive"]);
    const otherOrg = await buildOrg(context.db);
    const otherAdmin = await buildUser(context.db, {
      memberships: [{ org: otherOrg, roles: ["ORG_ASSET_ADMIN"] }],
    });
    const otherToken = await sessionFor(context.db, otherAdmin, context.clock, otherOrg.oid);
    const foreign = await createdResource(context, otherToken, (await uploadedFile(context, otherAdmin)).oid);
    expect((await post(`/api/books/${s.book.oid}/res-libs/${foreign.oid}/use`, s.editorToken)).status).toBe(
      404,
    );
    const stranger = await buildUser(context.db, { memberships: [{ org: s.org, roles: ["ORG_MEMBER"] }] });
    const strangerToken = await sessionFor(context.db, stranger, context.clock, s.org.oid);
    expect((await get(`/api/res-libs/actives?bookOid=${s.book.oid}`, strangerToken)).status).toBe(403);
  });
});
