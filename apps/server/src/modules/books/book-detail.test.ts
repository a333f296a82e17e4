import type { BookDetail } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachments, books } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { bookWithTeam } from "../../test/book-workspace.ts";
import { buildAttachment, buildUser } from "../../test/factories.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const bookRow = async (oid: string) => (await context.db.select().from(books).where(eq(books.oid, oid)))[0];

describe("GET /books/:id", () => {
  it("answers the book with the caller's roles and abilities", async () => {
    const { url, book, org, editorToken } = await bookWithTeam(context);
    const response = await call<BookDetail>(context.app, "GET", url, { token: editorToken });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      oid: book.oid,
      name: "测试教材",
      coverUrl: null,
      subject: null,
      description: null,
      state: "UN_RELEASED",
      publishState: "UNDECLARED",
      releasedEditionOid: null,
      textbookType: "V2",
      belongsToOrg: { oid: org.oid, name: org.name, type: "SCHOOL" },
      useSubjectResourceEnabled: false,
      editorUseSubjectResourceEnabled: false,
      mosoEditorOid: null,
      contentDesignerOid: null,
      techEditorOid: null,
      completionRate: 0,
      myRoles: ["BOOK_EDITOR"],
      abilities: {
        update: false,
        manageMembers: false,
        editStructure: true,
        editContent: true,
        uploadMedia: true,
        commit: false,
        export: true,
        editStyles: false,
        editParagraphStyle: true,
        applyPublish: true,
        build: false,
        release: false,
        push: true,
      },
      noteTitle: { noteTitleStyle: "CHAPTER", noteTitleImageTag: "图", noteTitleTableTag: "表" },
      createdAt: book.createdAt.toISOString(),
      updatedAt: book.updatedAt.toISOString(),
    });
  });

  it("answers 401 without login and 404 for an unknown book", async () => {
    const { url, chiefToken } = await bookWithTeam(context);
    expect((await call(context.app, "GET", url)).status).toBe(401);
    const unknown = await call(context.app, "GET", "/api/books/nosuchbook", { token: chiefToken });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorMessage).toBe("请求的内容不存在");
  });
});

describe("PUT /books/:id/completion-rate", () => {
  it("sets the rate and bumps updatedAt", async () => {
    const { url, book, chiefToken } = await bookWithTeam(context);
    context.clock.advance(90);
    const response = await call<BookDetail>(context.app, "PUT", `${url}/completion-rate`, {
      token: chiefToken,
      body: { completionRate: 100 },
    });
    expect(response.body.data).toMatchObject({
      completionRate: 100,
      updatedAt: context.clock.now().toISOString(),
    });
    expect((await bookRow(book.oid))?.completionRate).toBe(100);
  });

  it("answers 请输入有效的数值 outside 0-100 or for a fraction, and changes nothing", async () => {
    const { url, book, chiefToken } = await bookWithTeam(context);
    for (const completionRate of [101, -1, 12.5, "50", null]) {
      const response = await call(context.app, "PUT", `${url}/completion-rate`, {
        token: chiefToken,
        body: { completionRate },
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        errorCode: "err.validate.failed",
        errors: { completionRate: "请输入有效的数值" },
      });
    }
    expect((await bookRow(book.oid))?.completionRate).toBe(0);
  });

  it("refuses an editor (403)", async () => {
    const { url, editorToken } = await bookWithTeam(context);
    const response = await call(context.app, "PUT", `${url}/completion-rate`, {
      token: editorToken,
      body: { completionRate: 5 },
    });
    expect(response.status).toBe(403);
    expect(response.body.errorCode).toBe("err.privilege.required");
  });
});

describe("PUT /books/:id/cover", () => {
  it("takes the caller's own unattached image, attaches it to the book and answers a signed cover link", async () => {
    const { url, book, chief, chiefToken } = await bookWithTeam(context);
    const image = await buildAttachment(context.db, { uploader: chief });
    const response = await call<BookDetail>(context.app, "PUT", `${url}/cover`, {
      token: chiefToken,
      body: { attachmentOid: image.oid },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.coverUrl).toMatch(
      new RegExp(`^/api/files/${image.oid}/thumbnail\\?exp=\\d+&sig=`),
    );
    expect((await bookRow(book.oid))?.coverAttachmentOid).toBe(image.oid);
    const [attached] = await context.db.select().from(attachments).where(eq(attachments.oid, image.oid));
    expect(attached?.bookOid).toBe(book.oid);
    const again = await call<BookDetail>(context.app, "GET", url, { token: chiefToken });
    expect(again.body.data.coverUrl).toBe(response.body.data.coverUrl);
  });

  it("takes an image of the book uploaded by someone else", async () => {
    const { url, book, editor, chiefToken } = await bookWithTeam(context);
    const image = await buildAttachment(context.db, { uploader: editor, book });
    const response = await call<BookDetail>(context.app, "PUT", `${url}/cover`, {
      token: chiefToken,
      body: { attachmentOid: image.oid },
    });
    expect(response.body.errorCode).toBe("0");
  });

  it("refuses another book's or another user's file (404) and a pending or non-image file, changing nothing", async () => {
    const { url, book, chief, editor, chiefToken } = await bookWithTeam(context);
    const other = await bookWithTeam(context);
    const stranger = await buildUser(context.db);
    const notFound = [
      await buildAttachment(context.db, { uploader: chief, book: other.book }),
      await buildAttachment(context.db, { uploader: editor }),
      await buildAttachment(context.db, { uploader: stranger }),
    ];
    for (const attachment of notFound) {
      const response = await call(context.app, "PUT", `${url}/cover`, {
        token: chiefToken,
        body: { attachmentOid: attachment.oid },
      });
      expect(response.status).toBe(404);
      expect(response.body.errorCode).toBe("err.resource.notFound");
    }
    const invalid = [
      await buildAttachment(context.db, { uploader: chief, state: "PENDING" }),
      await buildAttachment(context.db, { uploader: chief, book, type: "VIDEO" }),
    ];
    for (const attachment of invalid) {
      const response = await call(context.app, "PUT", `${url}/cover`, {
        token: chiefToken,
        body: { attachmentOid: attachment.oid },
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        errorCode: "err.cover.invalid",
        errorMessage: "封面只能使用已上传完成的图片",
      });
    }
    expect((await bookRow(book.oid))?.coverAttachmentOid).toBeNull();
    const [pending] = await context.db
      .select()
      .from(attachments)
      .where(eq(attachments.oid, invalid[0]?.oid ?? ""));
    expect(pending?.bookOid).toBeNull();
    const missing = await call(context.app, "PUT", `${url}/cover`, { token: chiefToken, body: {} });
    expect(missing.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { attachmentOid: "必填项，请输入" },
    });
  });
});
