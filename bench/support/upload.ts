// A file uploaded through the product's upload protocol (create → part → complete), as the browser
// uploads one; answers the attachment's oid.
import { call, type Session } from "@textbook/e2e/publishing";
import type { AttachmentType, CreateAttachmentResult } from "@textbook/shared";

export async function uploadFile(
  session: Session,
  file: { bytes: Buffer; fileName: string; type: AttachmentType; bookOid?: string },
): Promise<string> {
  const created = await call<CreateAttachmentResult>(session, "/attachments", "POST", {
    fileName: file.fileName,
    size: file.bytes.length,
    type: file.type,
    ...(file.bookOid ? { bookOid: file.bookOid } : {}),
  });
  const { credentials, partSize } = created;
  for (let start = 0, part = 1; start < file.bytes.length; start += partSize, part++) {
    const sent = await fetch(
      `${session.baseUrl}/api/uploads/${encodeURIComponent(credentials.objectKey)}?partNumber=${part}`,
      {
        method: "PUT",
        headers: {
          "content-type": "application/octet-stream",
          "x-upload-token": credentials.securityToken,
          "x-upload-secret": credentials.accessKeySecret,
        },
        body: new Uint8Array(file.bytes.subarray(start, start + partSize)),
      },
    );
    if (!sent.ok) throw new Error(`upload part ${part}: HTTP ${sent.status}`);
  }
  await call(session, `/attachments/${created.attachment.attachmentOid}/complete`, "POST");
  return created.attachment.attachmentOid;
}
