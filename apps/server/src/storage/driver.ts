// Object storage behind attachments and task outputs: local disk under DATA_DIR by default, any
// S3-compatible service when S3_* is set. Keys are opaque, unguessable strings chosen by the caller.
import type { Readable } from "node:stream";

export interface StoredObject {
  size: number;
  contentType: string;
}

export interface UploadedPart {
  partNumber: number;
  etag: string;
}

export interface StorageDriver {
  readonly kind: "local" | "s3";
  /** Reported to the browser as the upload credentials' bucketName. */
  readonly bucketName: string;
  putObject(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when it does not exist. A range reads bytes start..end, both inclusive. */
  getObject(key: string, range?: { start: number; end: number }): Promise<Readable | null>;
  statObject(key: string): Promise<StoredObject | null>;
  deleteObject(key: string): Promise<void>;
  /**
   * Deletes every object whose key starts with `folder` (which ends with "/"): what a task wrote
   * under its own prefix (an edition) goes with it, also after a crash forgot which keys it wrote.
   */
  deleteFolder(folder: string): Promise<void>;
  /** A copy of an object (bytes and content type) under another key, without passing through us. */
  copyObject(sourceKey: string, targetKey: string): Promise<void>;
  /** Multipart upload: open, send parts (any order, re-sendable), then complete or abort. */
  createMultipartUpload(key: string, contentType: string): Promise<string>;
  uploadPart(key: string, uploadId: string, partNumber: number, body: Buffer): Promise<UploadedPart>;
  completeMultipartUpload(key: string, uploadId: string, parts: readonly UploadedPart[]): Promise<void>;
  abortMultipartUpload(key: string, uploadId: string): Promise<void>;
}
