// PUT /uploads/{objectKey}?partNumber=n: the upload's own credentials are the only authority.
import { UPLOAD } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { bookTeam, complete, createAttachment, PART_SIZE, png, putPart } from "./test/uploads.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

async function started(fileName = "a.png", type: "IMAGE" | "VIDEO" = "IMAGE") {
  const { editorToken } = await bookTeam(context);
  const created = await createAttachment(context, editorToken, { fileName, type, size: 100 });
  return { editorToken, ...created.body.data };
}

describe("PUT /uploads/{objectKey}", () => {
  it("refuses a wrong secret, a forged token or missing credentials", async () => {
    const { credentials } = await started();
    const part = Buffer.from("part");
    const wrongSecret = await putPart(context, credentials, 1, part, { "x-upload-secret": "not-the-secret" });
    expect(wrongSecret.status).toBe(403);
    expect(wrongSecret.body.errorCode).toBe("err.upload.credentialsInvalid");
    expect(wrongSecret.body.errorMessage).toBe("上传凭证无效，请重新上传");
    const [payload] = credentials.securityToken.split(".");
    const forged = await putPart(context, credentials, 1, part, { "x-upload-token": `${payload}.forged` });
    expect(forged.body.errorCode).toBe("err.upload.credentialsInvalid");
    const bare = await context.app.inject({
      method: "PUT",
      url: `/api/uploads/${credentials.objectKey}?partNumber=1`,
      payload: part,
      headers: { "content-type": "application/octet-stream" },
    });
    expect(bare.statusCode).toBe(403);
  });

  it("refuses a part for another object, even with that object's own secret", async () => {
    const first = await started();
    const second = await started();
    const crossed = await putPart(
      context,
      first.credentials,
      1,
      Buffer.from("x"),
      {
        "x-upload-secret": second.credentials.accessKeySecret,
      },
      second.credentials.objectKey,
    );
    expect(crossed.status).toBe(403);
    expect(crossed.body.errorCode).toBe("err.upload.credentialsInvalid");
  });

  it("refuses credentials past their expiry", async () => {
    const { credentials } = await started();
    context.clock.advance(UPLOAD.credentialTtlSeconds + 1);
    const late = await putPart(context, credentials, 1, Buffer.from("x"));
    expect(late.status).toBe(403);
    expect(late.body.errorCode).toBe("err.upload.credentialsExpired");
    expect(late.body.errorMessage).toBe("上传凭证已过期，请重新上传");
  });

  it("refuses an empty part, a part over partSize, and a part reaching past the type's limit", async () => {
    const { credentials } = await started();
    const empty = await putPart(context, credentials, 1, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.errorMessage).toBe("上传的分片无效：分片内容为空");
    const oversize = await putPart(context, credentials, 1, Buffer.alloc(PART_SIZE + 1));
    expect(oversize.body.errorMessage).toBe("上传的分片无效：分片不能超过 5M");
    // Part 5 of an image would hold bytes 20M and beyond: the real size is over content §9's 20M.
    const beyond = await putPart(context, credentials, 5, Buffer.alloc(1));
    expect(beyond.status).toBe(400);
    expect(beyond.body.errorCode).toBe("err.attachment.rejected");
    expect(beyond.body.errorMessage).toBe("图片文件不能超过 20M");
    const badNumber = await putPart(context, credentials, 0, Buffer.alloc(1));
    expect(badNumber.body.errorCode).toBe("err.validate.failed");
  });

  it("takes parts labelled with any content type", async () => {
    const { credentials } = await started();
    const labelled = await putPart(context, credentials, 1, await png(4, 4), { "content-type": "image/png" });
    expect(labelled.status).toBe(200);
  });

  it("refuses parts once the upload is completed", async () => {
    const { editorToken, credentials, attachment } = await started("dot.png");
    await putPart(context, credentials, 1, await png(4, 4));
    expect((await complete(context, editorToken, attachment.attachmentOid)).status).toBe(200);
    const late = await putPart(context, credentials, 2, Buffer.from("x"));
    expect(late.status).toBe(400);
    expect(late.body.errorMessage).toBe("上传的分片无效：上传已结束");
  });
});
