// Attachment calls (shell §7 Attachments): create with upload credentials, complete, the book's
// media list, where a file is used and its deletion, and the short-lived links to view or download.
import type {
  Attachment,
  AttachmentUsages,
  BookAttachmentsQuery,
  CreateAttachmentBody,
  CreateAttachmentResult,
  Page,
  SignedUrl,
} from "@textbook/shared";
import { type RequestOptions, request } from "./client.ts";

export const attachmentKeys = {
  usages: (attachmentOid: string) => ["attachment", attachmentOid, "usages"] as const,
  previewUrl: (attachmentOid: string) => ["attachment", attachmentOid, "preview-url"] as const,
};

type CallOptions = Pick<RequestOptions, "bypassError" | "signal">;

export function createAttachment(body: CreateAttachmentBody, options: CallOptions = {}) {
  return request<CreateAttachmentResult>("/attachments", { method: "POST", body, ...options });
}

/** Joining the parts and checking the bytes of a large video takes longer than an ordinary call. */
export function completeAttachment(attachmentOid: string, options: CallOptions = {}) {
  return request<Attachment>(`/attachments/${encodeURIComponent(attachmentOid)}/complete`, {
    method: "POST",
    timeout: "upload",
    ...options,
  });
}

/** A video's first frame as a new image attachment (ffmpeg on the server); an image answers itself. */
export function generatePoster(attachmentOid: string, options: CallOptions = {}) {
  return request<Attachment>(`/attachments/${encodeURIComponent(attachmentOid)}/generate-poster`, {
    method: "POST",
    timeout: "upload",
    ...options,
  });
}

export function fetchBookAttachments(bookOid: string, query: BookAttachmentsQuery, signal?: AbortSignal) {
  return request<Page<Attachment>>(`/books/${encodeURIComponent(bookOid)}/attachments`, { query, signal });
}

export function fetchDownloadUrl(attachmentOid: string, options: CallOptions = {}) {
  return request<SignedUrl>(`/attachments/${encodeURIComponent(attachmentOid)}/download-url`, options);
}

export function fetchPreviewUrl(attachmentOid: string, options: CallOptions = {}) {
  return request<SignedUrl>(`/attachments/${encodeURIComponent(attachmentOid)}/preview-url`, options);
}

export function fetchAttachmentUsages(bookOid: string, attachmentOid: string, signal?: AbortSignal) {
  return request<AttachmentUsages>(
    `/books/${encodeURIComponent(bookOid)}/used-attachments/${encodeURIComponent(attachmentOid)}`,
    { signal, bypassError: true },
  );
}

export function deleteBookAttachment(bookOid: string, attachmentOid: string) {
  return request<null>(
    `/books/${encodeURIComponent(bookOid)}/attachments/${encodeURIComponent(attachmentOid)}`,
    { method: "DELETE", bypassError: true },
  );
}
