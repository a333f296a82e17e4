// PUT /uploads/{objectKey}?partNumber=n: one part of an upload, authorised by the upload's own
// credentials (x-upload-token + x-upload-secret), not by a session.
import {
  ATTACHMENT_MESSAGES,
  type AttachmentSegment,
  type AttachmentType,
  formatMessage,
  UPLOAD,
  UPLOAD_LIMITS,
} from "@textbook/shared";
import { eq } from "drizzle-orm";
import { attachmentParts } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { errors } from "../../http/errors.ts";
import { findAttachment } from "./access.ts";
import { isUploadable, tooLargeReason } from "./formats.ts";
import type { AttachmentRow } from "./presenter.ts";
import { secretMatches, type UploadTokens } from "./upload-credentials.ts";

const MB = 1024 * 1024;

export interface PartRequest {
  objectKey: string;
  partNumber: number;
  token: string | undefined;
  secret: string | undefined;
  body: Buffer | undefined;
}

/** The PENDING attachment the credentials open, or the refusal: invalid, expired, or ended. */
async function openUpload(
  deps: Pick<Deps, "db" | "clock">,
  tokens: UploadTokens,
  request: PartRequest,
): Promise<AttachmentRow & { uploadId: string; type: AttachmentType }> {
  if (!request.token || !request.secret) throw errors.uploadCredentialsInvalid();
  const now = deps.clock.now();
  const check = tokens.verify(request.token, now);
  if (!check.ok) {
    throw check.reason === "expired" ? errors.uploadCredentialsExpired() : errors.uploadCredentialsInvalid();
  }
  // A token for one object never opens another, even with that object's secret.
  if (check.claims.objectKey !== request.objectKey) throw errors.uploadCredentialsInvalid();
  const row = await findAttachment(deps.db, check.claims.attachmentOid);
  if (!row || row.objectKey !== request.objectKey || !secretMatches(request.secret, row.uploadSecretHash)) {
    throw errors.uploadCredentialsInvalid();
  }
  if (!row.credentialsExpireAt || row.credentialsExpireAt <= now) throw errors.uploadCredentialsExpired();
  const { uploadId, type } = row;
  if (row.state !== "PENDING" || !uploadId || !isUploadable(type)) {
    throw errors.uploadPartInvalid(ATTACHMENT_MESSAGES.partAfterEnd);
  }
  return { ...row, uploadId, type };
}

/** Parts are partSize each (the last shorter), so no part may reach past the type's limit. */
function checkPart(type: AttachmentType, partNumber: number, body: Buffer | undefined): Buffer {
  if (!body || body.length === 0) throw errors.uploadPartInvalid(ATTACHMENT_MESSAGES.partEmpty);
  if (body.length > UPLOAD.partSize) {
    throw errors.uploadPartInvalid(
      formatMessage(ATTACHMENT_MESSAGES.partTooLarge, { mb: UPLOAD.partSize / MB }),
    );
  }
  if ((partNumber - 1) * UPLOAD.partSize + body.length > UPLOAD_LIMITS[type].maxBytes) {
    throw errors.attachmentRejected(tooLargeReason(type));
  }
  return body;
}

export async function uploadPart(
  deps: Pick<Deps, "db" | "clock" | "storage">,
  tokens: UploadTokens,
  request: PartRequest,
): Promise<AttachmentSegment> {
  const upload = await openUpload(deps, tokens, request);
  const body = checkPart(upload.type, request.partNumber, request.body);
  const stored = await deps.storage.uploadPart(upload.objectKey, upload.uploadId, request.partNumber, body);
  const part = { size: body.length, etag: stored.etag, createdAt: deps.clock.now() };
  await deps.db
    .insert(attachmentParts)
    .values({ attachmentOid: upload.oid, partNumber: request.partNumber, ...part })
    .onConflictDoUpdate({ target: [attachmentParts.attachmentOid, attachmentParts.partNumber], set: part });
  return { partNumber: request.partNumber, size: body.length };
}

export async function listSegments(
  deps: Pick<Deps, "db">,
  attachmentOid: string,
): Promise<AttachmentSegment[]> {
  return deps.db
    .select({ partNumber: attachmentParts.partNumber, size: attachmentParts.size })
    .from(attachmentParts)
    .where(eq(attachmentParts.attachmentOid, attachmentOid))
    .orderBy(attachmentParts.partNumber);
}
