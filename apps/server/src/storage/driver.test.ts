// One suite, every driver: local disk, and S3 against a real S3-compatible server (s3rver) on
// loopback.
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StorageDriver } from "./driver.ts";
import { createLocalStorage } from "./local.ts";
import { createS3Storage } from "./s3.ts";

async function bytesOf(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const BUCKET = "textbook-test";
const folders: string[] = [];
let s3server: S3rver | null = null;
let s3endpoint = "";

async function folder(prefix: string): Promise<string> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  folders.push(path);
  return path;
}

beforeAll(async () => {
  s3server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: await folder("textbook-s3rver-"),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3server.run();
  s3endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await s3server?.close();
  for (const path of folders) await rm(path, { recursive: true, force: true });
});

const drivers: [string, () => Promise<StorageDriver>][] = [
  ["local", async () => createLocalStorage(await folder("textbook-local-"))],
  [
    "s3",
    async () =>
      createS3Storage({ endpoint: s3endpoint, bucket: BUCKET, accessKey: "S3RVER", secretKey: "S3RVER" }),
  ],
];

describe.each(drivers)("%s storage", (driverName, make) => {
  let storage: StorageDriver;
  beforeAll(async () => {
    storage = await make();
  });

  const key = (label: string) => `${label}-${randomBytes(6).toString("hex")}.bin`;

  it("puts, stats, reads whole and by range, and deletes an object", async () => {
    const name = key("plain");
    const body = Buffer.from("0123456789abcdef");
    await storage.putObject(name, body, "text/plain");

    expect(await storage.statObject(name)).toEqual({ size: 16, contentType: "text/plain" });
    expect(await bytesOf(await storage.getObject(name))).toEqual(body);
    expect((await bytesOf(await storage.getObject(name, { start: 3, end: 6 })))?.toString()).toBe("3456");
    expect((await bytesOf(await storage.getObject(name, { start: 15, end: 15 })))?.toString()).toBe("f");

    await storage.deleteObject(name);
    expect(await storage.statObject(name)).toBeNull();
    expect(await storage.getObject(name)).toBeNull();
  });

  it("copies an object with its content type; the copy outlives the original", async () => {
    const source = key("source");
    const target = `copies/${key("target")}`;
    await storage.putObject(source, Buffer.from("copied bytes"), "image/svg+xml");
    await storage.copyObject(source, target);
    await storage.deleteObject(source);
    expect(await storage.statObject(target)).toEqual({ size: 12, contentType: "image/svg+xml" });
    expect((await bytesOf(await storage.getObject(target)))?.toString()).toBe("copied bytes");
    await storage.deleteObject(target);
  });

  it("answers null for an object that never existed and deletes it without complaint", async () => {
    const name = key("missing");
    expect(await storage.statObject(name)).toBeNull();
    expect(await storage.getObject(name)).toBeNull();
    await storage.deleteObject(name);
  });

  it("keeps object keys with folders apart", async () => {
    const name = `folder-${randomBytes(4).toString("hex")}/inner/object.txt`;
    await storage.putObject(name, Buffer.from("nested"), "text/plain");
    expect((await bytesOf(await storage.getObject(name)))?.toString()).toBe("nested");
    await storage.deleteObject(name);
    expect(await storage.statObject(name)).toBeNull();
  });

  it("deletes a folder's objects, nested ones too, and leaves its neighbours", async () => {
    const folderName = `edition-${randomBytes(4).toString("hex")}`;
    const inside = [
      `${folderName}/manifest.json`,
      `${folderName}/files/a.html`,
      `${folderName}/assets/b.png`,
    ];
    const neighbour = `${folderName}-other/manifest.json`;
    for (const name of [...inside, neighbour]) await storage.putObject(name, Buffer.from(name), "text/plain");
    await storage.deleteFolder(`${folderName}/`);
    for (const name of inside) expect(await storage.statObject(name)).toBeNull();
    expect((await bytesOf(await storage.getObject(neighbour)))?.toString()).toBe(neighbour);
    await storage.deleteFolder(`${folderName}/`);
    await storage.deleteObject(neighbour);
  });

  it("joins parts sent out of order, with a part sent twice, in part-number order", async () => {
    const name = key("multipart");
    const uploadId = await storage.createMultipartUpload(name, "video/mp4");
    const first = randomBytes(1024);
    const second = randomBytes(700);
    const third = randomBytes(10);
    const part3 = await storage.uploadPart(name, uploadId, 3, third);
    await storage.uploadPart(name, uploadId, 1, randomBytes(1024));
    const part1 = await storage.uploadPart(name, uploadId, 1, first);
    const part2 = await storage.uploadPart(name, uploadId, 2, second);
    expect(part1.partNumber).toBe(1);
    expect(part1.etag).not.toBe("");

    await storage.completeMultipartUpload(name, uploadId, [part3, part1, part2]);

    expect(await storage.statObject(name)).toEqual({ size: 1734, contentType: "video/mp4" });
    expect(await bytesOf(await storage.getObject(name))).toEqual(Buffer.concat([first, second, third]));
    expect(await bytesOf(await storage.getObject(name, { start: 1020, end: 1027 }))).toEqual(
      Buffer.concat([first.subarray(1020), second.subarray(0, 4)]),
    );
    await storage.deleteObject(name);
  });

  // s3rver implements no AbortMultipartUpload (it answers MethodNotAllowed); real services do.
  it.skipIf(driverName === "s3")(
    "aborts an upload: nothing is stored and a second abort is harmless",
    async () => {
      const name = key("aborted");
      const uploadId = await storage.createMultipartUpload(name, "application/pdf");
      await storage.uploadPart(name, uploadId, 1, randomBytes(100));
      await storage.abortMultipartUpload(name, uploadId);
      await storage.abortMultipartUpload(name, uploadId);
      expect(await storage.statObject(name)).toBeNull();
    },
  );
});

describe("local storage paths", () => {
  it("refuses keys that would leave its folder and keeps nothing outside it", async () => {
    const root = await folder("textbook-traversal-");
    const storage = createLocalStorage(join(root, "objects"));
    for (const bad of [
      "../escape",
      "/etc/passwd",
      "a/../../escape",
      ".meta/x",
      "a//b",
      "",
      "a/./b",
      "a\\..\\b",
    ]) {
      await expect(storage.putObject(bad, Buffer.from("x"), "text/plain")).rejects.toThrow(
        /invalid object key/,
      );
      await expect(storage.getObject(bad)).rejects.toThrow(/invalid object key/);
    }
    await expect(storage.uploadPart("x.bin", "../../etc", 1, Buffer.from("x"))).rejects.toThrow(
      /invalid upload id/,
    );
    expect(await readdir(root)).toEqual([]);
  });

  it("refuses to complete an upload under another key", async () => {
    const storage = createLocalStorage(await folder("textbook-local-"));
    const uploadId = await storage.createMultipartUpload("one.bin", "application/zip");
    const part = await storage.uploadPart("one.bin", uploadId, 1, Buffer.from("x"));
    await expect(storage.completeMultipartUpload("two.bin", uploadId, [part])).rejects.toThrow(/not for/);
    expect(await storage.statObject("two.bin")).toBeNull();
  });
});
