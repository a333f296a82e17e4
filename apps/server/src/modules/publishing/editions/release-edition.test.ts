// POST /books/{id}/release and the RELEASE task: refused before the workflow approved, one atomic
// switch of the book's released edition, rollbacks, and every earlier edition kept.
import type { BookEditions, Page, Release, UserTask } from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { books, editions, releases, userTasks } from "../../../db/schema/index.ts";
import { call, type TestContext } from "../../../test/app.ts";
import { waitForState } from "../../../test/tasks.ts";
import {
  apply,
  applyAndApprove,
  buildEdition,
  createPublishingApp,
  createPublishingWorld,
  type PublishingWorld,
  releaseEdition,
} from "../test/publishing-world.ts";
import { readEditionObject } from "./edition-objects.ts";

let context: TestContext;

beforeAll(async () => {
  context = await createPublishingApp();
});

afterAll(async () => {
  await context.close();
});

const bookRow = async (world: PublishingWorld) =>
  (await context.db.select().from(books).where(eq(books.oid, world.book.oid)))[0];

async function releaseTasks(world: PublishingWorld) {
  return context.db
    .select()
    .from(userTasks)
    .where(and(eq(userTasks.bookOid, world.book.oid), eq(userTasks.type, "RELEASE")));
}

function askRelease(
  world: PublishingWorld,
  body: { editionOid?: string } = {},
  token = world.tokens.publisher,
) {
  return call<{ task: UserTask }>(context.app, "POST", `${world.url}/release`, { token, body });
}

describe("POST /books/:id/release", () => {
  it("is refused before the workflow approved, and nothing changes", async () => {
    const world = await createPublishingWorld(context);
    const { edition } = await buildEdition(context, world);
    const before = await bookRow(world);
    for (const body of [{}, { editionOid: edition.oid }]) {
      const refused = await askRelease(world, body);
      expect(refused.status).toBe(409);
      expect(refused.body.errorCode).toBe("err.publish.notApproved");
      expect(refused.body.errorMessage).toBe("教材的发布申请尚未审批通过，不能发布");
    }
    // Applied, but still in review: refused too.
    await apply(context, world);
    expect((await askRelease(world)).body.errorCode).toBe("err.publish.notApproved");
    const after = await bookRow(world);
    expect(after?.releasedEditionOid).toBeNull();
    expect(after?.state).toBe(before?.state);
    expect(await releaseTasks(world)).toEqual([]);
  });

  it("is for publish admins: a chief editor or a reviewer is refused", async () => {
    const world = await createPublishingWorld(context);
    await applyAndApprove(context, world);
    for (const token of [world.tokens.chief, world.tokens.reviewer, world.tokens.outsider]) {
      const refused = await askRelease(world, {}, token);
      expect(refused.status).toBe(403);
    }
    expect((await call(context.app, "POST", `${world.url}/release`, { body: {} })).status).toBe(401);
  });

  it("needs a READY edition of the book", async () => {
    const world = await createPublishingWorld(context);
    await applyAndApprove(context, world);
    const none = await askRelease(world);
    expect(none.status).toBe(409);
    expect(none.body.errorCode).toBe("err.publish.noReadyEdition");
    const other = await createPublishingWorld(context);
    const { edition: foreign } = await buildEdition(context, other);
    expect((await askRelease(world, { editionOid: foreign.oid })).status).toBe(404);
    const { edition: failed } = await buildEdition(context, world);
    await context.db.update(editions).set({ state: "FAILED" }).where(eq(editions.oid, failed.oid));
    expect((await askRelease(world, { editionOid: failed.oid })).body.errorCode).toBe(
      "err.publish.editionNotReady",
    );
    expect(await releaseTasks(world)).toEqual([]);
  });

  it("releases the newest READY edition: the book RELEASED, the edition its readers', a RELEASE row", async () => {
    const world = await createPublishingWorld(context);
    await applyAndApprove(context, world);
    const { edition } = await buildEdition(context, world);
    const task = await releaseEdition(context, world);
    expect(task.title).toBe("发布《信息技术基础》第 1 版");
    const book = await bookRow(world);
    expect(book).toMatchObject({
      state: "RELEASED",
      releasedEditionOid: edition.oid,
      publishState: "PUBLISHED",
    });
    expect(book?.firstReleasedAt).toEqual(context.clock.now());
    const listed = await call<BookEditions>(context.app, "GET", `${world.url}/editions`, {
      token: world.tokens.member,
    });
    expect(listed.body.data).toMatchObject({ releasedEditionOid: edition.oid, publishState: "PUBLISHED" });
    expect(listed.body.data.items.map((item) => [item.number, item.released])).toEqual([[1, true]]);
    const history = await call<Page<Release>>(context.app, "GET", `${world.url}/publish/release-history`, {
      token: world.tokens.member,
    });
    expect(history.body.data.items).toMatchObject([
      { edition: { oid: edition.oid, number: 1 }, kind: "RELEASE", releasedBy: { fullName: "钱出版" } },
    ]);
    const again = await askRelease(world, { editionOid: edition.oid });
    expect(again.body.errorCode).toBe("err.publish.editionReleased");
  });

  it("rolls back to an earlier edition and keeps every edition; firstReleasedAt stays", async () => {
    const world = await createPublishingWorld(context);
    await applyAndApprove(context, world);
    const first = (await buildEdition(context, world)).edition;
    await releaseEdition(context, world);
    const firstReleasedAt = (await bookRow(world))?.firstReleasedAt;
    context.clock.advance(3600);
    const second = (await buildEdition(context, world)).edition;
    await releaseEdition(context, world);
    expect((await bookRow(world))?.releasedEditionOid).toBe(second.oid);
    const rollback = await releaseEdition(context, world, first.oid);
    expect(rollback.title).toBe("回滚《信息技术基础》到第 1 版");
    const book = await bookRow(world);
    expect(book?.releasedEditionOid).toBe(first.oid);
    expect(book?.firstReleasedAt).toEqual(firstReleasedAt);
    const rows = await context.db
      .select({ kind: releases.kind, editionOid: releases.editionOid })
      .from(releases)
      .where(eq(releases.bookOid, world.book.oid));
    expect(rows).toEqual(
      expect.arrayContaining([
        { kind: "RELEASE", editionOid: first.oid },
        { kind: "RELEASE", editionOid: second.oid },
        { kind: "ROLLBACK", editionOid: first.oid },
      ]),
    );
    // Both editions are still whole and listed.
    for (const edition of [first, second]) {
      expect(await readEditionObject(context.storage, edition.oid, "manifest.json")).not.toBeNull();
    }
    const listed = await call<BookEditions>(context.app, "GET", `${world.url}/editions`, {
      token: world.tokens.chief,
    });
    expect(listed.body.data.items.map((item) => [item.number, item.released])).toEqual([
      [2, false],
      [1, true],
    ]);
  });

  it("switches atomically: while releases run, the released edition is always a whole READY one", async () => {
    const world = await createPublishingWorld(context);
    await applyAndApprove(context, world);
    const first = (await buildEdition(context, world)).edition;
    const second = (await buildEdition(context, world)).edition;
    await releaseEdition(context, world, first.oid);
    let switching = true;
    const seen = new Set<string>();
    const reader = (async () => {
      while (switching) {
        const book = await bookRow(world);
        const oid = book?.releasedEditionOid;
        if (!oid) throw new Error("the book lost its released edition");
        seen.add(oid);
        expect(await readEditionObject(context.storage, oid, "manifest.json")).not.toBeNull();
      }
    })();
    for (const edition of [second, first, second]) await releaseEdition(context, world, edition.oid);
    switching = false;
    await reader;
    expect([...seen].every((oid) => oid === first.oid || oid === second.oid)).toBe(true);
    expect((await bookRow(world))?.releasedEditionOid).toBe(second.oid);
  });

  it("refuses when it runs if the book is no longer approved (a new application): the task fails, nothing changes", async () => {
    const world = await createPublishingWorld(context);
    await applyAndApprove(context, world);
    const { edition } = await buildEdition(context, world);
    // Submitted past the call's check (as if the new application came between asking and running).
    await apply(context, world);
    const task = await context.app.tasks.submit({
      type: "RELEASE",
      title: "发布",
      creatorOid: world.users.publisher.oid,
      orgOid: world.org.oid,
      bookOid: world.book.oid,
      params: { editionOid: edition.oid },
    });
    const failed = await waitForState(context.db, task.oid, "FAILED");
    expect(failed.errorMessage).toBe("发布条件已变化：教材的发布申请尚未审批通过，不能发布");
    expect((await bookRow(world))?.releasedEditionOid).toBeNull();
    expect(await context.db.select().from(releases).where(eq(releases.bookOid, world.book.oid))).toEqual([]);
  });
});
