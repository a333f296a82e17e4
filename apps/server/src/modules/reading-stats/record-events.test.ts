import type { ReadingEvent, ReadingEventReceipt } from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  readingEvents,
  readingStatBlocks,
  readingStatDays,
  readingStatFiles,
  readingStatQuestions,
  readingStatReaders,
} from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { buildUser } from "../../test/factories.ts";
import { readerSessionFor } from "../readers/test/reader-world.ts";
import { MAX_FILE_TIME } from "./record-events.ts";
import {
  ACTIVITY,
  clientId,
  FILES,
  MODEL,
  type StatsScene,
  statsScene,
  TOPICS,
  VIDEO,
} from "./test-scene.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const send = (token: string, events: unknown[]) =>
  call<ReadingEventReceipt>(context.app, "POST", "/api/reader/events", { token, body: { events } });

/** An event of the scene's book at `secondsAgo` before the test clock's now. */
function event(
  scene: StatsScene,
  kind: ReadingEvent["kind"],
  secondsAgo: number,
  extra: Partial<ReadingEvent> = {},
) {
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

async function fileRow(scene: StatsScene, fileOid: string) {
  const [row] = await context.db
    .select()
    .from(readingStatFiles)
    .where(and(eq(readingStatFiles.bookOid, scene.book.oid), eq(readingStatFiles.fileOid, fileOid)));
  return row;
}

describe("POST /reader/events", () => {
  it("stores a batch and adds it to the aggregates: time, opens, readers, days, media, attachments", async () => {
    const scene = await statsScene(context);
    const batch = [
      event(scene, "FILE_OPEN", 100),
      event(scene, "FILE_TIME", 70, { amount: 30 }),
      event(scene, "FILE_OPEN", 60, { fileOid: FILES.lab }),
      event(scene, "MEDIA_PLAY", 50, { fileOid: FILES.lab, blockOid: VIDEO, amount: 800 }),
      event(scene, "MODEL_OPEN", 40, { fileOid: FILES.lab, blockOid: MODEL }),
      event(scene, "FILE_TIME", 10, { fileOid: FILES.lab, amount: 25 }),
    ];
    const answer = await send(scene.readerToken, batch);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({ accepted: 6, duplicates: 0, ignored: 0 });
    expect(await fileRow(scene, FILES.intro)).toMatchObject({ readers: 1, seconds: 30, opens: 1 });
    expect(await fileRow(scene, FILES.lab)).toMatchObject({ readers: 1, seconds: 25, opens: 1 });
    const [reader] = await context.db
      .select()
      .from(readingStatReaders)
      .where(eq(readingStatReaders.bookOid, scene.book.oid));
    expect(reader).toMatchObject({ userOid: scene.readerOid, seconds: 55, filesOpened: 2 });
    const days = await context.db
      .select()
      .from(readingStatDays)
      .where(eq(readingStatDays.bookOid, scene.book.oid));
    expect(days).toEqual([{ bookOid: scene.book.oid, day: "2026-03-02", seconds: 55, opens: 2 }]);
    const blocks = await context.db
      .select({
        blockOid: readingStatBlocks.blockOid,
        kind: readingStatBlocks.kind,
        count: readingStatBlocks.count,
        amountSum: readingStatBlocks.amountSum,
      })
      .from(readingStatBlocks)
      .where(eq(readingStatBlocks.bookOid, scene.book.oid))
      .orderBy(readingStatBlocks.kind);
    expect(blocks).toEqual([
      { blockOid: VIDEO, kind: "MEDIA_PLAY", count: 1, amountSum: 800 },
      { blockOid: MODEL, kind: "MODEL_OPEN", count: 1, amountSum: 0 },
    ]);
  });

  it("ignores a replayed batch: nothing stored or counted twice", async () => {
    const scene = await statsScene(context);
    const batch = [event(scene, "FILE_OPEN", 30), event(scene, "FILE_TIME", 5, { amount: 20 })];
    expect((await send(scene.readerToken, batch)).body.data).toEqual({
      accepted: 2,
      duplicates: 0,
      ignored: 0,
    });
    expect((await send(scene.readerToken, batch)).body.data).toEqual({
      accepted: 0,
      duplicates: 2,
      ignored: 0,
    });
    const twice = [batch[0], batch[0]];
    expect((await send(scene.readerToken, twice)).body.data).toEqual({
      accepted: 0,
      duplicates: 2,
      ignored: 0,
    });
    expect(await fileRow(scene, FILES.intro)).toMatchObject({ readers: 1, seconds: 20, opens: 1 });
    const stored = await context.db
      .select()
      .from(readingEvents)
      .where(eq(readingEvents.bookOid, scene.book.oid));
    expect(stored).toHaveLength(2);
  });

  it("cuts a FILE_TIME longer than the wall time since the reader's previous event, and caps it", async () => {
    const scene = await statsScene(context);
    await send(scene.readerToken, [
      event(scene, "FILE_OPEN", 4000),
      // 10 s after the open, claiming an hour.
      event(scene, "FILE_TIME", 3990, { amount: 3600 }),
      // a first event's time cannot be checked against anything: it counts nothing.
    ]);
    expect(await fileRow(scene, FILES.intro)).toMatchObject({ seconds: 10 });
    // Nearly an hour later, claiming a day: at most MAX_FILE_TIME.
    await send(scene.readerToken, [event(scene, "FILE_TIME", 0, { amount: 86_400 })]);
    expect(await fileRow(scene, FILES.intro)).toMatchObject({ seconds: 10 + MAX_FILE_TIME });
    // A time from the future is pulled back to now, and counts no more than the wall time.
    const future = event(scene, "FILE_TIME", -7200, { amount: 900 });
    await send(scene.readerToken, [future]);
    expect(await fileRow(scene, FILES.intro)).toMatchObject({ seconds: 10 + MAX_FILE_TIME });
  });

  it("grades quiz answers on the server: a claimed score or verdict changes nothing", async () => {
    const scene = await statsScene(context);
    const quiz = (topicOid: string, answer: object, secondsAgo: number) =>
      event(scene, "QUIZ_ANSWER", secondsAgo, {
        fileOid: FILES.quiz,
        blockOid: "forged-block",
        amount: 100,
        detail: {
          activityOid: ACTIVITY,
          topicOid,
          answer,
          correct: true,
          score: 100,
        } as ReadingEvent["detail"],
      });
    const answer = await send(scene.readerToken, [
      quiz(TOPICS.single, { choices: ["b"] }, 30),
      quiz(TOPICS.single, { choices: ["a"] }, 20),
      quiz(TOPICS.judge, { judge: false }, 10),
      quiz("no-such-topic", { judge: true }, 5),
    ]);
    expect(answer.body.data).toEqual({ accepted: 3, duplicates: 0, ignored: 1 });
    const questions = await context.db
      .select({
        key: readingStatQuestions.questionKey,
        block: readingStatQuestions.blockOid,
        attempts: readingStatQuestions.attempts,
        correct: readingStatQuestions.correct,
      })
      .from(readingStatQuestions)
      .where(eq(readingStatQuestions.bookOid, scene.book.oid))
      .orderBy(readingStatQuestions.questionKey);
    expect(questions).toEqual([
      { key: TOPICS.single, block: ACTIVITY, attempts: 2, correct: 1 },
      { key: TOPICS.judge, block: ACTIVITY, attempts: 1, correct: 0 },
    ]);
  });

  it("ignores events of a book not pushed to the reader, a withdrawn push, and a file the edition lacks", async () => {
    const scene = await statsScene(context);
    const stranger = await send(scene.strangerToken, [event(scene, "FILE_OPEN", 10)]);
    expect(stranger.status).toBe(200);
    expect(stranger.body.data).toEqual({ accepted: 0, duplicates: 0, ignored: 1 });
    const unknownFile = await send(scene.readerToken, [
      event(scene, "FILE_OPEN", 10, { fileOid: "nosuchfile00000001" }),
      event(scene, "FILE_OPEN", 10, { editionOid: "nosuchedition00001" }),
      event(scene, "FILE_OPEN", 10, { bookOid: "nosuchbook00000001" }),
    ]);
    expect(unknownFile.body.data).toEqual({ accepted: 0, duplicates: 0, ignored: 3 });
    expect(await fileRow(scene, FILES.intro)).toBeUndefined();
  });

  it("refuses bad input without a 500, and anonymous callers", async () => {
    const scene = await statsScene(context);
    const good = event(scene, "FILE_OPEN", 10);
    const bad: unknown[][] = [
      [],
      Array.from({ length: 201 }, () => event(scene, "FILE_OPEN", 10)),
      [{ ...good, kind: "HACK" }],
      [{ ...good, clientId: "short" }],
      [{ ...good, clientId: "x".repeat(65) }],
      [{ ...good, amount: -1 }],
      [{ ...good, amount: 1.5 }],
      [{ ...good, occurredAt: "yesterday" }],
      [{ ...good, fileOid: undefined }],
      [{ ...good, detail: { answer: { choices: "a" } } }],
      [{ ...good, detail: { topicOid: "t".repeat(65) } }],
      ["not an event"],
    ];
    for (const events of bad) {
      const answer = await send(scene.readerToken, events);
      expect(answer.status, JSON.stringify(events).slice(0, 80)).toBe(400);
    }
    const notJson = await call(context.app, "POST", "/api/reader/events", {
      token: scene.readerToken,
      body: { events: "x" },
    });
    expect(notJson.status).toBe(400);
    expect((await call(context.app, "POST", "/api/reader/events", { body: { events: [good] } })).status).toBe(
      401,
    );
  });

  it("counts a file's readers once per reader, however often they come back", async () => {
    const scene = await statsScene(context);
    const second = await buildUser(context.db);
    await scene.pushTo(second.oid);
    const secondToken = await readerSessionFor(context.db, second, context.clock);
    await send(scene.readerToken, [event(scene, "FILE_OPEN", 50)]);
    await send(scene.readerToken, [event(scene, "FILE_OPEN", 40)]);
    await send(secondToken, [event(scene, "FILE_OPEN", 30)]);
    expect(await fileRow(scene, FILES.intro)).toMatchObject({ readers: 2, opens: 3 });
  });
});
