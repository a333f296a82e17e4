// GET /books/{id}/changes-since-release: what a reviewer reads — files added, removed and changed
// since the released edition, each with its paragraph diff — and the histories' pages.
import type { ChangesSinceRelease, Page, PublishApplication } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentFiles } from "../../db/schema/index.ts";
import { call, type TestContext } from "../../test/app.ts";
import { buildFile } from "../../test/factories.ts";
import {
  applyAndApprove,
  buildEdition,
  createPublishingApp,
  createPublishingWorld,
  type PublishingWorld,
  releaseEdition,
} from "./test/publishing-world.ts";

let context: TestContext;

beforeAll(async () => {
  context = await createPublishingApp();
});

afterAll(async () => {
  await context.close();
});

async function changes(world: PublishingWorld, token = world.tokens.reviewer) {
  const response = await call<ChangesSinceRelease>(context.app, "GET", `${world.url}/changes-since-release`, {
    token,
  });
  expect(response.status).toBe(200);
  return response.body.data;
}

const paragraphs = (...texts: string[]) => ({
  type: "doc",
  content: texts.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })),
});

describe("GET /books/:id/changes-since-release", () => {
  it("before the first release answers every file as added", async () => {
    const world = await createPublishingWorld(context);
    const answer = await changes(world);
    expect(answer.releasedEdition).toBeNull();
    expect(answer.unchangedCount).toBe(0);
    expect(answer.files).toEqual([
      {
        fileOid: world.file.oid,
        title: "冯·诺依曼结构",
        place: "第一章 计算机基础 / 第一节 计算机的组成",
        change: "ADDED",
        chunks: [{ op: "ADDED", paragraphs: ["计算机由五大部件组成。"], omitted: 0 }],
        addedParagraphs: 1,
        removedParagraphs: 0,
      },
    ]);
  });

  it("after a release answers added, removed and changed files with their diffs, unchanged ones counted", async () => {
    const world = await createPublishingWorld(context);
    const kept = await buildFile(context.db, {
      section: world.section,
      name: "不变的文件",
      text: "保持原样。",
    });
    const removed = await buildFile(context.db, {
      section: world.section,
      name: "将被删除",
      text: "旧的内容。",
    });
    await context.db
      .update(contentFiles)
      .set({ content: paragraphs("第一段。", "第二段。", "第三段。") })
      .where(eq(contentFiles.oid, world.file.oid));
    await applyAndApprove(context, world);
    const { edition } = await buildEdition(context, world);
    await releaseEdition(context, world);

    await context.db
      .update(contentFiles)
      .set({ content: paragraphs("第一段。", "改写的第二段。", "第三段。"), version: 2 })
      .where(eq(contentFiles.oid, world.file.oid));
    await context.db.delete(contentFiles).where(eq(contentFiles.oid, removed.oid));
    const added = await buildFile(context.db, {
      section: world.section,
      name: "新文件",
      text: "新增的内容。",
    });

    const answer = await changes(world);
    expect(answer.releasedEdition).toMatchObject({ oid: edition.oid, number: 1 });
    expect(answer.unchangedCount).toBe(1);
    expect(answer.files.map((file) => [file.fileOid, file.change])).toEqual([
      [world.file.oid, "CHANGED"],
      [added.oid, "ADDED"],
      [removed.oid, "REMOVED"],
    ]);
    expect(answer.files[0]).toMatchObject({
      chunks: [
        { op: "SAME", paragraphs: ["第一段。"], omitted: 0 },
        { op: "REMOVED", paragraphs: ["第二段。"], omitted: 0 },
        { op: "ADDED", paragraphs: ["改写的第二段。"], omitted: 0 },
        { op: "SAME", paragraphs: ["第三段。"], omitted: 0 },
      ],
      addedParagraphs: 1,
      removedParagraphs: 1,
    });
    expect(answer.files[2]).toMatchObject({
      title: "将被删除",
      place: "第一章 计算机基础 / 第一节 计算机的组成",
      chunks: [{ op: "REMOVED", paragraphs: ["旧的内容。"], omitted: 0 }],
    });
    expect(answer.files.some((file) => file.fileOid === kept.oid)).toBe(false);
  });

  it("is for whoever may view the book: a reviewer yes, an organisation member outside the book no", async () => {
    const world = await createPublishingWorld(context);
    await changes(world, world.tokens.member);
    const refused = await call(context.app, "GET", `${world.url}/changes-since-release`, {
      token: world.tokens.outsider,
    });
    expect(refused.status).toBe(403);
    expect((await call(context.app, "GET", `${world.url}/changes-since-release`)).status).toBe(401);
  });
});

describe("the publish histories", () => {
  it("page the applications newest first, and refuse a page size the lists do not offer", async () => {
    const world = await createPublishingWorld(context);
    for (let round = 0; round < 3; round += 1) {
      await applyAndApprove(context, world);
      context.clock.advance(60);
    }
    const page = await call<Page<PublishApplication>>(
      context.app,
      "GET",
      `${world.url}/publish/apply-history?page=2&pageSize=10`,
      { token: world.tokens.chief },
    );
    expect(page.body.data).toMatchObject({ items: [], total: 3, page: 2, pageSize: 10 });
    const first = await call<Page<PublishApplication>>(
      context.app,
      "GET",
      `${world.url}/publish/apply-history`,
      {
        token: world.tokens.chief,
      },
    );
    const times = first.body.data.items.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.body.data.items.every((item) => item.state === "APPROVED")).toBe(true);
    const wrong = await call(context.app, "GET", `${world.url}/publish/build-history?pageSize=7`, {
      token: world.tokens.chief,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorCode).toBe("err.validate.failed");
    const outsider = await call(context.app, "GET", `${world.url}/publish/release-history`, {
      token: world.tokens.outsider,
    });
    expect(outsider.status).toBe(403);
  });
});
