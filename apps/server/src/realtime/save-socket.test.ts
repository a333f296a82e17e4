// The save socket with two clients on one server: joining, editing, reading, and every refusal of a
// save, each leaving the stored content unchanged.
import {
  SAVE_CONTENT_LIMITS,
  SAVE_ERROR_MESSAGES,
  SAVE_SOCKET_PATH,
  SAVE_SOCKET_TIMERS,
} from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import { io } from "socket.io-client";
import { describe, expect, it } from "vitest";
import { bookMembers, contentRevisions, sessions, users, userTasks } from "../db/schema/index.ts";
import { DOCUMENT_BODY_LIMIT } from "../modules/content/document-body-limit.ts";
import { saveRequest } from "./test/save-request.ts";
import { saveSocketSuite } from "./test/save-socket-suite.ts";
import {
  ask,
  connectClient,
  dataOf,
  fileWithTeam,
  next,
  openClient,
  paragraphs,
  saveId,
} from "./test/socket-clients.ts";
import { storedContent } from "./test/stored-content.ts";

// The periodic access check (access.test.ts) stays out of these tests: each event and each
// broadcast must refuse on its own.
const suite = saveSocketSuite({ saveSocket: { accessCheckMs: 3_600_000 } });
const { client } = suite;

describe("connecting", () => {
  it("refuses a handshake without a live session with error.token.invalid", async () => {
    const { editorToken } = await fileWithTeam(suite.context);
    // At the engine: its first request carries no live session (polling answers the code).
    const engine = await fetch(`${suite.baseUrl}${SAVE_SOCKET_PATH}/?EIO=4&transport=polling`, {
      headers: { authorization: "Bearer not-a-token" },
    });
    expect(engine.status).toBe(403);
    expect(await engine.json()).toMatchObject({ message: "error.token.invalid" });
    await expect(openClient(suite.baseUrl, "not-a-token")).rejects.toMatchObject({
      message: "websocket error",
    });
    // At the namespace: the handshake names another token than the one the engine let in.
    await expect(openClient(suite.baseUrl, "not-a-token", { bearer: editorToken })).rejects.toMatchObject({
      message: "error.token.invalid",
      data: { errorCode: "error.token.invalid", message: SAVE_ERROR_MESSAGES["error.token.invalid"] },
    });
  });

  it("refuses a user who must still change a password someone else chose, until it is changed", async () => {
    const { viewer, viewerToken } = await fileWithTeam(suite.context);
    await suite.context.db.update(users).set({ mustChangePassword: true }).where(eq(users.oid, viewer.oid));
    const engine = await fetch(`${suite.baseUrl}${SAVE_SOCKET_PATH}/?EIO=4&transport=polling`, {
      headers: { authorization: `Bearer ${viewerToken}` },
    });
    expect(engine.status).toBe(403);
    expect(await engine.json()).toMatchObject({ message: "error.token.invalid" });
    await suite.context.db.update(users).set({ mustChangePassword: false }).where(eq(users.oid, viewer.oid));
    const allowed = await fetch(`${suite.baseUrl}${SAVE_SOCKET_PATH}/?EIO=4&transport=polling`, {
      headers: { authorization: `Bearer ${viewerToken}` },
    });
    expect(allowed.status).toBe(200);
  });

  it("reads not one frame from a client without a live session, and takes a large document from one with", async () => {
    const { editorToken, address } = await fileWithTeam(suite.context);
    const url = `${suite.baseUrl.replace("http", "ws")}${SAVE_SOCKET_PATH}/?EIO=4&transport=websocket`;
    const anonymous = new WebSocket(url);
    const outcome = await new Promise<string>((resolve) => {
      anonymous.onopen = () => {
        // Were it open: a 2 MB frame, over the 1 MB an anonymous HTTP body may have.
        anonymous.send(`4${"x".repeat(2 * 1024 * 1024)}`);
        resolve("opened");
      };
      anonymous.onerror = () => resolve("refused");
    });
    expect(outcome).toBe("refused");
    const posted = await fetch(`${suite.baseUrl}${SAVE_SOCKET_PATH}/?EIO=4&transport=polling`, {
      method: "POST",
      body: "x".repeat(2 * 1024 * 1024),
    });
    // A new connection starts with a GET: a posted body is refused unread.
    expect(posted.status).toBe(400);

    const writer = await client(editorToken);
    await ask(writer, "join-file", address);
    const large = paragraphs(...Array.from({ length: 400 }, (_, index) => `${index}${"长".repeat(2_000)}`));
    expect(Buffer.byteLength(JSON.stringify(large))).toBeGreaterThan(2 * 1024 * 1024);
    const saved = await ask(writer, "save-content", {
      ...address,
      baseVersion: 1,
      content: large,
      clientSaveId: saveId(),
    });
    expect(dataOf(saved).version).toBe(2);
    expect((await storedContent(suite.context.db, address.fileOid))?.content).toEqual(large);
  });

  it("announces its heartbeat and frame limit to an authenticated engine, and serves no other namespace", async () => {
    const { editorToken } = await fileWithTeam(suite.context);
    const opened = await fetch(`${suite.baseUrl}${SAVE_SOCKET_PATH}/?EIO=4&transport=polling`, {
      headers: { authorization: `Bearer ${editorToken}` },
    });
    expect(opened.status).toBe(200);
    // The engine's open packet: "0" and its JSON.
    expect(JSON.parse((await opened.text()).slice(1))).toMatchObject({
      pingInterval: SAVE_SOCKET_TIMERS.pingIntervalMs,
      pingTimeout: SAVE_SOCKET_TIMERS.pingTimeoutMs,
      maxPayload: DOCUMENT_BODY_LIMIT,
    });
    const root = io(suite.baseUrl, {
      path: SAVE_SOCKET_PATH,
      transports: ["websocket"],
      extraHeaders: { authorization: `Bearer ${editorToken}` },
      reconnection: false,
      forceNew: true,
    });
    const refusal = await new Promise<Error>((resolve) => root.once("connect_error", resolve));
    root.close();
    expect(refusal.message).toBe("error.argument.illegal");
  });

  it("connects by polling and upgrades, as the browser does", async () => {
    const { editorToken, address } = await fileWithTeam(suite.context);
    const polling = await client(editorToken, { polling: true });
    const joined = dataOf(await ask(polling, "join-file", address));
    expect(joined.mode).toBe("edit");
  });

  it("refuses a page of another site", async () => {
    const { editorToken } = await fileWithTeam(suite.context);
    const foreign = connectClient(suite.baseUrl, editorToken, {
      polling: true,
      headers: { origin: "https://evil.example" },
    });
    const error = await new Promise<Error>((resolve) => foreign.once("connect_error", resolve));
    foreign.close();
    expect(error.message).toBe("xhr poll error");
    const same = await openClient(suite.baseUrl, editorToken, {
      polling: true,
      headers: { origin: suite.baseUrl },
    });
    same.close();
  });
});

describe("join-file", () => {
  it("gives the first editor the lock and the second a read-only view naming the holder", async () => {
    const { editorToken, chiefToken, address, editor } = await fileWithTeam(suite.context);
    const first = await client(editorToken);
    const second = await client(chiefToken);

    expect(dataOf(await ask(first, "join-file", address))).toEqual({
      content: paragraphs("原文"),
      version: 1,
      mode: "edit",
      holder: null,
      readOnlyReason: null,
    });
    const reader = dataOf(await ask(second, "join-file", address));
    expect(reader).toMatchObject({ mode: "read", holder: { userOid: editor.oid, fullName: "李编辑" } });

    expect(await ask(second, "save-content", saveRequest(address, 1, "抢先"))).toEqual({
      ok: false,
      errorCode: "error.editing-file.failed",
      message: "其他用户正在编辑该内容，请稍后再试",
    });
    expect((await storedContent(suite.context.db, address.fileOid))?.version).toBe(1);
  });

  it("answers each missing level with its own code", async () => {
    const { editorToken, address } = await fileWithTeam(suite.context);
    const socket = await client(editorToken);
    const codes = await Promise.all(
      [
        { ...address, bookOid: "missing" },
        { ...address, chapterOid: "missing" },
        { ...address, sectionOid: "missing" },
        { ...address, fileOid: "missing" },
      ].map(async (wrong) => {
        const answer = await ask(socket, "join-file", wrong);
        return answer.ok ? "ok" : answer.errorCode;
      }),
    );
    expect(codes).toEqual([
      "error.book.invalid",
      "error.chapter.invalid",
      "error.section.invalid",
      "error.book.file.invalid",
    ]);
    expect(await ask(socket, "join-file", { bookOid: address.bookOid } as never)).toMatchObject({
      ok: false,
      errorCode: "error.argument.illegal",
      message: "参数错误",
    });
  });

  it("lets a viewer read only, and refuses an outsider", async () => {
    const { viewerToken, address } = await fileWithTeam(suite.context);
    const other = await fileWithTeam(suite.context);
    const viewer = await client(viewerToken);
    expect(dataOf(await ask(viewer, "join-file", address))).toMatchObject({
      mode: "read",
      holder: null,
      readOnlyReason: "error.permission.denied",
    });
    const outsider = await client(other.editorToken);
    expect(await ask(outsider, "join-file", address)).toMatchObject({
      ok: false,
      errorCode: "error.permission.denied",
    });
  });
});

describe("save-content", () => {
  it("writes, commits, then acknowledges the new version; readers get the new content", async () => {
    const { editorToken, chiefToken, address } = await fileWithTeam(suite.context);
    const writer = await client(editorToken);
    const reader = await client(chiefToken);
    await ask(writer, "join-file", address);
    await ask(reader, "join-file", address);
    const heard = next(reader, "content-saved");

    const answer = await ask(writer, "save-content", saveRequest(address, 1, "第二版"));

    expect(answer).toEqual({ ok: true, data: { version: 2, duplicate: false } });
    expect(await storedContent(suite.context.db, address.fileOid)).toEqual({
      content: paragraphs("第二版"),
      version: 2,
    });
    expect(await heard).toEqual({ fileOid: address.fileOid, version: 2, content: paragraphs("第二版") });
    const revisions = await suite.context.db
      .select({ version: contentRevisions.version, content: contentRevisions.content })
      .from(contentRevisions)
      .where(eq(contentRevisions.fileOid, address.fileOid))
      .orderBy(contentRevisions.version);
    // The version the file was created with joins the history on the first save.
    expect(revisions).toEqual([
      { version: 1, content: paragraphs("原文") },
      { version: 2, content: paragraphs("第二版") },
    ]);
  });

  it("keeps no new version for a save that changes nothing", async () => {
    const { editorToken, address } = await fileWithTeam(suite.context);
    const writer = await client(editorToken);
    await ask(writer, "join-file", address);
    expect(await ask(writer, "save-content", saveRequest(address, 1, "原文"))).toEqual({
      ok: true,
      data: { version: 1, duplicate: false },
    });
  });

  it("answers a re-sent save (same clientSaveId) with its version, without applying it twice", async () => {
    const { editorToken, address } = await fileWithTeam(suite.context);
    const writer = await client(editorToken);
    await ask(writer, "join-file", address);
    const save = saveRequest(address, 1, "一次");
    expect(dataOf(await ask(writer, "save-content", save))).toEqual({ version: 2, duplicate: false });
    expect(dataOf(await ask(writer, "save-content", save))).toEqual({ version: 2, duplicate: true });
    expect((await storedContent(suite.context.db, address.fileOid))?.version).toBe(2);
  });

  it("refuses a stale version, a document the schema refuses, an oversized one and a bad payload", async () => {
    const { editorToken, address } = await fileWithTeam(suite.context);
    const writer = await client(editorToken);
    await ask(writer, "join-file", address);
    await ask(writer, "save-content", saveRequest(address, 1, "二"));
    const before = await storedContent(suite.context.db, address.fileOid);

    const refusal = async (changes: Record<string, unknown>) => {
      const answer = await ask(writer, "save-content", { ...saveRequest(address, 2, "新"), ...changes });
      return answer.ok ? "ok" : `${answer.errorCode} ${answer.message}`;
    };
    expect(await refusal({ baseVersion: 1 })).toBe(
      "error.content.versionStale 内容已在其他地方更新，已重新加载最新版本，请重新编辑",
    );
    expect(await refusal({ content: { type: "doc", content: [{ type: "noSuchBlock" }] } })).toBe(
      "error.argument.illegal 参数错误",
    );
    expect(await refusal({ content: { type: "paragraph" } })).toBe("error.argument.illegal 参数错误");
    const huge = "长".repeat(Math.ceil(SAVE_CONTENT_LIMITS.maxContentBytes / 3) + 10);
    expect(await refusal({ content: paragraphs(huge) })).toBe(
      "error.content.tooLarge 内容过大，无法保存，请将内容拆分到多个文件",
    );
    expect(await refusal({ baseVersion: "2" })).toBe("error.argument.illegal 参数错误");
    expect(await refusal({ clientSaveId: "" })).toBe("error.argument.illegal 参数错误");
    expect(await storedContent(suite.context.db, address.fileOid)).toEqual(before);
  });

  it("refuses a save from a client that never took the lock", async () => {
    const { editorToken, address } = await fileWithTeam(suite.context);
    const writer = await client(editorToken);
    const answer = await ask(writer, "save-content", saveRequest(address, 1, "未加锁"));
    expect(answer).toMatchObject({ ok: false, errorCode: "error.editing-file.failed" });
    expect((await storedContent(suite.context.db, address.fileOid))?.version).toBe(1);
  });

  it("keeps a committed chapter read-only with error.file.committed", async () => {
    const { editorToken, address } = await fileWithTeam(suite.context, { committed: true });
    const writer = await client(editorToken);
    expect(dataOf(await ask(writer, "join-file", address))).toMatchObject({
      mode: "read",
      readOnlyReason: "error.file.committed",
    });
    const answer = await ask(writer, "save-content", saveRequest(address, 1, "已提交"));
    expect(answer).toEqual({ ok: false, errorCode: "error.file.committed", message: "章节已提交，不能编辑" });
    expect((await storedContent(suite.context.db, address.fileOid))?.version).toBe(1);
  });

  it.each([
    ["CUSTOM_STYLE_UPDATE", "WAITING", "error.book.customStyleInProgress"],
    ["NOTE_TITLE_UPDATE", "IN_PROGRESS", "error.book.noteTitleTaskInProgress"],
    ["REFERENCE_UPDATE", "WAITING", "error.book.updateReferenceTaskInProgress"],
  ] as const)("blocks editing while a %s task is %s (%s)", async (type, state, code) => {
    const { editorToken, address, editor, book } = await fileWithTeam(suite.context);
    const writer = await client(editorToken);
    await ask(writer, "join-file", address);
    const [task] = await suite.context.db
      .insert(userTasks)
      .values({ type, state, title: "全书任务", creatorOid: editor.oid, bookOid: book.oid })
      .returning();

    const save = saveRequest(address, 1, "任务中");
    expect(await ask(writer, "save-content", save)).toEqual({
      ok: false,
      errorCode: code,
      message: SAVE_ERROR_MESSAGES[code],
    });
    const reader = await client(editorToken);
    expect(dataOf(await ask(reader, "join-file", address))).toMatchObject({
      mode: "read",
      readOnlyReason: code,
    });

    await suite.context.db
      .update(userTasks)
      .set({ state: "DONE" })
      .where(eq(userTasks.oid, task?.oid ?? ""));
    expect(dataOf(await ask(writer, "save-content", save))).toEqual({ version: 2, duplicate: false });
  });

  it("refuses the socket's saves once its session is gone", async () => {
    const { editorToken, address, editor } = await fileWithTeam(suite.context);
    const writer = await client(editorToken);
    await ask(writer, "join-file", address);
    // Revoked behind the socket's back (a logout disconnects it at once: access.test.ts).
    await suite.context.db
      .update(sessions)
      .set({ revokedAt: suite.context.clock.now() })
      .where(eq(sessions.userOid, editor.oid));
    const answer = await ask(writer, "save-content", saveRequest(address, 1, "登出后"));
    expect(answer).toMatchObject({ ok: false, errorCode: "error.token.invalid" });
  });
});

describe("a socket whose rights went", () => {
  it("renew-lock, leave-file and start-save-custom-style answer error.token.invalid", async () => {
    const team = await fileWithTeam(suite.context);
    const writer = await client(team.editorToken);
    await ask(writer, "join-file", team.address);
    await suite.context.db
      .update(sessions)
      .set({ revokedAt: suite.context.clock.now() })
      .where(eq(sessions.userOid, team.editor.oid));
    const answers = await Promise.all([
      ask(writer, "renew-lock", team.address),
      ask(writer, "leave-file", team.address),
      ask(writer, "start-save-custom-style", { saveContentResult: true, result: true }),
    ]);
    for (const answer of answers) expect(answer).toMatchObject({ errorCode: "error.token.invalid" });
  });

  it("hears saved content only while it may read the file, even before the periodic check", async () => {
    const team = await fileWithTeam(suite.context);
    const writer = await client(team.editorToken);
    await ask(writer, "join-file", team.address);
    const member = await client(team.memberToken);
    const viewer = await client(team.viewerToken);
    await ask(member, "join-file", team.address);
    await ask(viewer, "join-file", team.address);
    const memberHeard: number[] = [];
    member.on("content-saved", (payload) => memberHeard.push(payload.version));

    let heard = next(viewer, "content-saved");
    await ask(writer, "save-content", saveRequest(team.address, 1, "第一版"));
    expect((await heard).version).toBe(2);
    await suite.context.db
      .delete(bookMembers)
      .where(and(eq(bookMembers.bookOid, team.book.oid), eq(bookMembers.userOid, team.member.oid)));
    // A reader's right is trusted for accessCacheMs (3 s on the injected clock)...
    heard = next(viewer, "content-saved");
    await ask(writer, "save-content", saveRequest(team.address, 2, "第二版"));
    expect((await heard).version).toBe(3);
    // ...then checked again: the removed member hears nothing more.
    suite.context.clock.advance(4);
    heard = next(viewer, "content-saved");
    await ask(writer, "save-content", saveRequest(team.address, 3, "第三版"));
    expect((await heard).version).toBe(4);
    expect(memberHeard).toEqual([2, 3]);
  });
});
