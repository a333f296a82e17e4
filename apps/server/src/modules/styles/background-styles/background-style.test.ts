// A file's own background style: null until set; each type needs its value; an image must be an
// image of the book.
import type { BackgroundStyle } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext } from "../../../test/app.ts";
import { styledBook } from "../test/style-world.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

describe("background-style", () => {
  const read = (fileUrl: string, token: string) =>
    call<BackgroundStyle | null>(context.app, "GET", `${fileUrl}/background-style`, { token });
  const write = (fileUrl: string, token: string, body: unknown) =>
    call<BackgroundStyle>(context.app, "POST", `${fileUrl}/background-style`, { token, body });

  it("is null until set, then the file's own, its image's link signed afresh", async () => {
    const { fileUrl, chiefToken, viewerToken, image } = await styledBook(context);
    expect((await read(fileUrl, viewerToken)).body.data).toBeNull();
    const style = { backgroundType: "image", backgroundImage: "/api/files/a.png", attachmentOid: image.oid };
    const fresh = { ...style, backgroundImage: expect.stringContaining(image.oid) };
    expect((await write(fileUrl, chiefToken, style)).body.data).toEqual(fresh);
    expect((await read(fileUrl, viewerToken)).body.data).toEqual(fresh);
    const colour = { backgroundType: "pure-color", backgroundColor: "#FAFAFA" };
    await write(fileUrl, chiefToken, colour);
    expect((await read(fileUrl, viewerToken)).body.data).toEqual(colour);
  });

  it("refuses an image that is not an image of the book, and a type without its value", async () => {
    const { fileUrl, chiefToken, video, otherImage } = await styledBook(context);
    for (const attachment of [video, otherImage]) {
      const refused = await write(fileUrl, chiefToken, {
        backgroundType: "image",
        attachmentOid: attachment.oid,
      });
      expect([refused.status, refused.body.errors]).toEqual([
        400,
        { attachmentOid: "所选文件不是本教材已上传的图片，请重新选择图片" },
      ]);
    }
    const noColour = await write(fileUrl, chiefToken, { backgroundType: "pure-color" });
    expect(noColour.body.errors).toEqual({ backgroundType: "纯色背景需要选择颜色" });
    const badColour = await write(fileUrl, chiefToken, {
      backgroundType: "pure-color",
      backgroundColor: "#12345",
    });
    expect(badColour.body.errorCode).toBe("err.validate.failed");
    const shading = await write(fileUrl, chiefToken, {
      backgroundType: "shading",
      backgroundShading: "custom-shading-009",
    });
    expect(shading.body.errorCode).toBe("err.validate.failed");
    expect((await read(fileUrl, chiefToken)).body.data).toBeNull();
  });

  it("belongs to a file of the path, is read by viewers and set by those who may change the look", async () => {
    const { fileUrl, editorToken, memberToken, viewerToken, other } = await styledBook(context);
    const style = { backgroundType: "no-color" };
    for (const token of [editorToken, memberToken, viewerToken]) {
      expect((await write(fileUrl, token, style)).status).toBe(403);
    }
    expect((await read(fileUrl, other.chiefToken)).status).toBe(403);
    const elsewhere = fileUrl.replace(/files\/[^/]+$/, "files/missing");
    expect((await read(elsewhere, viewerToken)).status).toBe(404);
  });
});
