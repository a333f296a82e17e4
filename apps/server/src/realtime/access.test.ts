// A socket's rooms follow its rights (security review F-07): a logout disconnects the session's
// sockets at once; the periodic check takes out a socket whose session was revoked or whose user
// was disabled or had their roles changed, and one removed from the book (its lock goes on to the
// next editor); saved content reaches only sockets that may still read the file; every event
// resolves the session again.
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookMembers, sessions, users } from "../db/schema/index.ts";
import { saveRequest } from "./test/save-request.ts";
import { saveSocketSuite } from "./test/save-socket-suite.ts";
import { ask, dataOf, fileWithTeam, next, paragraphs, type SaveClient } from "./test/socket-clients.ts";

// Checks every 100 ms here (seconds in production).
const suite = saveSocketSuite({ saveSocket: { accessCheckMs: 100 } });
const { client } = suite;

function closed(socket: SaveClient): Promise<string> {
  return new Promise((resolve) => socket.once("disconnect", (reason) => resolve(reason)));
}

async function removeFromBook(bookOid: string, userOid: string) {
  await suite.context.db
    .delete(bookMembers)
    .where(and(eq(bookMembers.bookOid, bookOid), eq(bookMembers.userOid, userOid)));
}

describe("a session that ends", () => {
  it("logout disconnects the session's sockets at once and hands their lock on", async () => {
    const team = await fileWithTeam(suite.context);
    const writer = await client(team.editorToken);
    const otherTab = await client(team.editorToken, { clientId: "second-tab" });
    expect(dataOf(await ask(writer, "join-file", team.address)).mode).toBe("edit");
    await ask(otherTab, "join-file", team.address);
    const chief = await client(team.chiefToken);
    expect(dataOf(await ask(chief, "join-file", team.address)).mode).toBe("read");
    expect(await ask(chief, "request-takeover", team.address)).toMatchObject({
      errorCode: "error.writing-file.waiting",
    });

    const told = next(writer, "access-ended");
    const gone = [closed(writer), closed(otherTab)];
    const granted = next(chief, "lock-granted");
    const logout = await suite.context.app.inject({
      method: "POST",
      url: "/api/passports/logout",
      headers: { authorization: `Bearer ${team.editorToken}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(await told).toEqual({ fileOid: null, errorCode: "error.token.invalid" });
    expect(await Promise.all(gone)).toEqual(["io server disconnect", "io server disconnect"]);
    expect(await granted).toMatchObject({ fileOid: team.file.oid });
    expect(chief.connected).toBe(true);
  });

  it.each([
    ["a revoked session", { revoked: true }],
    ["a disabled account", { disabled: true }],
    ["changed roles", { roles: true }],
  ])("%s: the check disconnects the socket and frees its lock", async (_name, change) => {
    const team = await fileWithTeam(suite.context);
    const writer = await client(team.editorToken);
    expect(dataOf(await ask(writer, "join-file", team.address)).mode).toBe("edit");
    const told = next(writer, "access-ended");
    const gone = closed(writer);
    const { db, clock } = suite.context;
    if ("revoked" in change) {
      await db.update(sessions).set({ revokedAt: clock.now() }).where(eq(sessions.userOid, team.editor.oid));
    } else if ("disabled" in change) {
      await db.update(users).set({ state: "INACTIVE" }).where(eq(users.oid, team.editor.oid));
    } else {
      await db
        .update(users)
        .set({ rolesVersion: sql`${users.rolesVersion} + 1` })
        .where(eq(users.oid, team.editor.oid));
    }
    expect(await told).toEqual({ fileOid: null, errorCode: "error.token.invalid" });
    expect(await gone).toBe("io server disconnect");
    const chief = await client(team.chiefToken);
    await expect.poll(async () => dataOf(await ask(chief, "join-file", team.address)).mode).toBe("edit");
  });

  it("an expired session is judged on the injected clock", async () => {
    const team = await fileWithTeam(suite.context);
    const writer = await client(team.editorToken);
    await ask(writer, "join-file", team.address);
    const told = next(writer, "access-ended");
    suite.context.clock.advance(8 * 24 * 3600);
    expect(await told).toEqual({ fileOid: null, errorCode: "error.token.invalid" });
  });
});

describe("a member removed from the book", () => {
  it("leaves the file's room, hears no later save, and gives up the lock", async () => {
    const team = await fileWithTeam(suite.context);
    const removed = await client(team.editorToken);
    expect(dataOf(await ask(removed, "join-file", team.address)).mode).toBe("edit");
    const chief = await client(team.chiefToken);
    expect(dataOf(await ask(chief, "join-file", team.address)).mode).toBe("read");
    expect(await ask(chief, "request-takeover", team.address)).toMatchObject({
      errorCode: "error.writing-file.waiting",
    });
    const heard: unknown[] = [];
    removed.on("content-saved", (payload) => heard.push(payload));

    const told = next(removed, "access-ended");
    const granted = next(chief, "lock-granted");
    await removeFromBook(team.book.oid, team.editor.oid);
    expect(await told).toEqual({ fileOid: team.file.oid, errorCode: "error.permission.denied" });
    // It hears only its own file's end; the socket stays (its other files and its session are fine).
    expect(removed.connected).toBe(true);
    expect(await granted).toMatchObject({ fileOid: team.file.oid });

    const reader = await client(team.memberToken);
    await ask(reader, "join-file", team.address);
    const readerHeard = next(reader, "content-saved");
    await ask(chief, "save-content", saveRequest(team.address, 1, "移除之后"));
    expect((await readerHeard).content).toEqual(paragraphs("移除之后"));
    expect(heard).toEqual([]);
    expect(await ask(removed, "renew-lock", team.address)).toMatchObject({
      errorCode: "error.permission.denied",
    });
  });

  it("a writer who may now only read loses the lock but keeps reading", async () => {
    // The publishing admin reads every book of the organisation; as a book editor they also write.
    const team = await fileWithTeam(suite.context);
    await suite.context.db
      .insert(bookMembers)
      .values({ bookOid: team.book.oid, userOid: team.viewer.oid, role: "BOOK_EDITOR" });
    const writer = await client(team.viewerToken);
    expect(dataOf(await ask(writer, "join-file", team.address)).mode).toBe("edit");
    const lost = next(writer, "lock-lost");
    await removeFromBook(team.book.oid, team.viewer.oid);
    expect(await lost).toMatchObject({ fileOid: team.file.oid, errorCode: "error.permission.denied" });
    expect(await ask(writer, "renew-lock", team.address)).toMatchObject({
      errorCode: "error.permission.denied",
    });
    const chief = await client(team.chiefToken);
    expect(dataOf(await ask(chief, "join-file", team.address)).mode).toBe("edit");
    const heard = next(writer, "content-saved");
    await ask(chief, "save-content", saveRequest(team.address, 1, "仍可阅读"));
    expect((await heard).content).toEqual(paragraphs("仍可阅读"));
  });
});
