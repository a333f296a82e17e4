// What the library's API tests share: an organisation with the library switched on, its asset
// admin, a book whose editor may use the library, and a resource made through the calls.
import type { ResLibResource } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { books, orgs } from "../../db/schema/index.ts";
import { call, type TestContext } from "../../test/app.ts";
import {
  buildAttachment,
  buildBook,
  buildChapter,
  buildFile,
  buildOrg,
  buildSection,
  buildUser,
  sessionFor,
} from "../../test/factories.ts";

export async function libraryScene(context: TestContext) {
  const { db, clock } = context;
  const org = await buildOrg(db, { name: "资源学校" });
  await db.update(orgs).set({ useSubjectResourceEnabled: true }).where(eq(orgs.oid, org.oid));
  const assetAdmin = await buildUser(db, { memberships: [{ org, roles: ["ORG_ASSET_ADMIN"] }] });
  const editor = await buildUser(db, { memberships: [{ org, roles: ["ORG_MEMBER"] }] });
  const chief = await buildUser(db, { memberships: [{ org, roles: ["ORG_MEMBER"] }] });
  const book = await buildBook(db, {
    org,
    members: [
      { user: editor, role: "BOOK_EDITOR" },
      { user: chief, role: "BOOK_CHIEF_EDITOR" },
    ],
  });
  await db
    .update(books)
    .set({ subject: "物理", editorUseSubjectResourceEnabled: true })
    .where(eq(books.oid, book.oid));
  const chapter = await buildChapter(db, { book, name: "第一章" });
  const section = await buildSection(db, { chapter, name: "第一节" });
  const file = await buildFile(db, { section, name: "力" });
  return {
    org,
    book,
    chapter,
    section,
    file,
    assetAdmin,
    editor,
    assetToken: await sessionFor(db, assetAdmin, clock, org.oid),
    editorToken: await sessionFor(db, editor, clock, org.oid),
    chiefToken: await sessionFor(db, chief, clock, org.oid),
  };
}

/** A READY upload without a book, with bytes in storage, as the management page's upload leaves it. */
export async function uploadedFile(
  context: TestContext,
  uploader: Parameters<typeof buildAttachment>[1]["uploader"],
) {
  const file = await buildAttachment(context.db, { uploader });
  await context.storage.putObject(file.objectKey, Buffer.from("png bytes"), "image/png");
  return file;
}

export async function createdResource(
  context: TestContext,
  token: string,
  attachmentOid: string,
  overrides: Record<string, unknown> = {},
): Promise<ResLibResource> {
  const response = await call<ResLibResource>(context.app, "POST", "/api/res-libs", {
    token,
    body: { attachmentOid, name: "牛顿摆", subjectCode: "physics", keywords: ["力学", "动量"], ...overrides },
  });
  if (response.status !== 200) throw new Error(JSON.stringify(response.body));
  return response.body.data;
}
