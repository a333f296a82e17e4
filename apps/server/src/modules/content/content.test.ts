// GET/PUT .../content and GET .../headings: the socket's rules over HTTP, each refusal with its
// code and the stored document unchanged.
import type { FileContent, SavedVersion } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { books, userTasks } from "../../db/schema/index.ts";
import type { EditLockParty } from "../../locks/lock-store.ts";
import { fileWithTeam, paragraphs } from "../../realtime/test/socket-clients.ts";
import { storedContent } from "../../realtime/test/stored-content.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

/** Someone's socket holds the file's lock. */
async function lockFor(
  fileOid: string,
  user: { oid: string; fullName: string },
  sessionOid = "socket-session",
) {
  const party: EditLockParty = {
    key: `${sessionOid}:tab`,
    sessionOid,
    userOid: user.oid,
    fullName: user.fullName,
  };
  await context.app.saveSocket.locks.acquire(fileOid, party, context.clock.now());
}

describe("GET content", () => {
  it("needs a login, the book's view, and an existing file", async () => {
    const { fileUrl, editorToken } = await fileWithTeam(context);
    const other = await fileWithTeam(context);
    expect((await call(context.app, "GET", `${fileUrl}/content`)).status).toBe(401);
    const outsider = await call(context.app, "GET", `${fileUrl}/content`, { token: other.editorToken });
    expect(outsider.status).toBe(403);
    expect(outsider.body.errorCode).toBe("err.privilege.required");
    const missing = await call(context.app, "GET", `${fileUrl.replace(/\/[^/]+$/, "/missing")}/content`, {
      token: editorToken,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.errorMessage).toBe("请求的内容不存在");
  });

  it("answers the document, its version and the caller's lock state", async () => {
    const { fileUrl, file, editorToken, chiefToken, editor, viewerToken } = await fileWithTeam(context);
    const free = await call<FileContent>(context.app, "GET", `${fileUrl}/content`, { token: editorToken });
    expect(free.body.data).toEqual({
      content: paragraphs("原文"),
      version: 1,
      lock: { state: "free", holder: null },
      readOnlyReason: null,
    });
    await lockFor(file.oid, editor);
    const mine = await call<FileContent>(context.app, "GET", `${fileUrl}/content`, { token: editorToken });
    expect(mine.body.data.lock).toEqual({
      state: "mine",
      holder: { userOid: editor.oid, fullName: "李编辑" },
    });
    const other = await call<FileContent>(context.app, "GET", `${fileUrl}/content`, { token: chiefToken });
    expect(other.body.data.lock.state).toBe("other");
    const viewer = await call<FileContent>(context.app, "GET", `${fileUrl}/content`, { token: viewerToken });
    expect(viewer.body.data.readOnlyReason).toBe("error.permission.denied");
  });

  it("tells a locked book from missing rights: everyone reads it with error.book.locked", async () => {
    const { fileUrl, book, editorToken } = await fileWithTeam(context);
    await context.db.update(books).set({ state: "LOCKED" }).where(eq(books.oid, book.oid));
    const locked = await call<FileContent>(context.app, "GET", `${fileUrl}/content`, { token: editorToken });
    expect(locked.body.data.readOnlyReason).toBe("error.book.locked");
    const saved = await call(context.app, "PUT", `${fileUrl}/content`, {
      token: editorToken,
      body: { content: paragraphs("锁定后"), baseVersion: 1 },
    });
    expect(saved.body.errorCode).toBe("err.book.readOnly");
  });
});

describe("PUT content", () => {
  const put = (url: string, token: string, body: unknown) =>
    call<SavedVersion>(context.app, "PUT", `${url}/content`, { token, body });

  it("saves a new version and answers a re-sent save with the same version", async () => {
    const { fileUrl, file, editorToken } = await fileWithTeam(context);
    const body = { content: paragraphs("网页保存"), baseVersion: 1, clientSaveId: "http-save-1" };
    const first = await put(fileUrl, editorToken, body);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ version: 2, duplicate: false });
    expect((await put(fileUrl, editorToken, body)).body.data).toEqual({ version: 2, duplicate: true });
    expect(await storedContent(context.db, file.oid)).toEqual({
      content: paragraphs("网页保存"),
      version: 2,
    });
  });

  it("refuses every save the socket refuses, with its code, and keeps the stored document", async () => {
    const { fileUrl, file, editorToken, chiefToken, chief, viewerToken, book, editor } =
      await fileWithTeam(context);
    const before = await storedContent(context.db, file.oid);
    const refusal = async (token: string, changes: Record<string, unknown> = {}) => {
      const response = await put(fileUrl, token, { content: paragraphs("新"), baseVersion: 1, ...changes });
      return `${response.status} ${response.body.errorCode} ${response.body.errorMessage}`;
    };

    expect(await refusal(editorToken, { baseVersion: 0 })).toBe(
      "409 err.content.versionStale 内容已在其他地方更新，请刷新后重试",
    );
    expect(await refusal(editorToken, { content: { type: "doc", content: [{ type: "nope" }] } })).toBe(
      "400 err.content.invalid 内容格式不正确，无法保存",
    );
    const huge = paragraphs("长".repeat(4 * 1024 * 1024));
    expect(await refusal(editorToken, { content: huge })).toBe(
      "413 err.content.tooLarge 内容过大，无法保存，请将内容拆分到多个文件",
    );
    expect(await refusal(editorToken, { baseVersion: undefined })).toMatch(/^400 err.validate.failed/);
    expect(await refusal(viewerToken)).toBe("403 err.privilege.required 当前账号没有相关权限");

    await lockFor(file.oid, chief);
    expect(await refusal(editorToken)).toBe("409 err.content.locked 其他用户正在编辑该内容，请稍后再试");
    // The session whose socket holds the lock may save over HTTP too.
    await context.app.saveSocket.locks.release(file.oid, "socket-session:tab", context.clock.now());

    await context.db.insert(userTasks).values({
      type: "REFERENCE_UPDATE",
      title: "更新引用",
      creatorOid: editor.oid,
      bookOid: book.oid,
    });
    expect(await refusal(chiefToken)).toBe(
      "409 err.book.updateReferenceTaskInProgress 教材正在更新引用，暂时不能编辑内容",
    );
    expect(await storedContent(context.db, file.oid)).toEqual(before);
  });

  it("refuses a link, popup or link box leading to a script address, and stores nothing (F-08)", async () => {
    const { fileUrl, file, editorToken } = await fileWithTeam(context);
    const before = await storedContent(context.db, file.oid);
    const inParagraph = (node: Record<string, unknown>) => ({
      type: "doc",
      content: [{ type: "paragraph", content: [node] }],
    });
    const documents = [
      inParagraph({ type: "link", attrs: { type: "URL", url: "java\tscript:alert(1)", title: "t" } }),
      inParagraph({
        type: "popup",
        attrs: { isLink: "Y", link: { type: "URL", url: "\u0001javascript:x" } },
      }),
      { type: "doc", content: [{ type: "linkBox", attrs: { url: "//evil.example/vs" } }] },
    ];
    for (const content of documents) {
      const response = await put(fileUrl, editorToken, { content, baseVersion: 1 });
      // err.content.invalid is the socket's error.argument.illegal over HTTP (edit-refusal.ts).
      expect(`${response.status} ${response.body.errorCode}`).toBe("400 err.content.invalid");
    }
    expect(await storedContent(context.db, file.oid)).toEqual(before);
    const safe = inParagraph({
      type: "link",
      attrs: { type: "URL", url: "https://example.com", title: "t" },
    });
    expect((await put(fileUrl, editorToken, { content: safe, baseVersion: 1 })).status).toBe(200);
  });

  it("applies one of two saves made on the same version, and a save sent twice at once once", async () => {
    const { fileUrl, file, editorToken, chiefToken } = await fileWithTeam(context);
    const [first, second] = await Promise.all([
      put(fileUrl, editorToken, { content: paragraphs("甲"), baseVersion: 1 }),
      put(fileUrl, chiefToken, { content: paragraphs("乙"), baseVersion: 1 }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect((await storedContent(context.db, file.oid))?.version).toBe(2);

    const twice = { content: paragraphs("丙"), baseVersion: 2, clientSaveId: "sent-twice" };
    const answers = await Promise.all([put(fileUrl, editorToken, twice), put(fileUrl, editorToken, twice)]);
    expect(
      answers.map((answer) => answer.body.data).sort((a, b) => Number(a.duplicate) - Number(b.duplicate)),
    ).toEqual([
      { version: 3, duplicate: false },
      { version: 3, duplicate: true },
    ]);
    expect(await storedContent(context.db, file.oid)).toEqual({ content: paragraphs("丙"), version: 3 });
  });

  it("lets the session that holds the lock save", async () => {
    const { fileUrl, file, editorToken, editor } = await fileWithTeam(context);
    const [session] = await context.db.query.sessions.findMany({
      where: (sessions, { eq: equals }) => equals(sessions.userOid, editor.oid),
    });
    await lockFor(file.oid, editor, session?.oid);
    expect(
      (await put(fileUrl, editorToken, { content: paragraphs("持锁"), baseVersion: 1 })).body.data,
    ).toEqual({
      version: 2,
      duplicate: false,
    });
  });

  it("refuses a committed chapter with err.chapter.committed", async () => {
    const { fileUrl, file, editorToken } = await fileWithTeam(context, { committed: true });
    const response = await put(fileUrl, editorToken, { content: paragraphs("提交后"), baseVersion: 1 });
    expect(response.status).toBe(403);
    expect(response.body.errorCode).toBe("err.chapter.committed");
    expect((await storedContent(context.db, file.oid))?.version).toBe(1);
  });
});

describe("GET headings", () => {
  it("lists the document's headings in order with their level, oid and text", async () => {
    const { fileUrl, editorToken } = await fileWithTeam(context);
    const heading = (level: number, text: string, oid?: string) => ({
      type: "heading",
      attrs: { level, ...(oid ? { oid } : {}) },
      content: [{ type: "text", text }],
    });
    const content = {
      type: "doc",
      content: [heading(1, "第一章", "h-1"), paragraphs("正文").content[0], heading(2, "第一节")],
    };
    await call(context.app, "PUT", `${fileUrl}/content`, {
      token: editorToken,
      body: { content, baseVersion: 1 },
    });
    const response = await call(context.app, "GET", `${fileUrl}/headings`, { token: editorToken });
    expect(response.body.data).toEqual({
      items: [
        { oid: "h-1", level: 1, text: "第一章" },
        { oid: null, level: 2, text: "第一节" },
      ],
      total: 2,
    });
    expect((await call(context.app, "GET", `${fileUrl}/headings`)).status).toBe(401);
  });
});
