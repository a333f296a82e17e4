// What the upload queue sends (docs/api-contract.md "Attachments and uploads"): create, one PUT per
// part with the upload credentials, complete. Parts go through XMLHttpRequest because fetch reports
// no upload progress.
import {
  type Attachment,
  type CreateAttachmentBody,
  type CreateAttachmentResult,
  HTTP_MESSAGES,
  type UploadCredentials,
} from "@textbook/shared";
import { completeAttachment, createAttachment } from "../../api/attachments.ts";
import { httpStatusMessage } from "../../api/client.ts";

export interface UploadTransport {
  create(body: CreateAttachmentBody): Promise<CreateAttachmentResult>;
  /** Sends part n; calls onProgress with the bytes of this part sent so far. */
  putPart(
    credentials: UploadCredentials,
    partNumber: number,
    body: Blob,
    onProgress: (loaded: number) => void,
  ): Promise<void>;
  complete(attachmentOid: string): Promise<Attachment>;
}

/** A part that did not arrive; retryable when sending it again may succeed. */
export class PartError extends Error {
  readonly retryable: boolean;

  constructor(message: string, retryable: boolean) {
    super(message);
    this.name = "PartError";
    this.retryable = retryable;
  }
}

/** A slow link may take minutes for one part; a stalled one must fail and be retried. */
const PART_TIMEOUT_MS = 5 * 60_000;

export function partUrl(credentials: UploadCredentials, partNumber: number): string {
  const key = credentials.objectKey.split("/").map(encodeURIComponent).join("/");
  return `${credentials.endpoint}/${key}?partNumber=${partNumber}`;
}

function envelopeMessage(responseText: string): string | null {
  try {
    const body = JSON.parse(responseText) as { errorMessage?: unknown };
    return typeof body.errorMessage === "string" && body.errorMessage ? body.errorMessage : null;
  } catch {
    return null;
  }
}

function putPart(
  credentials: UploadCredentials,
  partNumber: number,
  body: Blob,
  onProgress: (loaded: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", partUrl(credentials, partNumber));
    xhr.timeout = PART_TIMEOUT_MS;
    xhr.setRequestHeader("content-type", "application/octet-stream");
    xhr.setRequestHeader("x-upload-token", credentials.securityToken);
    xhr.setRequestHeader("x-upload-secret", credentials.accessKeySecret);
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      if (xhr.status === 200) {
        resolve();
        return;
      }
      const message = envelopeMessage(xhr.responseText) ?? httpStatusMessage(xhr.status);
      // Expired or refused credentials stay refused; a server or gateway hiccup may pass next time.
      reject(new PartError(message, xhr.status >= 500 || xhr.status === 408 || xhr.status === 429));
    };
    xhr.onerror = () => reject(new PartError(HTTP_MESSAGES.network, true));
    xhr.ontimeout = () => reject(new PartError(HTTP_MESSAGES.timeout, true));
    xhr.send(body);
  });
}

/** The real transport. Failures come back to the queue, which tells the user which file failed. */
export const httpTransport: UploadTransport = {
  create: (body) => createAttachment(body, { bypassError: true }),
  putPart,
  complete: (attachmentOid) => completeAttachment(attachmentOid, { bypassError: true }),
};
