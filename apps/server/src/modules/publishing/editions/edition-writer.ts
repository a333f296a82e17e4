// Writes an edition's objects under its prefix and counts what it wrote (the edition's size), one
// object at a time. Big text (the search index) goes up in parts, so it is never whole in memory.
import { editionStoragePrefix } from "@textbook/shared";
import type { StorageDriver, UploadedPart } from "../../../storage/driver.ts";

/** S3 refuses parts under 5 MiB (but the last); the local driver takes any. */
const PART_BYTES = 5 * 1024 * 1024;

export interface EditionWriter {
  put(path: string, body: string | Buffer, contentType: string): Promise<void>;
  /** A server-side copy of a stored object (an attachment) of `size` bytes. */
  copy(sourceKey: string, path: string, size: number): Promise<void>;
  /** An object written piece by piece. */
  stream(path: string, contentType: string): Promise<StreamedObject>;
  readonly size: number;
}

export interface StreamedObject {
  write(text: string): Promise<void>;
  finish(): Promise<void>;
  abort(): Promise<void>;
}

export function createEditionWriter(storage: StorageDriver, editionOid: string): EditionWriter {
  const prefix = editionStoragePrefix(editionOid);
  let size = 0;
  return {
    async put(path, body, contentType) {
      const bytes = typeof body === "string" ? Buffer.from(body) : body;
      await storage.putObject(prefix + path, bytes, contentType);
      size += bytes.length;
    },
    async copy(sourceKey, path, bytes) {
      await storage.copyObject(sourceKey, prefix + path);
      size += bytes;
    },
    async stream(path, contentType) {
      const key = prefix + path;
      const uploadId = await storage.createMultipartUpload(key, contentType);
      const parts: UploadedPart[] = [];
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flush = async () => {
        const body = Buffer.concat(pending);
        pending = [];
        pendingBytes = 0;
        parts.push(await storage.uploadPart(key, uploadId, parts.length + 1, body));
        size += body.length;
      };
      return {
        async write(text) {
          const bytes = Buffer.from(text);
          pending.push(bytes);
          pendingBytes += bytes.length;
          if (pendingBytes >= PART_BYTES) await flush();
        },
        async finish() {
          if (pendingBytes > 0 || parts.length === 0) await flush();
          await storage.completeMultipartUpload(key, uploadId, parts);
        },
        abort: () => storage.abortMultipartUpload(key, uploadId),
      };
    },
    get size() {
      return size;
    },
  };
}
