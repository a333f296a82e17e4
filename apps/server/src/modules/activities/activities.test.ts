// The activity calls: addresses and permission as the content calls, topic rules per type, the
// ordered topic list (PUT replaces, v2 POST appends, DELETE removes) and the preview URL.
import {
  ACTIVITY_LIMITS,
  type Activity,
  type ActivityPreview,
  QUESTION_TYPES,
  type Topic,
} from "@textbook/shared";
import { inlineDoc, sampleTopics } from "@textbook/shared/test/activity-fixtures";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { books, chapters, userTasks } from "../../db/schema/index.ts";
import { fileWithTeam } from "../../realtime/test/socket-clients.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { buildBook } from "../../test/factories.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

type Team = Awaited<ReturnType<typeof fileWithTeam>>;
type TopicList = { items: Topic[]; total: number };

async function newActivity(team: Team, body: object = { title: "课堂练习" }): Promise<Activity> {
  const answer = await call<Activity>(context.app, "POST", `${team.fileUrl}/activities/`, {
    token: team.editorToken,
    body,
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function withActivity(options: { committed?: boolean } = {}) {
  const team = await fileWithTeam(context, options);
  const activity = await newActivity(team);
  return { ...team, activity, activityUrl: `${team.fileUrl}/activities/${activity.oid}` };
}

describe("activities", () => {
  it("creates a TEST activity by default, then reads and updates it", async () => {
    const team = await fileWithTeam(context);
    const created = await newActivity(team, { title: "课堂练习" });
    expect(created).toMatchObject({ fileOid: team.file.oid, type: "TEST", title: "课堂练习", topicCount: 0 });
    const url = `${team.fileUrl}/activities/${created.oid}`;
    const read = await call<Activity>(context.app, "GET", url, { token: team.viewerToken });
    expect(read.body.data).toEqual(created);
    const updated = await call<Activity>(context.app, "PUT", url, {
      token: team.editorToken,
      body: { type: "SUBJECTIVE", name: "讨论", title: "小组讨论" },
    });
    expect(updated.body.data).toMatchObject({ type: "SUBJECTIVE", name: "讨论", title: "小组讨论" });
    const tooLong = await call(context.app, "PUT", url, {
      token: team.editorToken,
      body: { title: "长".repeat(256) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({ title: "最多 255 个字符" });
  });

  it("refuses settings nested past JSON_MAX_DEPTH with a field message, not a database 500", async () => {
    const team = await fileWithTeam(context);
    // Written out as text: the test's own serialisation would not survive 5,000 levels.
    const settings = `${'{"a":'.repeat(5000)}"核心"${"}".repeat(5000)}`;
    const answer = await call(context.app, "POST", `${team.fileUrl}/activities/`, {
      token: team.editorToken,
      headers: { "content-type": "application/json" },
      body: `{"title":"层级","settings":${settings}}`,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ settings: "内容嵌套层级过深" });
  });

  it("needs a login, the book's view to read, and editing rights to change", async () => {
    const team = await withActivity();
    const other = await fileWithTeam(context);
    expect((await call(context.app, "GET", team.activityUrl)).status).toBe(401);
    const outsider = await call(context.app, "GET", team.activityUrl, { token: other.editorToken });
    expect(outsider.status).toBe(403);
    expect(outsider.body.errorCode).toBe("err.privilege.required");
    const viewerWrite = await call(context.app, "PUT", `${team.activityUrl}/topics`, {
      token: team.viewerToken,
      body: { topics: [] },
    });
    expect(viewerWrite.status).toBe(403);
    const viewerCreate = await call(context.app, "POST", `${team.fileUrl}/activities/`, {
      token: team.viewerToken,
      body: {},
    });
    expect(viewerCreate.body.errorCode).toBe("err.privilege.required");
  });

  it("answers 404 for an activity of another file and for a wrong address", async () => {
    const team = await withActivity();
    const sibling = await fileWithTeam(context);
    const foreign = await call(context.app, "GET", `${sibling.fileUrl}/activities/${team.activity.oid}`, {
      token: sibling.editorToken,
    });
    expect(foreign.status).toBe(404);
    const missingFile = team.activityUrl.replace(team.file.oid, "missing");
    expect((await call(context.app, "GET", missingFile, { token: team.editorToken })).status).toBe(404);
    const wrongBook = await buildBook(context.db, { org: team.org });
    const elsewhere = team.activityUrl.replace(team.book.oid, wrongBook.oid);
    expect((await call(context.app, "GET", elsewhere, { token: team.editorToken })).status).toBe(403);
  });

  it("refuses changes under a committed chapter, in a locked book and during a whole-book task", async () => {
    const committed = await withActivity();
    await context.db.update(chapters).set({ committed: true }).where(eq(chapters.oid, committed.chapter.oid));
    const refused = await call(context.app, "PUT", `${committed.activityUrl}/topics`, {
      token: committed.editorToken,
      body: { topics: [sampleTopics().JUDGE] },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe("err.chapter.committed");
    const read = await call<TopicList>(context.app, "GET", `${committed.activityUrl}/topics`, {
      token: committed.editorToken,
    });
    expect(read.body.data.total).toBe(0);

    const locked = await fileWithTeam(context);
    const activity = await newActivity(locked);
    await context.db.update(books).set({ state: "LOCKED" }).where(eq(books.oid, locked.book.oid));
    const lockedAnswer = await call(context.app, "PUT", `${locked.fileUrl}/activities/${activity.oid}`, {
      token: locked.editorToken,
      body: { title: "改" },
    });
    expect(lockedAnswer.status).toBe(403);
    // A locked book is read-only for everyone: its own message, not a missing right.
    expect(lockedAnswer.body.errorCode).toBe("err.book.readOnly");

    const busy = await withActivity();
    await context.db.insert(userTasks).values({
      type: "CUSTOM_STYLE_UPDATE",
      state: "IN_PROGRESS",
      title: "样式更新",
      creatorOid: busy.chief.oid,
      bookOid: busy.book.oid,
    });
    const waiting = await call(context.app, "POST", `${busy.activityUrl}/topics`, {
      token: busy.editorToken,
      body: { topics: [sampleTopics().JUDGE] },
    });
    expect(waiting.status).toBe(409);
    expect(waiting.body.errorCode).toBe("err.book.customStyleInProgress");
  });
});

describe("topics", () => {
  it("PUT stores one topic of each type in order and keeps the oids sent back", async () => {
    const team = await withActivity();
    const topics = Object.values(sampleTopics());
    const put = await call<TopicList>(context.app, "PUT", `${team.activityUrl}/topics`, {
      token: team.editorToken,
      body: { topics },
    });
    expect(put.status).toBe(200);
    // The samples hold one topic of each question type of shell §3, in its order.
    expect(put.body.data.items.map((topic) => topic.type)).toEqual([...QUESTION_TYPES]);
    expect(put.body.data.items[0]).toMatchObject({ answer: "B", analysis: inlineDoc("一加一等于二") });
    const stored = put.body.data.items;
    const reordered = [stored[3], stored[0], { ...stored[1], oid: "not-of-this-activity" }];
    const again = await call<TopicList>(context.app, "PUT", `${team.activityUrl}/topics`, {
      token: team.editorToken,
      body: { topics: reordered },
    });
    const items = again.body.data.items;
    expect(items.map((topic) => topic.oid).slice(0, 2)).toEqual([stored[3]?.oid, stored[0]?.oid]);
    expect(items[2]?.oid).not.toBe("not-of-this-activity");
    expect(items[2]?.type).toBe("MULTIPLE");
    const activity = await call<Activity>(context.app, "GET", team.activityUrl, { token: team.editorToken });
    expect(activity.body.data.topicCount).toBe(3);
    const emptied = await call<TopicList>(context.app, "PUT", `${team.activityUrl}/topics`, {
      token: team.editorToken,
      body: { topics: [] },
    });
    expect(emptied.body.data).toEqual({ items: [], total: 0 });
  });

  it("refuses a topic that breaks its type's rule with the field's message, storing nothing", async () => {
    const team = await withActivity();
    const single = { ...sampleTopics().SINGLE, answer: "Z" };
    const refused = await call(context.app, "PUT", `${team.activityUrl}/topics`, {
      token: team.editorToken,
      body: { topics: [sampleTopics().JUDGE, single] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe("err.validate.failed");
    expect(refused.body.errors).toEqual({ "topics.1.answer": "单选题需要且只能有一个正确答案" });
    const multiple = { ...sampleTopics().MULTIPLE, options: sampleTopics().MULTIPLE.options.slice(0, 1) };
    const fewOptions = await call(context.app, "POST", `${team.activityUrl}/topics`, {
      token: team.editorToken,
      body: { topics: [multiple] },
    });
    expect(fewOptions.body.errors).toMatchObject({ "topics.0.options": "至少需要 2 个选项" });
    const judge = await call(context.app, "POST", `${team.activityUrl}/topics`, {
      token: team.editorToken,
      body: { topics: [{ ...sampleTopics().JUDGE, answer: null }] },
    });
    expect(judge.body.errors).toEqual({ "topics.0.answer": "请选择正确或错误" });
    const list = await call<TopicList>(context.app, "GET", `${team.activityUrl}/topics`, {
      token: team.editorToken,
    });
    expect(list.body.data.total).toBe(0);
  });

  it("checks each small document against the document schema: attributes, nesting and blanks", async () => {
    const team = await withActivity();
    const { JUDGE, FILL } = sampleTopics();
    const formula = (attrs: object) => ({
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "面积" },
            { type: "inlineMath", attrs },
          ],
        },
      ],
    });
    const stored = await call<TopicList>(context.app, "POST", `${team.activityUrl}/topics`, {
      token: team.editorToken,
      body: { topics: [{ ...JUDGE, subject: formula({ latex: "S=\\pi r^2" }) }] },
    });
    expect(stored.status).toBe(200);
    const unknownAttribute = await call(context.app, "POST", `${team.activityUrl}/topics`, {
      token: team.editorToken,
      body: { topics: [JUDGE, { ...JUDGE, analysis: formula({ latex: "x", onclick: "alert(1)" }) }] },
    });
    expect(unknownAttribute.status).toBe(400);
    expect(unknownAttribute.body.errors).toEqual({ "topics.1.analysis": "内容包含不支持的格式" });
    const badColour = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [{ type: "text", text: "红", marks: [{ type: "textColor", attrs: { color: "url(x)" } }] }],
        },
      ],
    };
    const colour = await call(context.app, "PUT", `${team.activityUrl}/topics`, {
      token: team.editorToken,
      body: { topics: [{ ...FILL, options: [{ id: "blank-1", answers: [badColour] }] }] },
    });
    expect(colour.body.errors).toEqual({ "topics.0.options.0.answers.0": "内容包含不支持的格式" });
    const nested = {
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "paragraph" }] }, ...(inlineDoc("题").content ?? [])],
    };
    const nesting = await call(context.app, "POST", `${team.activityUrl}/topics`, {
      token: team.editorToken,
      body: { topics: [{ ...JUDGE, subject: nested }] },
    });
    expect(nesting.body.errors).toEqual({ "topics.0.subject": "内容包含不支持的格式" });
    const blank = await call(context.app, "POST", `${team.activityUrl}/topics`, {
      token: team.editorToken,
      body: { topics: [{ ...JUDGE, subject: FILL.subject }] },
    });
    expect(blank.body.errors).toEqual({ "topics.0.subject": "只有填空题的题干可以插入空格" });
    const list = await call<TopicList>(context.app, "GET", `${team.activityUrl}/topics`, {
      token: team.editorToken,
    });
    expect(list.body.data.total).toBe(1);
  });

  it("the v2 POST keeps the whole activity within 100 topics", async () => {
    const team = await withActivity();
    const { JUDGE } = sampleTopics();
    const many = (n: number) => Array.from({ length: n }, () => JUDGE);
    await call(context.app, "PUT", `${team.activityUrl}/topics`, {
      token: team.editorToken,
      body: { topics: many(ACTIVITY_LIMITS.topicsMax - 1) },
    });
    const over = await call(context.app, "POST", `${team.activityUrl}/topics`, {
      token: team.editorToken,
      body: { topics: many(2) },
    });
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual({ topics: "一个互动练习最多 100 道题" });
    const last = await call<TopicList>(context.app, "POST", `${team.activityUrl}/topics`, {
      token: team.editorToken,
      body: { topics: many(1) },
    });
    expect(last.body.data.total).toBe(ACTIVITY_LIMITS.topicsMax);
  });

  it("the v2 POST appends after the stored topics; DELETE removes by oid and closes the gaps", async () => {
    const team = await withActivity();
    const { SINGLE, JUDGE, SORT, FILL } = sampleTopics();
    await call(context.app, "PUT", `${team.activityUrl}/topics`, {
      token: team.editorToken,
      body: { topics: [SINGLE, JUDGE] },
    });
    const appended = await call<TopicList>(context.app, "POST", `${team.activityUrl}/topics`, {
      token: team.editorToken,
      body: { topics: [SORT, FILL] },
    });
    expect(appended.body.data.items.map((topic) => topic.type)).toEqual(["SINGLE", "JUDGE", "SORT", "FILL"]);
    const [first, second, third] = appended.body.data.items;
    const deleted = await call<TopicList>(context.app, "DELETE", `${team.activityUrl}/topics`, {
      token: team.editorToken,
      body: { oids: [second?.oid, first?.oid] },
    });
    expect(deleted.body.data.items.map((topic) => topic.type)).toEqual(["SORT", "FILL"]);
    const again = await call<TopicList>(context.app, "POST", `${team.activityUrl}/topics`, {
      token: team.editorToken,
      body: { topics: [JUDGE] },
    });
    expect(again.body.data.items.map((topic) => topic.oid).slice(0, 1)).toEqual([third?.oid]);
    expect(again.body.data.items.map((topic) => topic.type)).toEqual(["SORT", "FILL", "JUDGE"]);
    const unknown = await call(context.app, "DELETE", `${team.activityUrl}/topics`, {
      token: team.editorToken,
      body: { oids: [third?.oid, "missing"] },
    });
    expect(unknown.status).toBe(404);
    const kept = await call<TopicList>(context.app, "GET", `${team.activityUrl}/topics`, {
      token: team.viewerToken,
    });
    expect(kept.body.data.total).toBe(3);
    const empty = await call(context.app, "DELETE", `${team.activityUrl}/topics`, {
      token: team.editorToken,
      body: { oids: [] },
    });
    expect(empty.body.errors).toEqual({ oids: "必填项，请输入" });
  });
});

describe("preview-url", () => {
  it("answers the web app's preview page of the activity to anyone who may read it", async () => {
    const team = await withActivity();
    const answer = await call<ActivityPreview>(context.app, "GET", `${team.activityUrl}/preview-url`, {
      token: team.viewerToken,
    });
    const { book, chapter, section, file, activity } = team;
    expect(answer.body.data.url).toBe(
      `/f/activity-preview/${book.oid}/${chapter.oid}/${section.oid}/${file.oid}/${activity.oid}`,
    );
    const missing = await call(context.app, "GET", `${team.fileUrl}/activities/missing/preview-url`, {
      token: team.viewerToken,
    });
    expect(missing.status).toBe(404);
  });
});
