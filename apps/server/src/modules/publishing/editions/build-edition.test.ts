// POST /books/{id}/build and the BUILD task: an immutable edition in object storage (the format of
// packages/shared/src/editions/edition-manifest.ts), a failed build leaving none, and a build that
// never changes the book.
import {
  type BookEditions,
  type BuildAnswer,
  type Edition,
  editionActivitySchema,
  editionManifestSchema,
  editionSearchSchema,
  editionStoragePrefix,
  type Page,
  type UserTaskDetail,
} from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activities, activityTopics, books, contentFiles } from "../../../db/schema/index.ts";
import { call, type TestContext } from "../../../test/app.ts";
import { buildAttachment, buildChapter, buildFile, buildSection } from "../../../test/factories.ts";
import { waitForState } from "../../../test/tasks.ts";
import { bufferOf } from "../../attachments/read-object.ts";
import {
  buildEdition,
  createPublishingApp,
  createPublishingWorld,
  type PublishingWorld,
} from "../test/publishing-world.ts";
import { findEdition, readEditionObject } from "./edition-objects.ts";

let context: TestContext;

beforeAll(async () => {
  context = await createPublishingApp();
});

afterAll(async () => {
  await context.close();
});

async function editionText(editionOid: string, path: string): Promise<string | null> {
  const object = await readEditionObject(context.storage, editionOid, path);
  return object ? (await bufferOf(object.stream)).toString("utf8") : null;
}

async function editionJson(editionOid: string, path: string): Promise<unknown> {
  const text = await editionText(editionOid, path);
  if (text === null) throw new Error(`no ${path} in ${editionOid}`);
  return JSON.parse(text);
}

/** A READY attachment of the book with bytes in storage. */
async function storedImage(world: PublishingWorld) {
  const attachment = await buildAttachment(context.db, { uploader: world.users.chief, book: world.book });
  await context.storage.putObject(attachment.objectKey, Buffer.from("PNG-BYTES"), "image/png");
  return attachment;
}

function imageDocument(attachmentOid: string, text: string) {
  return {
    type: "doc",
    content: [
      {
        type: "paragraph",
        content: [
          { type: "text", text },
          {
            type: "inlineImage",
            attrs: {
              fileOid: attachmentOid,
              src: `/api/files/${attachmentOid}/original?exp=1&sig=x`,
              alt: "图",
            },
          },
        ],
      },
      { type: "mathBox", content: [{ type: "displayMath", attrs: { latex: "\\frac{a}{b}" } }] },
    ],
  };
}

describe("POST /books/:id/build", () => {
  it("builds a READY edition: manifest, style.css with KaTeX, HTML and JSON per file, search, assets, activities", async () => {
    const world = await createPublishingWorld(context);
    const image = await storedImage(world);
    await context.db
      .update(contentFiles)
      .set({ content: imageDocument(image.oid, "冯·诺依曼结构由五部分组成。") })
      .where(eq(contentFiles.oid, world.file.oid));
    const [activity] = await context.db
      .insert(activities)
      .values({ fileOid: world.file.oid, type: "TEST", title: "随堂测验" })
      .returning();
    if (!activity) throw new Error("activity insert failed");
    await context.db.insert(activityTopics).values({
      activityOid: activity.oid,
      position: 0,
      type: "JUDGE",
      subject: {
        type: "doc",
        content: [{ type: "paragraph", content: [{ type: "text", text: "CPU 是中央处理器。" }] }],
      },
      options: [],
      answer: true,
    });
    const secondSection = await buildSection(context.db, { chapter: world.chapter, name: "第二节" });
    const second = await buildFile(context.db, {
      section: secondSection,
      name: "存储器",
      text: "内存与外存。",
    });

    const { task, edition, finished } = await buildEdition(context, world);
    expect(task).toMatchObject({ type: "BUILD", title: "构建《信息技术基础》第 1 版" });
    expect(edition).toMatchObject({
      number: 1,
      state: "BUILDING",
      builtBy: { fullName: "钱出版" },
      released: false,
    });
    expect(finished.state).toBe("DONE");

    const row = await findEdition(context.db, edition.oid);
    expect(row).toMatchObject({ state: "READY", chapterCount: 1, fileCount: 2 });
    expect(row?.size).toBeGreaterThan(0);
    const manifest = editionManifestSchema.parse(await editionJson(edition.oid, "manifest.json"));
    expect(manifest.edition).toMatchObject({ oid: edition.oid, number: 1 });
    expect(manifest.book).toEqual({ oid: world.book.oid, name: "信息技术基础", coverPath: null });
    expect(manifest.stylesheets).toEqual(["style.css"]);
    expect(manifest.toc).toEqual([
      {
        oid: world.chapter.oid,
        title: "第一章 计算机基础",
        sections: [
          {
            oid: world.section.oid,
            title: "第一节 计算机的组成",
            files: [
              {
                oid: world.file.oid,
                title: "冯·诺依曼结构",
                path: `files/${world.file.oid}.html`,
                jsonPath: `files/${world.file.oid}.json`,
                version: 1,
              },
            ],
          },
          {
            oid: secondSection.oid,
            title: "第二节",
            files: [
              {
                oid: second.oid,
                title: "存储器",
                path: `files/${second.oid}.html`,
                jsonPath: `files/${second.oid}.json`,
                version: 1,
              },
            ],
          },
        ],
      },
    ]);

    const html = await editionText(edition.oid, `files/${world.file.oid}.html`);
    expect(html).toMatch(/^<article class="tb-book tb-text">/);
    expect(html).toContain("冯·诺依曼结构由五部分组成。");
    expect(html).toContain(`assets/${image.oid}.png`);
    expect(html).not.toContain("/api/files/");
    expect(html).toContain('<span class="katex-display">');
    const json = JSON.stringify(await editionJson(edition.oid, `files/${world.file.oid}.json`));
    expect(json).toContain(`"src":"assets/${image.oid}.png"`);
    expect(await editionText(edition.oid, `assets/${image.oid}.png`)).toBe("PNG-BYTES");

    const css = (await editionText(edition.oid, "style.css")) ?? "";
    expect(css).toContain(".katex");
    expect(css).toContain("url(assets/katex/fonts/KaTeX_Main-Regular.woff2)");
    expect(css).toContain(".tb-book");
    // The book's text as the editor draws it: the paragraph's size and indent from the book's variables.
    const rule = (selector: string) => {
      const start = css.indexOf(`${selector} {`);
      return start < 0 ? "" : css.slice(start, css.indexOf("}", start));
    };
    expect(rule(".tb-text :where(p)")).toContain("text-indent: var(--tb-paragraph-text-indent)");
    expect(rule(".tb-text")).toContain("font-size: var(--tb-paragraph-font-size)");
    expect(
      await readEditionObject(context.storage, edition.oid, "assets/katex/fonts/KaTeX_Main-Regular.woff2"),
    ).not.toBeNull();

    const search = editionSearchSchema.parse(await editionJson(edition.oid, "search.json"));
    expect(search).toEqual([
      { fileOid: world.file.oid, title: "冯·诺依曼结构", text: "冯·诺依曼结构由五部分组成。" },
      { fileOid: second.oid, title: "存储器", text: "内存与外存。" },
    ]);
    const quiz = editionActivitySchema.parse(
      await editionJson(edition.oid, `activities/${activity.oid}.json`),
    );
    expect(quiz.activity).toMatchObject({ oid: activity.oid, title: "随堂测验", topicCount: 1 });
    expect(quiz.topics[0]).toMatchObject({ type: "JUDGE", answer: true });

    const steps = await call<{ items: UserTaskDetail[] }>(
      context.app,
      "GET",
      `/api/user-tasks/${task.oid}/details`,
      {
        token: world.tokens.publisher,
      },
    );
    expect(steps.body.data.items.map((step) => [step.name, step.state, step.message])).toEqual([
      ["样式与公式", "DONE", null],
      ["第一章 计算机基础", "DONE", "已构建 2 个文件"],
      ["目录与搜索索引", "DONE", "第 1 版已构建，共 2 个文件"],
    ]);
    const listed = await call<BookEditions>(context.app, "GET", `${world.url}/editions`, {
      token: world.tokens.member,
    });
    expect(listed.body.data.items.map((item) => [item.number, item.state])).toEqual([[1, "READY"]]);
  });

  it("copies the files of blocks that keep only an oid, and the manifest says where; a link's file oid is no attachment", async () => {
    const world = await createPublishingWorld(context);
    const model = await storedImage(world);
    const content = {
      type: "doc",
      content: [
        {
          type: "threeDBox",
          attrs: { fileOid: model.oid, name: "心脏模型", title: "心脏" },
          content: [{ type: "threeDIcon" }, { type: "threeDTitle", attrs: { title: "心脏" } }],
        },
        {
          type: "paragraph",
          content: [
            {
              type: "link",
              attrs: {
                type: "BOOK",
                title: "见下一节",
                bookOid: world.book.oid,
                chapterOid: world.chapter.oid,
                sectionOid: world.section.oid,
                fileOid: world.file.oid,
              },
            },
          ],
        },
      ],
    };
    await context.db.update(contentFiles).set({ content }).where(eq(contentFiles.oid, world.file.oid));

    const { finished, edition } = await buildEdition(context, world);
    expect(finished.state).toBe("DONE");
    const manifest = editionManifestSchema.parse(await editionJson(edition.oid, "manifest.json"));
    expect(manifest.assets).toEqual({ [model.oid]: `assets/${model.oid}.png` });
    expect(await editionText(edition.oid, `assets/${model.oid}.png`)).toBe("PNG-BYTES");
  });

  it("never changes the book, and a later edit does not change the edition", async () => {
    const world = await createPublishingWorld(context);
    const [before] = await context.db.select().from(books).where(eq(books.oid, world.book.oid));
    const [fileBefore] = await context.db
      .select()
      .from(contentFiles)
      .where(eq(contentFiles.oid, world.file.oid));
    const { edition } = await buildEdition(context, world);
    const [after] = await context.db.select().from(books).where(eq(books.oid, world.book.oid));
    const [fileAfter] = await context.db
      .select()
      .from(contentFiles)
      .where(eq(contentFiles.oid, world.file.oid));
    expect(after).toEqual(before);
    expect(fileAfter).toEqual(fileBefore);

    const frozen = await editionText(edition.oid, `files/${world.file.oid}.html`);
    await context.db
      .update(contentFiles)
      .set({
        content: {
          type: "doc",
          content: [{ type: "paragraph", content: [{ type: "text", text: "改写后的正文" }] }],
        },
        version: 2,
      })
      .where(eq(contentFiles.oid, world.file.oid));
    expect(await editionText(edition.oid, `files/${world.file.oid}.html`)).toBe(frozen);
    expect(frozen).toContain("计算机由五大部件组成。");
    // The next build holds the edit; the first stays as it was.
    const next = await buildEdition(context, world);
    expect(next.edition.number).toBe(2);
    expect(await editionText(next.edition.oid, `files/${world.file.oid}.html`)).toContain("改写后的正文");
    expect(await editionText(edition.oid, `files/${world.file.oid}.html`)).toBe(frozen);
  });

  it("fails on a missing attachment: the task says why, the edition is FAILED and has no objects", async () => {
    const world = await createPublishingWorld(context);
    await context.db
      .update(contentFiles)
      .set({ content: imageDocument("gone-attachment", "正文") })
      .where(eq(contentFiles.oid, world.file.oid));
    const { edition, finished } = await buildEdition(context, world, "FAILED");
    const reason = "文件“冯·诺依曼结构”引用的附件 gone-attachment 不存在或尚未上传完成，无法构建";
    expect(finished.errorMessage).toBe(reason);
    expect(await findEdition(context.db, edition.oid)).toMatchObject({
      state: "FAILED",
      errorMessage: reason,
    });
    // The style step had written style.css and the fonts before the failure: all of it is gone.
    expect(await readEditionObject(context.storage, edition.oid, "style.css")).toBeNull();
    expect(await readEditionObject(context.storage, edition.oid, "manifest.json")).toBeNull();
    const listed = await call<BookEditions>(context.app, "GET", `${world.url}/editions`, {
      token: world.tokens.chief,
    });
    expect(listed.body.data.items).toEqual([]);
    const history = await call<Page<Edition>>(context.app, "GET", `${world.url}/publish/build-history`, {
      token: world.tokens.chief,
    });
    expect(history.body.data.items.map((item) => [item.number, item.state, item.errorMessage])).toEqual([
      [1, "FAILED", reason],
    ]);
  });

  it("fails on an attachment that is not READY or lost its bytes", async () => {
    const world = await createPublishingWorld(context);
    const pending = await buildAttachment(context.db, {
      uploader: world.users.chief,
      book: world.book,
      state: "PENDING",
    });
    await context.db
      .update(contentFiles)
      .set({ content: imageDocument(pending.oid, "正文") })
      .where(eq(contentFiles.oid, world.file.oid));
    const { finished } = await buildEdition(context, world, "FAILED");
    expect(finished.errorMessage).toContain(pending.oid);
    // READY, but its object is missing.
    const lost = await buildAttachment(context.db, { uploader: world.users.chief, book: world.book });
    await context.db
      .update(contentFiles)
      .set({ content: imageDocument(lost.oid, "正文") })
      .where(eq(contentFiles.oid, world.file.oid));
    const again = await buildEdition(context, world, "FAILED");
    expect(again.finished.errorMessage).toContain(lost.oid);
    expect(again.edition.number).toBe(2);
  });

  it("fails on content the schema refuses, naming the file", async () => {
    const world = await createPublishingWorld(context);
    const chapter = await buildChapter(context.db, { book: world.book, name: "第二章" });
    const section = await buildSection(context.db, { chapter });
    const broken = await buildFile(context.db, { section, name: "坏文件" });
    await context.db
      .update(contentFiles)
      .set({ content: { type: "doc", content: [{ type: "noSuchNode" }] } })
      .where(eq(contentFiles.oid, broken.oid));
    const { edition, finished } = await buildEdition(context, world, "FAILED");
    expect(finished.errorMessage).toBe("文件“坏文件”的内容格式不正确，无法构建");
    expect(await readEditionObject(context.storage, edition.oid, `files/${world.file.oid}.html`)).toBeNull();
  });

  it("is for publish admins, organisation admins and system admins only", async () => {
    const world = await createPublishingWorld(context);
    for (const token of [
      world.tokens.chief,
      world.tokens.editor,
      world.tokens.reviewer,
      world.tokens.outsider,
    ]) {
      const refused = await call(context.app, "POST", `${world.url}/build`, { token });
      expect(refused.status).toBe(403);
      expect(refused.body.errorCode).toBe("err.privilege.required");
    }
    expect((await call(context.app, "POST", `${world.url}/build`)).status).toBe(401);
    const history = await call<Page<Edition>>(context.app, "GET", `${world.url}/publish/build-history`, {
      token: world.tokens.chief,
    });
    expect(history.body.data.total).toBe(0);
  });

  it("runs one build per book at a time", async () => {
    const world = await createPublishingWorld(context);
    const answers = await Promise.all(
      [0, 1].map(() =>
        call<BuildAnswer>(context.app, "POST", `${world.url}/build`, { token: world.tokens.publisher }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.errorMessage).toBe("教材正在构建，请等待完成后再试");
    const accepted = answers.find((answer) => answer.status === 200);
    await waitForState(context.db, accepted?.body.data.task.oid ?? "", "DONE");
    // Once it has finished, the next one may start.
    const next = await buildEdition(context, world);
    expect(next.edition.number).toBe(2);
  });

  it("marks a build whose task was cancelled while waiting FAILED when the next is asked for", async () => {
    const world = await createPublishingWorld(context);
    await context.app.tasks.stop();
    try {
      const first = await call<BuildAnswer>(context.app, "POST", `${world.url}/build`, {
        token: world.tokens.publisher,
      });
      const cancelled = await call(context.app, "PUT", `/api/user-tasks/${first.body.data.task.oid}/cancel`, {
        token: world.tokens.publisher,
      });
      expect(cancelled.status).toBe(200);
      const second = await call<BuildAnswer>(context.app, "POST", `${world.url}/build`, {
        token: world.tokens.publisher,
      });
      expect(second.status).toBe(200);
      expect(await findEdition(context.db, first.body.data.edition.oid)).toMatchObject({ state: "FAILED" });
    } finally {
      await context.app.tasks.start();
    }
  });
});

describe("the edition's storage", () => {
  it("lies under editions/<oid>/ and answers no object for a path outside it", async () => {
    const world = await createPublishingWorld(context);
    const { edition } = await buildEdition(context, world);
    expect(editionStoragePrefix(edition.oid)).toBe(`editions/${edition.oid}/`);
    expect(await context.storage.statObject(`editions/${edition.oid}/manifest.json`)).not.toBeNull();
    for (const path of ["../manifest.json", "/manifest.json", "files/../manifest.json", ""]) {
      expect(await readEditionObject(context.storage, edition.oid, path)).toBeNull();
    }
    const object = await readEditionObject(context.storage, edition.oid, "manifest.json");
    expect(object?.contentType).toBe("application/json");
  });
});
