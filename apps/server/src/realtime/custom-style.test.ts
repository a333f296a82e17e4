// beforeSaveCustomStyle on one instance: only the book's writers are asked; the answer count, the
// editors' own save results, and the timeout when a writer does not answer.
import { describe, expect, it } from "vitest";
import { userTasks } from "../db/schema/index.ts";
import { buildFile } from "../test/factories.ts";
import { saveSocketSuite } from "./test/save-socket-suite.ts";
import { ask, dataOf, fileWithTeam, paragraphs, saveId } from "./test/socket-clients.ts";

const suite = saveSocketSuite();
const { client } = suite;

describe("beforeSaveCustomStyle", () => {
  it("answers at once when nobody writes in the book", async () => {
    const { book } = await fileWithTeam(suite.context);
    expect(await suite.context.app.saveSocket.beforeSaveCustomStyle(book.oid, 1_000)).toEqual({
      writers: 0,
      answered: 0,
      saved: 0,
      timedOut: false,
    });
  });

  it("asks the writers, not the readers, and reports what their editors answered", async () => {
    const team = await fileWithTeam(suite.context);
    const second = await buildFile(suite.context.db, { section: team.section });
    const writer = await client(team.editorToken);
    const otherWriter = await client(team.chiefToken);
    const reader = await client(team.memberToken);
    await ask(writer, "join-file", team.address);
    await ask(otherWriter, "join-file", { ...team.address, fileOid: second.oid });
    await ask(reader, "join-file", team.address);
    let readerAsked = false;
    reader.on("before-save-custom-style", () => {
      readerAsked = true;
    });
    const answers: Promise<unknown>[] = [];
    writer.on("before-save-custom-style", (payload) => {
      expect(payload).toEqual({ bookOid: team.book.oid });
      answers.push(ask(writer, "start-save-custom-style", { saveContentResult: true, result: true }));
    });
    otherWriter.on("before-save-custom-style", () => {
      answers.push(ask(otherWriter, "start-save-custom-style", { saveContentResult: false, result: true }));
    });

    expect(await suite.context.app.saveSocket.beforeSaveCustomStyle(team.book.oid, 5_000)).toEqual({
      writers: 2,
      answered: 2,
      saved: 1,
      timedOut: false,
    });
    await Promise.all(answers);
    expect(readerAsked).toBe(false);
  });

  it("stops waiting at the timeout for a writer who does not answer", async () => {
    const team = await fileWithTeam(suite.context);
    const silent = await client(team.editorToken);
    await ask(silent, "join-file", team.address);
    expect(await suite.context.app.saveSocket.beforeSaveCustomStyle(team.book.oid, 300)).toEqual({
      writers: 1,
      answered: 0,
      saved: 0,
      timedOut: true,
    });
  });

  it("lets the writers it asks save past the whole-book task's block until they answer", async () => {
    const team = await fileWithTeam(suite.context);
    const writer = await client(team.editorToken);
    await ask(writer, "join-file", team.address);
    // The task's row is there before it asks: the book is read-only for everyone else.
    await suite.context.db.insert(userTasks).values({
      type: "NOTE_TITLE_UPDATE",
      title: "题注更新",
      creatorOid: team.chief.oid,
      bookOid: team.book.oid,
      state: "IN_PROGRESS",
    });
    const save = (text: string, baseVersion: number) =>
      ask(writer, "save-content", {
        ...team.address,
        baseVersion,
        clientSaveId: saveId(),
        content: paragraphs(text),
      });
    expect(await save("被拒绝", 1)).toMatchObject({
      ok: false,
      errorCode: "error.book.noteTitleTaskInProgress",
    });

    let lastEdits: unknown;
    writer.on("before-save-custom-style", async () => {
      lastEdits = await save("最后的修改", 1);
      await ask(writer, "start-save-custom-style", { saveContentResult: true, result: true });
    });
    expect(await suite.context.app.saveSocket.beforeSaveCustomStyle(team.book.oid, 5_000)).toMatchObject({
      answered: 1,
      saved: 1,
    });
    expect(dataOf(lastEdits as never)).toEqual({ version: 2, duplicate: false });
    // Once it answered, the block holds again.
    expect(await save("太晚了", 2)).toMatchObject({
      ok: false,
      errorCode: "error.book.noteTitleTaskInProgress",
    });
  });

  it("refuses a malformed answer", async () => {
    const team = await fileWithTeam(suite.context);
    const writer = await client(team.editorToken);
    expect(await ask(writer, "start-save-custom-style", { saveContentResult: "yes" } as never)).toMatchObject(
      {
        ok: false,
        errorCode: "error.argument.illegal",
      },
    );
  });
});
