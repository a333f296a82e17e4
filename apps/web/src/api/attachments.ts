// Attachment calls (shell §7 Attachments): create with upload credentials, complete, the book's
// media list, where a file is used and its deletion, and the short-lived links to view or download.
import {
  type Attachment,
  type AttachmentUsages,
  attachmentCalls,
  type BookAttachmentsQuery,
  type CreateAttachmentBody,
  type CreateAttachmentResult,
  type Page,
  type SignedUrl,
} from "@textbook/shared";
import { call } from "./call.ts";
import type { RequestOptions } from "./client.ts";

export const attachmentKeys = {
  usages: (attachmentOid: string) => ["attachment", attachmentOid, "usages"] as const,
  previewUrl: (attachmentOid: string) => ["attachment", attachmentOid, "preview-url"] as const,
  one: (attachmentOid: string) => ["attachment", attachmentOid] as const,
};

type CallOptions = Pick<RequestOptions, "bypassError" | "signal">;

export function createAttachment(
  body: CreateAttachmentBody,
  options: CallOptions = {},
): Promise<CreateAttachmentResult> {
  return call(attachmentCalls.create, { body, ...options });
}

/** Joining the parts and checking the bytes of a large video takes longer than an ordinary call. */
export function completeAttachment(attachmentOid: string, options: CallOptions = {}): Promise<Attachment> {
  return call(attachmentCalls.complete, { params: { id: attachmentOid }, ...options });
}

/** A video's first frame as a new image attachment (ffmpeg on the server); an image answers itself. */
export function generatePoster(attachmentOid: string, options: CallOptions = {}): Promise<Attachment> {
  return call(attachmentCalls.generatePoster, { params: { id: attachmentOid }, ...options });
}

export function fetchBookAttachments(
  bookOid: string,
  query: BookAttachmentsQuery,
  signal?: AbortSignal,
): Promise<Page<Attachment>> {
  return call(attachmentCalls.bookList, { params: { id: bookOid }, query, signal });
}

export function fetchAttachment(attachmentOid: string, options: CallOptions = {}): Promise<Attachment> {
  return call(attachmentCalls.get, { params: { id: attachmentOid }, ...options });
}

export function fetchDownloadUrl(attachmentOid: string, options: CallOptions = {}): Promise<SignedUrl> {
  return call(attachmentCalls.downloadUrl, { params: { id: attachmentOid }, ...options });
}

export function fetchPreviewUrl(attachmentOid: string, options: CallOptions = {}): Promise<SignedUrl> {
  return call(attachmentCalls.previewUrl, { params: { id: attachmentOid }, ...options });
}

export function fetchAttachmentUsages(
  bookOid: string,
  attachmentOid: string,
  signal?: AbortSignal,
): Promise<AttachmentUsages> {
  return call(attachmentCalls.usages, {
    params: { id: bookOid, attId: attachmentOid },
    signal,
    bypassError: true,
  });
}

export function deleteBookAttachment(bookOid: string, attachmentOid: string): Promise<null> {
  return call(attachmentCalls.deleteFromBook, {
    params: { id: bookOid, attId: attachmentOid },
    bypassError: true,
  });
}
