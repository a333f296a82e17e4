// Object storage on local disk (the default): objects under DATA_DIR/objects, their content type
// beside them, and open multipart uploads as one temporary file per part until completion joins them.
import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, mkdir, readFile, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { StorageDriver, StoredObject, UploadedPart } from "./driver.ts";

/** Segments of letters, digits, dot, dash and underscore, never starting with a dot. */
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
const UPLOAD_ID_PATTERN = /^[0-9a-f]{32}$/;

interface UploadManifest {
  key: string;
  contentType: string;
}

export function createLocalStorage(root: string): StorageDriver {
  const base = resolve(root);
  // Dot-prefixed folders can never be a key's first segment, so they cannot collide with objects.
  const metaRoot = join(base, ".meta");
  const uploadsRoot = join(base, ".uploads");

  /** The path of a key, refusing anything that could leave the objects folder. */
  function inside(folder: string, key: string): string {
    if (key.length > 512 || !KEY_PATTERN.test(key)) throw new Error(`invalid object key: ${key}`);
    const path = resolve(folder, key);
    const rel = relative(folder, path);
    if (rel.startsWith("..") || rel.startsWith(sep) || rel === "")
      throw new Error(`invalid object key: ${key}`);
    return path;
  }

  function uploadFolder(uploadId: string): string {
    if (!UPLOAD_ID_PATTERN.test(uploadId)) throw new Error(`invalid upload id: ${uploadId}`);
    return join(uploadsRoot, uploadId);
  }

  /** Write beside the target, then rename: a reader never sees half a file. */
  async function writeAtomically(path: string, body: Buffer): Promise<void> {
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await writeFile(temporary, body);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async function readManifest(key: string, uploadId: string): Promise<UploadManifest> {
    const folder = uploadFolder(uploadId);
    const manifest = JSON.parse(await readFile(join(folder, "upload.json"), "utf8")) as UploadManifest;
    if (manifest.key !== key) throw new Error(`upload ${uploadId} is not for ${key}`);
    return manifest;
  }

  async function removeEmptyParents(path: string, stopAt: string): Promise<void> {
    let folder = dirname(path);
    while (folder !== stopAt && folder.startsWith(stopAt)) {
      try {
        await rmdir(folder);
      } catch {
        return;
      }
      folder = dirname(folder);
    }
  }

  return {
    kind: "local",
    bucketName: "local",

    async putObject(key, body, contentType) {
      const path = inside(base, key);
      await writeAtomically(path, body);
      await writeAtomically(inside(metaRoot, key), Buffer.from(JSON.stringify({ contentType })));
    },

    async getObject(key, range) {
      const path = inside(base, key);
      const found = await stat(path).catch(() => null);
      if (!found?.isFile()) return null;
      return createReadStream(path, range ? { start: range.start, end: range.end } : {});
    },

    async statObject(key): Promise<StoredObject | null> {
      const found = await stat(inside(base, key)).catch(() => null);
      if (!found?.isFile()) return null;
      const meta = await readFile(inside(metaRoot, key), "utf8").catch(() => null);
      const contentType = meta
        ? (JSON.parse(meta) as { contentType: string }).contentType
        : "application/octet-stream";
      return { size: found.size, contentType };
    },

    async deleteObject(key) {
      const path = inside(base, key);
      const metaPath = inside(metaRoot, key);
      await rm(path, { force: true });
      await rm(metaPath, { force: true });
      await removeEmptyParents(path, base);
      await removeEmptyParents(metaPath, metaRoot);
    },

    async deleteFolder(folder) {
      if (!folder.endsWith("/")) throw new Error(`not a folder: ${folder}`);
      const name = folder.slice(0, -1);
      const path = inside(base, name);
      const metaPath = inside(metaRoot, name);
      await rm(path, { recursive: true, force: true });
      await rm(metaPath, { recursive: true, force: true });
      await removeEmptyParents(path, base);
      await removeEmptyParents(metaPath, metaRoot);
    },

    async copyObject(sourceKey, targetKey) {
      const path = inside(base, targetKey);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await copyFile(inside(base, sourceKey), temporary);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      const meta = await readFile(inside(metaRoot, sourceKey)).catch(() => null);
      if (meta) await writeAtomically(inside(metaRoot, targetKey), meta);
    },

    async createMultipartUpload(key, contentType) {
      inside(base, key);
      const uploadId = randomBytes(16).toString("hex");
      const folder = uploadFolder(uploadId);
      await mkdir(folder, { recursive: true });
      const manifest: UploadManifest = { key, contentType };
      await writeFile(join(folder, "upload.json"), JSON.stringify(manifest));
      return uploadId;
    },

    async uploadPart(key, uploadId, partNumber, body): Promise<UploadedPart> {
      if (!Number.isInteger(partNumber) || partNumber < 1)
        throw new Error(`invalid part number ${partNumber}`);
      await readManifest(key, uploadId);
      await writeAtomically(join(uploadFolder(uploadId), `part-${partNumber}`), body);
      return { partNumber, etag: createHash("md5").update(body).digest("hex") };
    },

    async completeMultipartUpload(key, uploadId, parts) {
      const manifest = await readManifest(key, uploadId);
      const folder = uploadFolder(uploadId);
      const path = inside(base, key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString("hex")}.tmp`;
      // One part in memory at a time, whatever the object's size.
      async function* joined() {
        for (const part of [...parts].sort((a, b) => a.partNumber - b.partNumber)) {
          const bytes = await readFile(join(folder, `part-${part.partNumber}`));
          if (createHash("md5").update(bytes).digest("hex") !== part.etag) {
            throw new Error(`part ${part.partNumber} of ${uploadId} does not match its etag`);
          }
          yield bytes;
        }
      }
      try {
        await pipeline(Readable.from(joined()), createWriteStream(temporary));
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      await writeAtomically(
        inside(metaRoot, key),
        Buffer.from(JSON.stringify({ contentType: manifest.contentType })),
      );
      await rm(folder, { recursive: true, force: true });
    },

    async abortMultipartUpload(_key, uploadId) {
      await rm(uploadFolder(uploadId), { recursive: true, force: true });
    },
  };
}
