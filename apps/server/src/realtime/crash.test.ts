// A server that dies in the middle of a save: its connections drop and its listener goes, either
// after the commit but before the acknowledgement, or before the commit. A new server comes up on
// the same port and database; the client reconnects, joins again and re-sends the save it never
// saw acknowledged (the browser's queue does the same). Nothing is lost, nothing applied twice.
import type { Socket as RawSocket } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { contentFiles, contentRevisions } from "../db/schema/index.ts";
import { createTestApp, type TestContext } from "../test/app.ts";
import { freshDatabase } from "../test/database.ts";
import { saveRequest } from "./test/save-request.ts";
import { ask, connectClient, dataOf, fileWithTeam, paragraphs } from "./test/socket-clients.ts";

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

type Moment = "afterCommit" | "beforeCommit";

/** An app whose next save (once armed) kills its own network at the given moment. */
async function dyingServer(moment: Moment) {
  let armed = false;
  const raw = new Set<RawSocket>();
  let context: TestContext | null = null;
  const die = async () => {
    armed = false;
    const server = context?.app.server;
    const closed = new Promise((resolve) => server?.close(resolve));
    for (const socket of raw) socket.destroy();
    await closed;
  };
  context = await createTestApp({
    database,
    saveSocket: {
      hooks: {
        afterCommit: async () => {
          if (armed && moment === "afterCommit") await die();
        },
        beforeCommit: async () => {
          if (!armed || moment !== "beforeCommit") return;
          await die();
          // The process is gone: its open transaction is rolled back.
          throw new Error("killed before the commit");
        },
      },
    },
  });
  context.app.server.on("connection", (socket: RawSocket) => raw.add(socket));
  const url = await context.app.listen({ port: 0, host: "127.0.0.1" });
  return { context, url, arm: () => (armed = true) };
}

async function history(fileOid: string) {
  const revisions = await database.db
    .select({ version: contentRevisions.version })
    .from(contentRevisions)
    .where(eq(contentRevisions.fileOid, fileOid))
    .orderBy(contentRevisions.version);
  const [file] = await database.db
    .select({ version: contentFiles.version, content: contentFiles.content })
    .from(contentFiles)
    .where(eq(contentFiles.oid, fileOid));
  return { versions: revisions.map((row) => row.version), file };
}

describe.each([
  ["after the commit, before the acknowledgement", "afterCommit", true],
  ["before the commit", "beforeCommit", false],
] as const)("a server killed %s", (_label, moment, committed) => {
  it("loses nothing and applies nothing twice when the client re-sends after reconnecting", async () => {
    const first = await dyingServer(moment);
    const team = await fileWithTeam(first.context);
    const client = connectClient(first.url, team.editorToken, { clientId: "tab-1", reconnection: true });
    try {
      await new Promise((resolve) => client.once("connect", () => resolve(null)));
      expect(dataOf(await ask(client, "join-file", team.address)).mode).toBe("edit");
      const saved = await ask(client, "save-content", saveRequest(team.address, 1, "第二版"));
      expect(dataOf(saved).version).toBe(2);

      // The save the server dies on, as the browser's queue keeps it.
      const queued = saveRequest(team.address, 2, "第三版");
      const resent = new Promise((resolve, reject) => {
        client.io.once("reconnect", () => {
          (async () => {
            const joined = dataOf(await ask(client, "join-file", team.address));
            expect(joined.mode).toBe("edit");
            return ask(client, "save-content", queued);
          })().then(resolve, reject);
        });
      });
      first.arm();
      await expect(ask(client, "save-content", queued, 3_000)).rejects.toThrow();

      // The server is gone; a new one comes up on the same address and database.
      const port = Number(new URL(first.url).port);
      await first.context.app.close().catch(() => undefined);
      const second = await createTestApp({ database });
      try {
        await second.app.listen({ port, host: "127.0.0.1" });
        expect(await resent).toEqual({ ok: true, data: { version: 3, duplicate: committed } });
        expect(await history(team.file.oid)).toEqual({
          versions: [1, 2, 3],
          file: { version: 3, content: paragraphs("第三版") },
        });
        // And the author carries on from there.
        const after = await ask(client, "save-content", saveRequest(team.address, 3, "第四版"));
        expect(dataOf(after)).toEqual({ version: 4, duplicate: false });
      } finally {
        client.close();
        await second.close();
      }
    } finally {
      client.close();
    }
  });
});
