import type { ReaderEntry, ShelfBook } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { books, pushes } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { bookWithTeam } from "../../test/book-workspace.ts";
import { buildEdition } from "../../test/edition-fixture.ts";
import { buildUser, sessionFor } from "../../test/factories.ts";
import { readableEdition } from "./reader-access.ts";
import { makeReaderOnly, pushBookTo, readerSessionFor } from "./test/reader-world.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

async function pushedToStudent() {
  const team = await bookWithTeam(context);
  const edition = await buildEdition(context, team.book, team.chief, { release: true });
  const student = await makeReaderOnly(context.db, await buildUser(context.db, { fullName: "学生" }));
  const pushOid = await pushBookTo(context.db, {
    bookOid: team.book.oid,
    editionOid: edition.oid,
    pushedBy: team.chief,
    userOids: [student.oid],
  });
  const token = await readerSessionFor(context.db, student, context.clock);
  return { ...team, edition, student, pushOid, token };
}

const shelf = (token: string) =>
  call<{ items: ShelfBook[]; total: number }>(context.app, "GET", "/api/reader/shelf", { token });

describe("readableEdition", () => {
  it("answers the current release of a pushed book, and null otherwise", async () => {
    const world = await pushedToStudent();
    expect(await readableEdition(context.db, world.student.oid, world.book.oid)).toEqual({
      editionOid: world.edition.oid,
    });
    // A later release is what the reader reads, not the pushed edition.
    const second = await buildEdition(context, world.book, world.chief, { release: true });
    expect(await readableEdition(context.db, world.student.oid, world.book.oid)).toEqual({
      editionOid: second.oid,
    });
    expect(await readableEdition(context.db, world.chief.oid, world.book.oid)).toBeNull();
    await context.db
      .update(pushes)
      .set({ withdrawnAt: context.clock.now() })
      .where(eq(pushes.oid, world.pushOid));
    expect(await readableEdition(context.db, world.student.oid, world.book.oid)).toBeNull();
  });

  it("is null while the book has no released edition", async () => {
    const world = await pushedToStudent();
    await context.db.update(books).set({ releasedEditionOid: null }).where(eq(books.oid, world.book.oid));
    expect(await readableEdition(context.db, world.student.oid, world.book.oid)).toBeNull();
  });
});

describe("GET /reader/shelf", () => {
  it("lists each pushed book once, with the edition it opens", async () => {
    const world = await pushedToStudent();
    // Pushed twice (a class and the student): still one book on the shelf.
    await pushBookTo(context.db, {
      bookOid: world.book.oid,
      editionOid: world.edition.oid,
      pushedBy: world.chief,
      userOids: [world.student.oid],
    });
    const response = await shelf(world.token);
    expect(response.status).toBe(200);
    expect(response.body.data.items).toEqual([
      {
        book: { oid: world.book.oid, name: "测试教材", coverUrl: null },
        edition: { oid: world.edition.oid, number: 1 },
        pushedAt: expect.any(String),
      },
    ]);
  });

  it("drops a withdrawn push's book", async () => {
    const world = await pushedToStudent();
    await context.db
      .update(pushes)
      .set({ withdrawnAt: context.clock.now() })
      .where(eq(pushes.oid, world.pushOid));
    expect((await shelf(world.token)).body.data.items).toEqual([]);
  });

  it("refuses an editor's token", async () => {
    const world = await pushedToStudent();
    expect((await shelf(world.chiefToken)).status).toBe(401);
  });
});

describe("GET /reader/books/{bookOid}", () => {
  it("opens the pushed book's release, whose objects the key then reads", async () => {
    const world = await pushedToStudent();
    const response = await call<ReaderEntry>(context.app, "GET", `/api/reader/books/${world.book.oid}`, {
      token: world.token,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      book: { oid: world.book.oid, name: "测试教材" },
      edition: { oid: world.edition.oid, number: 1 },
      access: "READER",
    });
    const manifest = await context.app.inject({
      method: "GET",
      url: `${response.body.data.base}manifest.json`,
    });
    expect(manifest.statusCode).toBe(200);
    // Withdrawn: the entry and the key's objects both stop.
    await context.db
      .update(pushes)
      .set({ withdrawnAt: context.clock.now() })
      .where(eq(pushes.oid, world.pushOid));
    const again = await context.app.inject({ method: "GET", url: `${response.body.data.base}style.css` });
    expect(again.statusCode).toBe(403);
    const refused = await call(context.app, "GET", `/api/reader/books/${world.book.oid}`, {
      token: world.token,
    });
    expect(refused.status).toBe(404);
  });

  it("answers 404 for a book not pushed, and 400 for an oid too long", async () => {
    const world = await pushedToStudent();
    const other = await bookWithTeam(context);
    const notPushed = await call(context.app, "GET", `/api/reader/books/${other.book.oid}`, {
      token: world.token,
    });
    expect(notPushed.status).toBe(404);
    const malformed = await call(context.app, "GET", `/api/reader/books/${"x".repeat(65)}`, {
      token: world.token,
    });
    expect(malformed.status).toBe(400);
  });

  it("does not let a reader-only account read as a member of the book's organisation", async () => {
    const world = await pushedToStudent();
    const member = await makeReaderOnly(context.db, world.member);
    const token = await sessionFor(context.db, member, context.clock, world.org.oid).catch(() => null);
    // The editor login refuses it outright; no member session exists to ask with.
    expect(token).toBeNull();
  });
});
