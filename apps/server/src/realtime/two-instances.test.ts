// Two server instances on one database (and one Redis when REDIS_URL is set): a lock is never
// granted twice, whichever instance the editors reach; with Redis, what one instance emits reaches
// the sockets on the other (saves, takeovers, lock moves, the custom-style request).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { bookMembers } from "../db/schema/index.ts";
import { createTestApp, type TestContext } from "../test/app.ts";
import { freshDatabase } from "../test/database.ts";
import { buildFile, sessionFor } from "../test/factories.ts";
import { saveRequest } from "./test/save-request.ts";
import {
  ask,
  dataOf,
  fileWithTeam,
  listen,
  next,
  openClient,
  paragraphs,
  type SaveClient,
} from "./test/socket-clients.ts";

const withRedis = Boolean(process.env.REDIS_URL);
let database: Database;
let first: TestContext;
let second: TestContext;
let urls: [string, string];
const clients: SaveClient[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  first = await createTestApp({ database });
  second = await createTestApp({ database });
  urls = [await listen(first), await listen(second)];
});
afterAll(async () => {
  for (const client of clients) client.close();
  await second.close();
  await first.close();
  await database.close();
});

async function client(instance: 0 | 1, token: string, clientId?: string) {
  const opened = await openClient(urls[instance], token, clientId ? { clientId } : {});
  clients.push(opened);
  return opened;
}

describe("two instances", () => {
  it("never grant one file's lock twice, however many editors join at once on either", async () => {
    const team = await fileWithTeam(first);
    const tokens = [team.editorToken, team.chiefToken, team.memberToken];
    const editors = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        client((index % 2) as 0 | 1, tokens[index % 3] as string, `tab-${index}`),
      ),
    );
    for (let round = 0; round < 3; round++) {
      const modes = await Promise.all(
        editors.map(async (editor) => dataOf(await ask(editor, "join-file", team.address)).mode),
      );
      expect(modes.filter((mode) => mode === "edit")).toHaveLength(1);
      const holder = editors[modes.indexOf("edit")] as SaveClient;
      // The holder leaves; the next round races for the free lock again.
      await ask(holder, "leave-file", team.address);
      await Promise.all(editors.map((editor) => ask(editor, "leave-file", team.address)));
    }
  });

  it("never grant a takeover twice: of many waiters on both instances, one waits", async () => {
    const team = await fileWithTeam(first);
    const holder = await client(0, team.editorToken);
    await ask(holder, "join-file", team.address);
    const waiters = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        client((index % 2) as 0 | 1, team.chiefToken, `waiter-${index}`),
      ),
    );
    const answers = await Promise.all(waiters.map((waiter) => ask(waiter, "request-takeover", team.address)));
    const codes = answers.map((answer) => (answer.ok ? "ok" : answer.errorCode));
    expect(codes.filter((code) => code === "error.writing-file.waiting")).toHaveLength(1);
    expect(codes.filter((code) => code === "error.editing-file.failed")).toHaveLength(9);
  });

  it.runIf(withRedis)("carry saves, takeovers and lock moves to the other instance's sockets", async () => {
    const team = await fileWithTeam(first);
    const holder = await client(0, team.editorToken);
    const reader = await client(1, team.chiefToken);
    expect(dataOf(await ask(holder, "join-file", team.address)).mode).toBe("edit");
    expect(dataOf(await ask(reader, "join-file", team.address)).mode).toBe("read");

    const heard = next(reader, "content-saved");
    await ask(holder, "save-content", saveRequest(team.address, 1, "跨实例"));
    expect(await heard).toEqual({ fileOid: team.file.oid, version: 2, content: paragraphs("跨实例") });

    const asked = next(holder, "takeover-requested");
    expect(await ask(reader, "request-takeover", team.address)).toMatchObject({
      errorCode: "error.writing-file.waiting",
    });
    expect((await asked).requester.fullName).toBe("王主编");
    const lost = next(holder, "lock-lost");
    const granted = next(reader, "lock-granted");
    await ask(holder, "save-content", saveRequest(team.address, 2, "交接"));
    expect(await ask(holder, "hand-over", team.address)).toEqual({ ok: true, data: { passed: true } });
    expect(await granted).toEqual({ fileOid: team.file.oid, version: 3 });
    expect((await lost).errorCode).toBe("error.writing-file-waiting.evict");
  });

  it.runIf(withRedis)("ask the writers on both instances to save before a custom style update", async () => {
    const team = await fileWithTeam(first);
    const otherFile = await buildFile(first.db, { section: team.section });
    const onFirst = await client(0, team.editorToken);
    const onSecond = await client(1, await sessionFor(first.db, team.chief, first.clock, team.org.oid));
    await ask(onFirst, "join-file", team.address);
    await ask(onSecond, "join-file", { ...team.address, fileOid: otherFile.oid });
    const answers: Promise<unknown>[] = [];
    for (const writer of [onFirst, onSecond]) {
      writer.on("before-save-custom-style", () => {
        answers.push(ask(writer, "start-save-custom-style", { saveContentResult: true, result: true }));
      });
    }
    expect(await second.app.saveSocket.beforeSaveCustomStyle(team.book.oid, 5_000)).toEqual({
      writers: 2,
      answered: 2,
      saved: 2,
      timedOut: false,
    });
    expect(await Promise.all(answers)).toEqual([
      { ok: true, data: null },
      { ok: true, data: null },
    ]);
  });

  it.runIf(withRedis)("logout on one instance disconnects the session's socket on the other", async () => {
    const team = await fileWithTeam(first);
    const writer = await client(1, team.editorToken);
    await ask(writer, "join-file", team.address);
    const told = next(writer, "access-ended");
    const gone = new Promise((resolve) => writer.once("disconnect", resolve));
    const logout = await first.app.inject({
      method: "POST",
      url: "/api/passports/logout",
      headers: { authorization: `Bearer ${team.editorToken}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(await told).toEqual({ fileOid: null, errorCode: "error.token.invalid" });
    expect(await gone).toBe("io server disconnect");
  });

  it.runIf(withRedis)(
    "send a save to the other instance's readers that may still read the file",
    async () => {
      const team = await fileWithTeam(first);
      const writer = await client(0, team.editorToken);
      await ask(writer, "join-file", team.address);
      const member = await client(1, team.memberToken);
      const viewer = await client(1, team.viewerToken);
      await ask(member, "join-file", team.address);
      await ask(viewer, "join-file", team.address);
      const memberHeard: number[] = [];
      member.on("content-saved", (payload) => memberHeard.push(payload.version));
      await first.db
        .delete(bookMembers)
        .where(and(eq(bookMembers.bookOid, team.book.oid), eq(bookMembers.userOid, team.member.oid)));
      const heard = next(viewer, "content-saved");
      await ask(writer, "save-content", saveRequest(team.address, 1, "只给仍可阅读的人"));
      expect((await heard).version).toBe(2);
      expect(memberHeard).toEqual([]);
    },
  );
});
