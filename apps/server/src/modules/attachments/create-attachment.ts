// POST /attachments: the metadata of a file about to be uploaded and credentials for that one
// object. The declared name and size are judged now, so an oversize file is refused before a byte moves.
import {
  type CreateAttachmentBody,
  type CreateAttachmentResult,
  UPLOAD,
  UPLOAD_LIMITS,
} from "@textbook/shared";
import { newOid } from "../../db/oid.ts";
import { attachments } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { addSeconds } from "../../http/clock.ts";
import { errors } from "../../http/errors.ts";
import { authorizeBook } from "../books/authorize-book.ts";
import { acceptedExtension, extensionReason, FORMATS, tooLargeReason } from "./formats.ts";
import { presentAttachment } from "./presenter.ts";
import { objectKeyFor } from "./store-generated.ts";
import { newUploadSecret, type UploadTokens } from "./upload-credentials.ts";
import { checkUploadQuota } from "./upload-quota.ts";

/** Where the browser sends parts (apps/server/src/modules/attachments/routes.ts). */
export const UPLOAD_ENDPOINT = "/api/uploads";

export async function createAttachment(
  deps: Pick<Deps, "db" | "storage" | "clock" | "links" | "config">,
  tokens: UploadTokens,
  auth: AuthContext,
  body: CreateAttachmentBody,
): Promise<CreateAttachmentResult> {
  const { db, storage, clock } = deps;
  const book = body.bookOid ? (await authorizeBook(db, auth, body.bookOid, "uploadMedia")).book : null;
  const extension = acceptedExtension(body.type, body.fileName);
  if (!extension) throw errors.attachmentRejected(extensionReason(body.type));
  if (body.size > UPLOAD_LIMITS[body.type].maxBytes)
    throw errors.attachmentRejected(tooLargeReason(body.type));
  await checkUploadQuota(deps, auth.user.oid, body.size);

  const now = clock.now();
  const oid = newOid();
  const objectKey = objectKeyFor(oid, extension);
  const mimeType = FORMATS[extension].mime;
  const expiresAt = addSeconds(now, UPLOAD.credentialTtlSeconds);
  const { secret, hash } = newUploadSecret();
  const uploadId = await storage.createMultipartUpload(objectKey, mimeType);
  try {
    const [row] = await db
      .insert(attachments)
      .values({
        oid,
        orgOid: book?.orgOid ?? auth.currentOrg?.oid ?? null,
        bookOid: book?.oid ?? null,
        uploaderOid: auth.user.oid,
        name: body.fileName,
        extName: extension,
        mimeType,
        type: body.type,
        category: body.category ?? null,
        declaredSize: body.size,
        objectKey,
        uploadId,
        uploadSecretHash: hash,
        credentialsExpireAt: expiresAt,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error("attachment insert returned nothing");
    const exp = Math.floor(expiresAt.getTime() / 1000);
    return {
      attachment: presentAttachment(row, deps.links, now),
      credentials: {
        endpoint: UPLOAD_ENDPOINT,
        accessKeyId: oid,
        accessKeySecret: secret,
        bucketName: storage.bucketName,
        securityToken: tokens.sign({ attachmentOid: oid, objectKey, exp }),
        objectKey,
        expiration: expiresAt.toISOString(),
      },
      partSize: UPLOAD.partSize,
    };
  } catch (error) {
    await storage.abortMultipartUpload(objectKey, uploadId);
    throw error;
  }
}
