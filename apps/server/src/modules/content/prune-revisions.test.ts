import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentFiles, contentRevisions } from "../../db/schema/index.ts";
import { fileWithTeam, paragraphs } from "../../realtime/test/socket-clients.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { KEPT_REVISIONS, pruneRevisions } from "./prune-revisions.ts";
import { writeContent } from "./write-content.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

async function versions(fileOid: string): Promise<number[]> {
  const rows = await context.db
    .select({ version: contentRevisions.version })
    .from(contentRevisions)
    .where(eq(contentRevisions.fileOid, fileOid))
    .orderBy(asc(contentRevisions.version));
  return rows.map((row) => row.version);
}

/** A fresh file whose first version dates from the test clock's day. */
async function freshFile() {
  const team = await fileWithTeam(context);
  await context.db
    .update(contentFiles)
    .set({ updatedAt: context.clock.now() })
    .where(eq(contentFiles.oid, team.file.oid));
  return team;
}

async function save(file: { oid: string }, authorOid: string, version: number) {
  return writeContent(context.db, {
    fileOid: file.oid,
    baseVersion: version,
    content: paragraphs(`第 ${version + 1} 版`),
    clientSaveId: null,
    authorOid,
    now: context.clock.now(),
  });
}

describe("pruneRevisions", () => {
  it("keeps the newest revisions and the first of each day", async () => {
    const { file, editor } = await freshFile();
    // Day 1: versions 1 (the file's first, archived by the first save) to 4; day 2: 5 to 7.
    for (let version = 1; version <= 6; version++) {
      if (version === 4) context.clock.advance(24 * 3600);
      await save(file, editor.oid, version);
    }
    expect(await versions(file.oid)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    await pruneRevisions(context.db, file.oid, 2);
    expect(await versions(file.oid)).toEqual([1, 5, 6, 7]);
  });

  it(`runs with every save: a file keeps its ${KEPT_REVISIONS} newest revisions and its daily firsts`, async () => {
    const { file, editor } = await freshFile();
    for (let version = 1; version <= KEPT_REVISIONS + 5; version++) await save(file, editor.oid, version);
    const kept = await versions(file.oid);
    expect(kept).toHaveLength(KEPT_REVISIONS + 1);
    expect(kept[0]).toBe(1);
    expect(kept[1]).toBe(7);
    expect(kept.at(-1)).toBe(KEPT_REVISIONS + 6);
  });
});
