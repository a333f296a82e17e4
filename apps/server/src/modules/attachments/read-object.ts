import type { Readable } from "node:stream";
import type { StorageDriver } from "../../storage/driver.ts";

export async function bufferOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A stored object in memory (images, parts of files): only for objects known to be small. */
export async function readObject(
  storage: StorageDriver,
  key: string,
  range?: { start: number; end: number },
): Promise<Buffer> {
  const stream = await storage.getObject(key, range);
  if (!stream) throw new Error(`object ${key} is missing`);
  return bufferOf(stream);
}
