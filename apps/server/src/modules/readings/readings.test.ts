// POST .../readings and PUT .../readings/:id: zod-checked bodies, the file's edit right, resources
// that are web addresses or ready attachments of the book.
import type { Reading } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileWithTeam } from "../../realtime/test/socket-clients.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { buildAttachment } from "../../test/factories.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const reading = (resources: unknown[] = []) => ({
  type: "EXTENDED_READING",
  typeName: "拓展阅读",
  title: "植物的光合作用",
  resources,
});
const link = { kind: "LINK", title: "百科", url: "https://example.com/a" };

describe("POST readings", () => {
  it("needs a login and the file's edit right; a committed chapter refuses", async () => {
    const { fileUrl, viewerToken } = await fileWithTeam(context);
    expect((await call(context.app, "POST", `${fileUrl}/readings`, { body: reading() })).status).toBe(401);
    const reader = await call(context.app, "POST", `${fileUrl}/readings`, {
      token: viewerToken,
      body: reading(),
    });
    expect(reader.status).toBe(403);
    expect(reader.body.errorCode).toBe("err.privilege.required");
    const committed = await fileWithTeam(context, { committed: true });
    const answer = await call(context.app, "POST", `${committed.fileUrl}/readings`, {
      token: committed.editorToken,
      body: reading(),
    });
    expect(answer.status).toBe(403);
    expect(answer.body.errorCode).toBe("err.chapter.committed");
  });

  it("creates a reading with a link and an uploaded file of the book", async () => {
    const { fileUrl, file, editor, book, editorToken } = await fileWithTeam(context);
    const attachment = await buildAttachment(context.db, { uploader: editor, book, type: "DOCUMENT" });
    const resources = [
      link,
      { kind: "ATTACHMENT", title: "讲义", attachmentOid: attachment.oid, fileName: "讲义.pdf" },
    ];
    const created = await call<Reading>(context.app, "POST", `${fileUrl}/readings`, {
      token: editorToken,
      body: reading(resources),
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      fileOid: file.oid,
      type: "EXTENDED_READING",
      typeName: "拓展阅读",
      title: "植物的光合作用",
      resources,
    });
    expect(created.body.data.oid).toMatch(/^\w{21}$/);
  });

  it.each([
    [
      "a link that is not http(s)",
      [{ ...link, url: "ftp://example.com" }],
      "resources.0.url",
      "无效的链接地址",
    ],
    ["a resource without title", [{ ...link, title: " " }], "resources.0.title", "必填项，请输入"],
    ["an unknown kind", [{ kind: "VIDEO", title: "x" }], "resources.0.kind", undefined],
  ])("refuses %s with err.validate.failed", async (_name, resources, field, message) => {
    const { fileUrl, editorToken } = await fileWithTeam(context);
    const refused = await call(context.app, "POST", `${fileUrl}/readings`, {
      token: editorToken,
      body: reading(resources),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe("err.validate.failed");
    expect(Object.keys(refused.body.errors)).toContain(field);
    if (message) expect(refused.body.errors[field]).toBe(message);
  });

  it("refuses an attachment of another book, or one not uploaded yet", async () => {
    const { fileUrl, editor, book, editorToken } = await fileWithTeam(context);
    const other = await fileWithTeam(context);
    const foreign = await buildAttachment(context.db, { uploader: editor, book: other.book });
    const pending = await buildAttachment(context.db, { uploader: editor, book, state: "PENDING" });
    for (const attachment of [foreign, pending]) {
      const refused = await call(context.app, "POST", `${fileUrl}/readings`, {
        token: editorToken,
        body: reading([link, { kind: "ATTACHMENT", title: "讲义", attachmentOid: attachment.oid }]),
      });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors)).toEqual(["resources.1.attachmentOid"]);
    }
  });
});

describe("PUT readings/:id", () => {
  it("updates a reading of this file; another file's reading is not found", async () => {
    const { fileUrl, editorToken, chiefToken } = await fileWithTeam(context);
    const created = await call<Reading>(context.app, "POST", `${fileUrl}/readings`, {
      token: editorToken,
      body: reading([link]),
    });
    const url = `${fileUrl}/readings/${created.body.data.oid}`;
    const updated = await call<Reading>(context.app, "PUT", url, {
      token: chiefToken,
      body: { ...reading([link, { ...link, title: "第二个" }]), title: "新标题" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ oid: created.body.data.oid, title: "新标题" });
    expect(updated.body.data.resources).toHaveLength(2);

    const other = await fileWithTeam(context);
    const foreign = await call(context.app, "PUT", `${other.fileUrl}/readings/${created.body.data.oid}`, {
      token: other.editorToken,
      body: reading(),
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errorCode).toBe("err.resource.notFound");
  });
});
