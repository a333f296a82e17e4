// beforeSaveCustomStyle on one instance: only the book's writers are asked; the answer count, the
// editors' own save results, and the timeout when a writer does not answer.
import { describe, expect, it } from "vitest";
import { buildFile } from "../test/factories.ts";
import { saveSocketSuite } from "./test/save-socket-suite.ts";
import { ask, fileWithTeam } from "./test-support.ts";

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
