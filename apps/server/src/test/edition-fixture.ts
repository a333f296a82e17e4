// A READY edition in storage for the reader's API tests, without running a build: the objects the
// reader asks for (manifest, stylesheet, one file, one asset), as a build writes them.
import { EDITION_FORMAT, EDITION_PATHS, type EditionManifest, editionStoragePrefix } from "@textbook/shared";
import { eq, sql } from "drizzle-orm";
import { books, editions } from "../db/schema/index.ts";
import type { TestContext } from "./app.ts";

export const FILE_OID = "file0000000000000001";
export const ASSET_PATH = "assets/att000000000000001.png";
export const ASSET_BYTES = Buffer.from("0123456789abcdef");

export async function buildEdition(
  context: TestContext,
  book: { oid: string; name: string },
  builder: { oid: string },
  options: { state?: "READY" | "BUILDING"; release?: boolean } = {},
) {
  const [row] = await context.db
    .insert(editions)
    .values({
      bookOid: book.oid,
      number: sql`(select coalesce(max(${editions.number}), 0) + 1 from ${editions} where ${editions.bookOid} = ${book.oid})`,
      state: options.state ?? "READY",
      builtByOid: builder.oid,
      builtAt: context.clock.now(),
    })
    .returning();
  if (!row) throw new Error("edition insert failed");
  const manifest: EditionManifest = {
    format: EDITION_FORMAT,
    edition: { oid: row.oid, number: row.number, builtAt: context.clock.now().toISOString() },
    book: { oid: book.oid, name: book.name, coverPath: null },
    toc: [
      {
        oid: "chapter1",
        title: "第一章",
        sections: [
          {
            oid: "section1",
            title: "第一节",
            files: [
              {
                oid: FILE_OID,
                title: "正文",
                path: EDITION_PATHS.fileHtml(FILE_OID),
                jsonPath: EDITION_PATHS.fileJson(FILE_OID),
                version: 1,
              },
            ],
          },
        ],
      },
    ],
    stylesheets: [EDITION_PATHS.stylesheet],
    search: EDITION_PATHS.search,
  };
  const prefix = editionStoragePrefix(row.oid);
  const put = (path: string, body: string | Buffer, type: string) =>
    context.storage.putObject(`${prefix}${path}`, Buffer.from(body), type);
  await put(
    EDITION_PATHS.fileHtml(FILE_OID),
    `<article class="tb-book"><p>第 ${row.number} 版</p></article>`,
    "text/html; charset=utf-8",
  );
  await put(EDITION_PATHS.stylesheet, ".tb-book { color: #222; }", "text/css; charset=utf-8");
  await put(ASSET_PATH, ASSET_BYTES, "image/png");
  await put(EDITION_PATHS.manifest, JSON.stringify(manifest), "application/json");
  if (options.release) {
    await context.db.update(books).set({ releasedEditionOid: row.oid }).where(eq(books.oid, book.oid));
  }
  return row;
}
