import type {
  BookStatSummary,
  Page,
  ReadingEvent,
  StatBookRow,
  StatQuestion,
  StatTree,
  StatVideo,
  UserTask,
} from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { waitForState } from "../../test/tasks.ts";
import { rowsOfAttachment } from "../users/org-user-sheets/test-sheets.ts";
import {
  ACTIVITY,
  CHAPTERS,
  clientId,
  FILES,
  MODEL,
  SECTIONS,
  type StatsScene,
  statsScene,
  TOPICS,
  VIDEO,
} from "./test-scene.ts";

let context: TestContext;
let scene: StatsScene;

const get = <T>(url: string, token = scene.editorToken) =>
  call<T>(context.app, "GET", `/api${url}`, { token });
const post = <T>(url: string, token = scene.editorToken) =>
  call<T>(context.app, "POST", `/api${url}`, { token });

function event(kind: ReadingEvent["kind"], secondsAgo: number, extra: Partial<ReadingEvent> = {}) {
  return {
    clientId: clientId(),
    kind,
    bookOid: scene.book.oid,
    editionOid: scene.editionOid,
    fileOid: FILES.intro,
    amount: 0,
    occurredAt: new Date(context.clock.now().getTime() - secondsAgo * 1000).toISOString(),
    ...extra,
  };
}

const quiz = (topicOid: string, answer: object, secondsAgo: number) =>
  event("QUIZ_ANSWER", secondsAgo, {
    fileOid: FILES.quiz,
    detail: { activityOid: ACTIVITY, topicOid, answer },
  });

beforeAll(async () => {
  context = await createTestApp();
  await context.app.tasks.start();
  scene = await statsScene(context);
  // One reader reads the introduction for 2 minutes, watches 80 % of the video, opens the model and
  // answers both questions (one right).
  const answer = await call(context.app, "POST", "/api/reader/events", {
    token: scene.readerToken,
    body: {
      events: [
        event("FILE_OPEN", 600),
        event("FILE_TIME", 480, { amount: 120 }),
        event("FILE_OPEN", 400, { fileOid: FILES.lab }),
        event("MEDIA_PLAY", 300, { fileOid: FILES.lab, blockOid: VIDEO, amount: 800 }),
        event("MODEL_OPEN", 200, { fileOid: FILES.lab, blockOid: MODEL }),
        quiz(TOPICS.single, { choices: ["a"] }, 100),
        quiz(TOPICS.judge, { judge: false }, 50),
      ],
    },
  });
  expect(answer.status).toBe(200);
});
afterAll(() => context.close());

describe("statistics and application data", () => {
  it("sums up the book: readers, time (shell §9), completion, plays, answers, days", async () => {
    for (const url of [`/book-stats/${scene.book.oid}`, `/book-applications/${scene.book.oid}/summary`]) {
      const answer = await get<BookStatSummary>(url);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        bookOid: scene.book.oid,
        editionOid: scene.editionOid,
        readers: 1,
        seconds: 120,
        time: "2 分钟",
        averageTime: "2 分钟",
        files: 3,
        // two of three files opened by the only reader
        completionRate: 66.7,
        videoPlays: 1,
        quizAttempts: 2,
        correctRate: 50,
        days: [{ day: "2026-03-02", seconds: 120, opens: 2 }],
      });
    }
  });

  it("lays the figures on the edition's chapter → section → file tree", async () => {
    for (const url of [
      `/book-stats/${scene.book.oid}/detail`,
      `/book-applications/${scene.book.oid}/chapters-and-sections`,
    ]) {
      const { chapters } = (await get<StatTree>(url)).body.data;
      expect(chapters.map((chapter) => [chapter.title, chapter.completionRate, chapter.time])).toEqual([
        ["第一章", 100, "2 分钟"],
        ["第二章", 0, "不足 1 分钟"],
      ]);
      const [section] = chapters[0]?.sections ?? [];
      expect(section?.files.map((file) => [file.title, file.readers, file.seconds, file.videoPlays])).toEqual(
        [
          ["导言", 1, 120, 0],
          ["实验", 1, 0, 1],
        ],
      );
      expect(chapters[1]).toMatchObject({ quizAttempts: 2, correctRate: 50 });
    }
  });

  it("answers a section's videos and quiz questions, hardest first, titled from the edition", async () => {
    const base = `/book-applications/${scene.book.oid}/chapters`;
    const videos = await get<{ items: StatVideo[] }>(
      `${base}/${CHAPTERS.one}/sections/${SECTIONS.one}/videos`,
    );
    expect(videos.body.data.items).toEqual([
      {
        blockOid: VIDEO,
        title: "实验视频",
        fileOid: FILES.lab,
        fileTitle: "实验",
        plays: 1,
        watchedRate: 80,
      },
    ]);
    const quizzes = await get<{ items: StatQuestion[] }>(
      `${base}/${CHAPTERS.two}/sections/${SECTIONS.two}/quizzes`,
    );
    expect(quizzes.body.data.items.map((item) => [item.title, item.attempts, item.correctRate])).toEqual([
      ["课堂测验 第 2 题", 1, 0],
      ["课堂测验 第 1 题", 1, 100],
    ]);
    // A section the edition lacks, or of another chapter: nothing, not an error.
    const none = await get<{ items: StatVideo[] }>(`${base}/${CHAPTERS.two}/sections/${SECTIONS.one}/videos`);
    expect(none.status).toBe(200);
    expect(none.body.data.items).toEqual([]);
  });

  it("answers attachment use, knowledge points and the stat state", async () => {
    const attachments = await get<{
      items: { blockOid: string; kind: string; title: string; count: number }[];
    }>(`/book-stats/${scene.book.oid}/attachments`);
    expect(attachments.body.data.items.map((item) => [item.kind, item.title, item.count]).sort()).toEqual([
      ["MEDIA_PLAY", "实验视频", 1],
      ["MODEL_OPEN", "电路模型", 1],
    ]);
    const points = await get<{ total: number; tagged: number; items: { knText: string; count: number }[] }>(
      `/book-stats/${scene.book.oid}/zjy-kg-kp-count`,
    );
    expect(points.body.data).toEqual({
      total: 2,
      tagged: 2,
      items: [
        { knId: "kp1", knText: "电路", count: 2 },
        { knId: "kp2", knText: "电阻", count: 1 },
      ],
    });
    const state = await get<{ updatedAt: string | null; recomputedAt: string | null; events: number }>(
      `/book-stats/${scene.book.oid}/stat-state`,
    );
    expect(state.body.data).toEqual({
      updatedAt: context.clock.now().toISOString(),
      recomputedAt: null,
      events: 7,
    });
  });

  it("calc-again rebuilds the same figures from the events", async () => {
    const before = (await get<StatTree>(`/book-stats/${scene.book.oid}/detail`)).body.data;
    const task = await post<UserTask>(`/book-stats/${scene.book.oid}/calc-again`);
    expect(task.status).toBe(200);
    await waitForState(context.db, task.body.data.oid, "DONE");
    expect((await get<StatTree>(`/book-stats/${scene.book.oid}/detail`)).body.data).toEqual(before);
    const state = await get<{ recomputedAt: string | null; events: number }>(
      `/book-stats/${scene.book.oid}/stat-state`,
    );
    expect(state.body.data).toMatchObject({ recomputedAt: context.clock.now().toISOString(), events: 7 });
  });

  it("exports the tree to .xlsx as a task, for statistics and application data", async () => {
    for (const url of [
      `/book-stats/${scene.book.oid}/export`,
      `/book-applications/${scene.book.oid}/export`,
    ]) {
      const task = await post<UserTask>(url);
      expect(task.status).toBe(200);
      const done = await waitForState(context.db, task.body.data.oid, "DONE");
      const rows = await rowsOfAttachment(context, done.output?.attachmentOid ?? "");
      expect(rows[0]?.[0]).toBe("章节");
      expect(rows.map((row) => row[0])).toContain("第一章");
      expect(rows.find((row) => row[0] === "第一章")?.[2]).toBe("2 分钟");
    }
  });

  it("lists the books the caller may see, with readers, searchable", async () => {
    const list = await get<Page<StatBookRow>>("/book-applications?page=1&pageSize=10");
    expect(list.status).toBe(200);
    expect(list.body.data.items).toEqual([
      expect.objectContaining({ bookOid: scene.book.oid, readers: 1, seconds: 120, time: "2 分钟" }),
    ]);
    const miss = await get<Page<StatBookRow>>("/book-applications?page=1&pageSize=10&keyword=没有这本书");
    expect(miss.body.data.total).toBe(0);
    const member = await get<Page<StatBookRow>>("/book-applications?page=1&pageSize=10", scene.memberToken);
    expect(member.body.data.total).toBe(0);
  });

  it("refuses plain members, readers and reader sessions; an unknown book is 404", async () => {
    for (const token of [scene.memberToken, scene.readerEditorToken]) {
      expect((await get(`/book-stats/${scene.book.oid}`, token)).status).toBe(403);
      expect((await post(`/book-applications/${scene.book.oid}/export`, token)).status).toBe(403);
    }
    // A reader's session opens the reader's calls only.
    expect((await get(`/book-stats/${scene.book.oid}`, scene.readerToken)).status).toBe(401);
    expect((await get("/book-stats/nosuchbook00000001")).status).toBe(404);
    expect((await get(`/book-stats/${"x".repeat(65)}`)).status).toBe(400);
  });
});
