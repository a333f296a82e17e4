// Test support: a stored attachment, READY in book b1, with only what a test looks at named.
import type { Attachment } from "@textbook/shared";

export function testAttachment(fields: Partial<Attachment> & Pick<Attachment, "attachmentOid">): Attachment {
  const oid = fields.attachmentOid;
  return {
    name: `${oid}.bin`,
    mimeType: "application/octet-stream",
    extName: "bin",
    size: 1,
    type: "IMAGE",
    category: null,
    state: "READY",
    bookOid: "b1",
    width: null,
    height: null,
    thumbnailUrl: null,
    previewUrl: `/files/${oid}`,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...fields,
  };
}
