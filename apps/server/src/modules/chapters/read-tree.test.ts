// The tree costs the same number of queries for a book of 2 chapters as for one of 40 (no N+1).
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { buildBook, buildChapter, buildFile, buildOrg, buildSection } from "../../test/factories.ts";
import { readTree } from "./read-tree.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

/** The database, counting the queries started through it. */
function counting(db: Db): { db: Db; queries: () => number } {
  let queries = 0;
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property !== "select" || typeof value !== "function") return value;
      return (...args: unknown[]) => {
        queries++;
        return value.apply(target, args);
      };
    },
  });
  return { db: proxy, queries: () => queries };
}

async function bookOf(chapterCount: number, sectionsPerChapter: number) {
  const book = await buildBook(context.db, { org: await buildOrg(context.db) });
  for (let c = 0; c < chapterCount; c++) {
    const chapter = await buildChapter(context.db, { book });
    for (let s = 0; s < sectionsPerChapter; s++) {
      await buildFile(context.db, { section: await buildSection(context.db, { chapter }) });
    }
  }
  return book;
}

it("reads any book's tree in three queries", async () => {
  const small = await bookOf(2, 1);
  const large = await bookOf(40, 3);
  const forSmall = counting(context.db);
  const smallTree = await readTree(forSmall.db, { bookOid: small.oid });
  const forLarge = counting(context.db);
  const largeTree = await readTree(forLarge.db, { bookOid: large.oid });
  expect(smallTree).toHaveLength(2);
  expect(largeTree).toHaveLength(40);
  expect(largeTree.flatMap((chapter) => chapter.sections.flatMap((section) => section.files))).toHaveLength(
    120,
  );
  expect(forSmall.queries()).toBe(3);
  expect(forLarge.queries()).toBe(3);
});
