import { UPLOAD } from "@textbook/shared";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachmentParts, attachments } from "../../db/schema/index.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { ABANDONED_AFTER_SECONDS, sweepAbandonedUploads } from "./sweep-uploads.ts";
import { bookTeam, createAttachment, putPart, upload } from "./test/uploads.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

describe("sweepAbandonedUploads", () => {
  it("frees uploads whose credentials expired a day ago and old refusals, and nothing else", async () => {
    const { editorToken, book } = await bookTeam(context);
    const start = (fileName: string) =>
      createAttachment(context, editorToken, { fileName, type: "DOCUMENT", size: 10, bookOid: book.oid });
    const abandoned = (await start("abandoned.pdf")).body.data;
    await putPart(context, abandoned.credentials, 1, Buffer.from("%PDF-"));
    const refused = await upload(
      context,
      editorToken,
      { fileName: "fake.pdf", type: "DOCUMENT", bookOid: book.oid },
      Buffer.from("not a pdf"),
    );
    expect(refused.completed.body.errorCode).toBe("err.attachment.rejected");
    const [open] = await context.db
      .select({ uploadId: attachments.uploadId })
      .from(attachments)
      .where(eq(attachments.oid, abandoned.attachment.attachmentOid));

    context.clock.advance(UPLOAD.credentialTtlSeconds + ABANDONED_AFTER_SECONDS + 1);
    const fresh = (await start("fresh.pdf")).body.data;
    const kept = await upload(
      context,
      editorToken,
      { fileName: "real.pdf", type: "DOCUMENT", bookOid: book.oid },
      Buffer.from("%PDF-1.4\n"),
    );

    expect(await sweepAbandonedUploads(context, context.clock.now())).toBe(2);

    const left = await context.db
      .select({ oid: attachments.oid })
      .from(attachments)
      .where(
        inArray(attachments.oid, [
          abandoned.attachment.attachmentOid,
          refused.created.attachment.attachmentOid,
          fresh.attachment.attachmentOid,
          kept.completed.body.data.attachmentOid,
        ]),
      );
    expect(left.map((row) => row.oid).sort()).toEqual(
      [fresh.attachment.attachmentOid, kept.completed.body.data.attachmentOid].sort(),
    );
    const parts = await context.db
      .select()
      .from(attachmentParts)
      .where(eq(attachmentParts.attachmentOid, abandoned.attachment.attachmentOid));
    expect(parts).toEqual([]);
    // The storage's open upload is gone with it.
    await expect(
      context.storage.uploadPart(abandoned.credentials.objectKey, open?.uploadId ?? "", 2, Buffer.from("x")),
    ).rejects.toThrow();
  });
});
