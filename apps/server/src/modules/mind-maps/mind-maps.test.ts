// Mind-map calls: create, read, update and copy under a file's address, each refusal with its code.
import type { CopiedMindMap, MindMap } from "@textbook/shared";
import { MIND_MAP_LIMITS } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachments, mindMaps } from "../../db/schema/index.ts";
import type { EditLockParty } from "../../locks/lock-store.ts";
import { fileWithTeam } from "../../realtime/test/socket-clients.ts";
import { storedContent } from "../../realtime/test/stored-content.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { buildAttachment, buildBook, buildChapter, buildFile, buildSection } from "../../test/factories.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

function mapData(...children: string[]) {
  return {
    nodeData: {
      id: "root",
      topic: "光合作用",
      children: children.map((topic, index) => ({ id: `c${index}`, topic })),
    },
    direction: 2,
  };
}

async function team(options: { committed?: boolean } = {}) {
  const found = await fileWithTeam(context, options);
  const cover = await buildAttachment(context.db, { uploader: found.editor, book: found.book });
  const create = (body: unknown, token = found.editorToken) =>
    call<MindMap>(context.app, "POST", `${found.fileUrl}/mind-maps`, { token, body });
  return { ...found, cover, create };
}

function refusal(response: { status: number; body: { errorCode: string } }): string {
  return `${response.status} ${response.body.errorCode}`;
}

describe("POST and GET mind maps", () => {
  it("stores the map's data, title and cover, and reads it back with a link to the cover", async () => {
    const { create, cover, file, fileUrl, viewerToken } = await team();
    const data = {
      ...mapData("光反应", "暗反应"),
      arrows: [{ id: "a1", label: "<b>能量</b>", from: "c0", to: "c1", bidirectional: false }],
      summaries: [{ id: "s1", label: "两个阶段", parent: "root", start: 0, end: 1 }],
    };
    const created = await create({ title: "光合作用", data, coverAttachmentOid: cover.oid });
    expect(created.status).toBe(200);
    const map = created.body.data;
    // A label is kept as typed: the editor draws it as text.
    expect(map).toMatchObject({ fileOid: file.oid, title: "光合作用", data, coverAttachmentOid: cover.oid });
    expect(map.coverUrl).toContain(cover.oid);

    // A reader who may not edit still reads it.
    const read = await call<MindMap>(context.app, "GET", `${fileUrl}/mind-maps/${map.oid}`, {
      token: viewerToken,
    });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ ...map, coverUrl: read.body.data.coverUrl });
  });

  it("needs a login, the book, and a mind map of this very file", async () => {
    const { create, fileUrl, section, editorToken } = await team();
    const map = (await create({ title: "", data: mapData() })).body.data;
    expect((await call(context.app, "GET", `${fileUrl}/mind-maps/${map.oid}`)).status).toBe(401);
    const outsider = await fileWithTeam(context);
    expect(
      refusal(
        await call(context.app, "GET", `${fileUrl}/mind-maps/${map.oid}`, { token: outsider.editorToken }),
      ),
    ).toBe("403 err.privilege.required");
    const sibling = await buildFile(context.db, { section });
    const elsewhere = fileUrl.replace(/\/[^/]+$/, `/${sibling.oid}`);
    expect(
      refusal(await call(context.app, "GET", `${elsewhere}/mind-maps/${map.oid}`, { token: editorToken })),
    ).toBe("404 err.resource.notFound");
  });

  it("refuses writers the file refuses: readers, committed chapters, another session's lock", async () => {
    const open = await team();
    expect(refusal(await open.create({ title: "", data: mapData() }, open.viewerToken))).toBe(
      "403 err.privilege.required",
    );
    const committed = await team({ committed: true });
    expect(refusal(await committed.create({ title: "", data: mapData() }))).toBe("403 err.chapter.committed");

    const party: EditLockParty = {
      key: "other-session:tab",
      sessionOid: "other-session",
      userOid: open.chief.oid,
      fullName: open.chief.fullName,
    };
    await context.app.saveSocket.locks.acquire(open.file.oid, party, context.clock.now());
    expect(refusal(await open.create({ title: "", data: mapData() }))).toBe("409 err.content.locked");
    await context.app.saveSocket.locks.release(open.file.oid, party.key, context.clock.now());
    expect((await context.db.select().from(mindMaps).where(eq(mindMaps.fileOid, open.file.oid))).length).toBe(
      0,
    );
  });

  it("validates the library's data, its size, its links and the cover", async () => {
    const { create, editor, book } = await team();
    const fieldsOf = async (body: unknown) => {
      const response = await create(body);
      expect(response.body.errorCode).toBe("err.validate.failed");
      return Object.keys(response.body.errors ?? {});
    };
    expect(await fieldsOf({ title: "无数据" })).toEqual(["data"]);
    expect(await fieldsOf({ title: "", data: { nodeData: { topic: "无编号" } } })).toEqual([
      "data.nodeData.id",
    ]);
    expect(
      await fieldsOf({
        title: "",
        data: { nodeData: { id: "r", topic: "t", hyperLink: "javascript:alert(1)" } },
      }),
    ).toEqual(["data.nodeData.hyperLink"]);
    // Browsers drop a tab inside a scheme and leading control characters (F-08).
    for (const hyperLink of ["java\tscript:alert(1)", "\u0001javascript:alert(1)", "//evil.example"]) {
      expect(await fieldsOf({ title: "", data: { nodeData: { id: "r", topic: "t", hyperLink } } })).toEqual([
        "data.nodeData.hyperLink",
      ]);
    }
    expect(
      await fieldsOf({
        title: "",
        data: { nodeData: { id: "r", topic: "t", dangerouslySetInnerHTML: "<img>" } },
      }),
    ).toEqual(["data.nodeData"]);
    // Styles and theme variables the library writes into the page may not fetch anything.
    expect(
      await fieldsOf({
        title: "",
        data: { nodeData: { id: "r", topic: "t", style: { background: "url(https://x.test/t.png)" } } },
      }),
    ).toEqual(["data.nodeData.style.background"]);
    expect(
      await fieldsOf({
        title: "",
        data: { ...mapData(), theme: { name: "自定", cssVar: { "--bgcolor": "#fff;background:url(//x)" } } },
      }),
    ).toEqual(["data.theme.cssVar.--bgcolor"]);
    // Arrows and summaries are checked like topics.
    expect(
      await fieldsOf({
        title: "",
        data: { ...mapData("甲"), arrows: [{ id: "a", label: "长".repeat(2001), from: "root", to: "c0" }] },
      }),
    ).toEqual(["data.arrows.0.label"]);
    expect(
      await fieldsOf({ title: "", data: { ...mapData(), summaries: [{ id: "s", label: "" }] } }),
    ).toEqual(["data.summaries.0.parent", "data.summaries.0.start", "data.summaries.0.end"]);
    expect(await fieldsOf({ title: "题".repeat(256), data: mapData() })).toEqual(["title"]);
    // Each topic within its own limit, the whole map over the size limit.
    const topicCount = Math.ceil(MIND_MAP_LIMITS.maxDataBytes / (MIND_MAP_LIMITS.maxTopicLength * 3)) + 1;
    const huge = mapData(
      ...Array.from({ length: topicCount }, () => "长".repeat(MIND_MAP_LIMITS.maxTopicLength)),
    );
    const tooLarge = await create({ title: "", data: huge });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.errors).toEqual({ data: "思维导图内容过大，请删减后再保存" });

    const otherBook = await fileWithTeam(context);
    const foreign = await buildAttachment(context.db, { uploader: editor, book: otherBook.book });
    const pending = await buildAttachment(context.db, { uploader: editor, book, state: "PENDING" });
    const video = await buildAttachment(context.db, { uploader: editor, book, type: "VIDEO" });
    for (const attachment of [foreign, pending, video]) {
      const response = await create({ title: "", data: mapData(), coverAttachmentOid: attachment.oid });
      expect(refusal(response)).toBe("400 err.cover.invalid");
    }
  });
});

describe("PUT mind maps", () => {
  it("replaces title and data, keeps the cover unless one is named, and removes it with null", async () => {
    const { create, cover, fileUrl, editorToken, book, editor } = await team();
    const map = (await create({ title: "旧", data: mapData("一"), coverAttachmentOid: cover.oid })).body.data;
    const put = (body: unknown, token = editorToken) =>
      call<MindMap>(context.app, "PUT", `${fileUrl}/mind-maps/${map.oid}`, { token, body });

    const kept = await put({ title: "新", data: mapData("一", "二") });
    expect(kept.body.data).toMatchObject({
      title: "新",
      data: mapData("一", "二"),
      coverAttachmentOid: cover.oid,
    });
    const next = await buildAttachment(context.db, { uploader: editor, book });
    expect(
      (await put({ title: "新", data: mapData(), coverAttachmentOid: next.oid })).body.data
        .coverAttachmentOid,
    ).toBe(next.oid);
    const removed = await put({ title: "新", data: mapData(), coverAttachmentOid: null });
    expect(removed.body.data).toMatchObject({ coverAttachmentOid: null, coverUrl: null });
  });

  it("refuses readers and unknown maps, and leaves the row as it was", async () => {
    const { create, fileUrl, viewerToken, editorToken } = await team();
    const map = (await create({ title: "原", data: mapData() })).body.data;
    const body = { title: "改", data: mapData("改") };
    expect(
      refusal(
        await call(context.app, "PUT", `${fileUrl}/mind-maps/${map.oid}`, { token: viewerToken, body }),
      ),
    ).toBe("403 err.privilege.required");
    expect(
      refusal(await call(context.app, "PUT", `${fileUrl}/mind-maps/missing`, { token: editorToken, body })),
    ).toBe("404 err.resource.notFound");
    const [row] = await context.db.select().from(mindMaps).where(eq(mindMaps.oid, map.oid));
    expect(row?.title).toBe("原");
  });
});

describe("POST mind maps copy", () => {
  it("makes a new map in the target file and adds its card at the end of the target's document", async () => {
    const { create, cover, fileUrl, section, chapter, book, editorToken } = await team();
    const map = (await create({ title: "复制我", data: mapData("甲"), coverAttachmentOid: cover.oid })).body
      .data;
    const target = await buildFile(context.db, { section, text: "目标正文" });
    const copied = await call<CopiedMindMap>(context.app, "POST", `${fileUrl}/mind-maps/${map.oid}/copy`, {
      token: editorToken,
      body: { targetFileOid: target.oid },
    });
    expect(copied.status).toBe(200);
    const { mindMap, version } = copied.body.data;
    expect(mindMap.oid).not.toBe(map.oid);
    expect(mindMap).toMatchObject({
      fileOid: target.oid,
      title: "复制我",
      data: mapData("甲"),
      coverAttachmentOid: cover.oid,
    });
    expect(copied.body.data.target).toEqual({
      bookOid: book.oid,
      chapterOid: chapter.oid,
      sectionOid: section.oid,
      fileOid: target.oid,
    });

    const stored = await storedContent(context.db, target.oid);
    if (!stored) throw new Error("no target file");
    expect(stored.version).toBe(version);
    const blocks = (stored.content as { content: { type: string; attrs?: Record<string, unknown> }[] })
      .content;
    expect(blocks.map((block) => block.type)).toEqual(["paragraph", "mindMapCard"]);
    expect(blocks[1]?.attrs).toMatchObject({
      fileOid: target.oid,
      title: "复制我",
      mindMapFileOid: mindMap.oid,
      mindMapCoverAttachmentOid: cover.oid,
    });
    // The copy is read at its new address.
    const targetUrl = fileUrl.replace(/\/[^/]+$/, `/${target.oid}`);
    const read = await call<MindMap>(context.app, "GET", `${targetUrl}/mind-maps/${mindMap.oid}`, {
      token: editorToken,
    });
    expect(read.body.data.title).toBe("复制我");
  });

  it("gives a copy into another book its own cover", async () => {
    const source = await team();
    const map = (
      await source.create({ title: "跨书", data: mapData(), coverAttachmentOid: source.cover.oid })
    ).body.data;
    const otherBook = await buildBook(context.db, {
      org: source.org,
      name: "另一本教材",
      members: [{ user: source.editor, role: "BOOK_EDITOR" }],
    });
    const chapter = await buildChapter(context.db, { book: otherBook });
    const target = await buildFile(context.db, { section: await buildSection(context.db, { chapter }) });
    await context.storage.putObject(source.cover.objectKey, Buffer.from("png"), "image/png");
    const copied = await call<CopiedMindMap>(
      context.app,
      "POST",
      `${source.fileUrl}/mind-maps/${map.oid}/copy`,
      {
        token: source.editorToken,
        body: { targetFileOid: target.oid },
      },
    );
    expect(copied.status).toBe(200);
    const coverOid = copied.body.data.mindMap.coverAttachmentOid;
    expect(coverOid).not.toBe(source.cover.oid);
    const [copy] = await context.db
      .select()
      .from(attachments)
      .where(eq(attachments.oid, coverOid ?? ""));
    expect(copy?.bookOid).toBe(otherBook.oid);
  });

  it("refuses a target the caller may not edit, or that does not exist, and makes nothing", async () => {
    const { create, fileUrl, editorToken, viewerToken, section } = await team();
    const map = (await create({ title: "源", data: mapData() })).body.data;
    const copy = (targetFileOid: string, token = editorToken) =>
      call(context.app, "POST", `${fileUrl}/mind-maps/${map.oid}/copy`, { token, body: { targetFileOid } });
    const committed = await fileWithTeam(context, { committed: true });
    expect(refusal(await copy(committed.file.oid))).toBe("403 err.privilege.required");
    expect(refusal(await copy("missing"))).toBe("404 err.resource.notFound");
    const sibling = await buildFile(context.db, { section });
    expect(refusal(await copy(sibling.oid, viewerToken))).toBe("403 err.privilege.required");
    expect(refusal(await copy(""))).toBe("400 err.validate.failed");
    expect((await context.db.select().from(mindMaps).where(eq(mindMaps.fileOid, sibling.oid))).length).toBe(
      0,
    );
  });

  it("refuses a target in a committed chapter of the same book", async () => {
    const open = await team();
    const map = (await open.create({ title: "源", data: mapData() })).body.data;
    const chapter = await buildChapter(context.db, { book: open.book, committed: true });
    const target = await buildFile(context.db, { section: await buildSection(context.db, { chapter }) });
    const response = await call(context.app, "POST", `${open.fileUrl}/mind-maps/${map.oid}/copy`, {
      token: open.editorToken,
      body: { targetFileOid: target.oid },
    });
    expect(refusal(response)).toBe("403 err.chapter.committed");
  });
});
