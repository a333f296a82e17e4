// A 3D upload's structure (content §3.10, §9), judged after its bytes were sniffed: a zip bundle
// must hold a model (the browser's viewer opens it by the same rule), a glb's header must match
// its length, a glTF must be glTF JSON, and neither may need a .bin that was not uploaded with it.
// The browser reads the model with the viewer's loader before sending it; this holds for any client.
import { findModelInZip, formatMessage, THREE_D_TEXTS } from "@textbook/shared";
import type { StorageDriver } from "../../storage/driver.ts";
import { readObject } from "./read-object.ts";

const TEXTS = THREE_D_TEXTS.threeD;

/** glTF JSON larger than this (inline base64 buffers) is left to the browser's check. */
const JSON_LIMIT = 32 * 1024 * 1024;
/** A central directory larger than this (hundreds of thousands of entries) is not a model bundle. */
const DIRECTORY_LIMIT = 16 * 1024 * 1024;
/** The end-of-central-directory record with the longest comment a zip may carry. */
const ZIP_TAIL = 22 + 0xffff;

type Read = (start: number, end: number) => Promise<Buffer>;

/** The paths a zip's central directory lists, or null when it cannot be read. */
export async function zipEntryNames(size: number, read: Read): Promise<string[] | null> {
  const tailStart = Math.max(0, size - ZIP_TAIL);
  const tail = await read(tailStart, size - 1);
  let end = -1;
  for (let at = tail.length - 22; at >= 0; at--) {
    if (tail.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  let count = tail.readUInt16LE(end + 10);
  let directorySize = tail.readUInt32LE(end + 12);
  let directoryStart = tail.readUInt32LE(end + 16);
  if (count === 0xffff || directorySize === 0xffffffff || directoryStart === 0xffffffff) {
    // ZIP64: the locator just before the record points at the 64-bit record.
    const locator = end - 20;
    if (locator < 0 || tail.readUInt32LE(locator) !== 0x07064b50) return null;
    const record = Number(tail.readBigUInt64LE(locator + 8));
    if (record + 56 > size) return null;
    const zip64 = await read(record, record + 55);
    if (zip64.readUInt32LE(0) !== 0x06064b50) return null;
    count = Number(zip64.readBigUInt64LE(32));
    directorySize = Number(zip64.readBigUInt64LE(40));
    directoryStart = Number(zip64.readBigUInt64LE(48));
  }
  if (directorySize === 0 || directorySize > DIRECTORY_LIMIT || directoryStart + directorySize > size) {
    return count === 0 && directorySize === 0 ? [] : null;
  }
  const directory = await read(directoryStart, directoryStart + directorySize - 1);
  const names: string[] = [];
  let at = 0;
  while (at + 46 <= directory.length && names.length < count) {
    if (directory.readUInt32LE(at) !== 0x02014b50) return null;
    const utf8 = (directory.readUInt16LE(at + 8) & 0x0800) !== 0;
    const nameLength = directory.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    if (next > directory.length) return null;
    // Names not flagged UTF-8 are in the packer's code page (GBK on Chinese Windows): their
    // extensions, all this needs, are ASCII either way.
    names.push(directory.toString(utf8 ? "utf8" : "latin1", at + 46, at + 46 + nameLength));
    at = next;
  }
  return names.length === count ? names : null;
}

function fileName(uri: string): string {
  const name = uri.slice(uri.replace(/\\/g, "/").lastIndexOf("/") + 1) || uri;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** A buffer the glTF names by a path of its own (not inline, not the glb's BIN chunk). */
function externalBuffer(gltf: unknown): string | null {
  const buffers = (gltf as { buffers?: unknown }).buffers;
  if (!Array.isArray(buffers)) return null;
  for (const buffer of buffers) {
    const uri = (buffer as { uri?: unknown } | null)?.uri;
    if (typeof uri === "string" && !uri.startsWith("data:")) return fileName(uri);
  }
  return null;
}

/** The Chinese reason glTF JSON is refused, or null when it is glTF that needs nothing else. */
export function gltfJsonProblem(text: string, unreadable: string): string | null {
  let gltf: unknown;
  try {
    gltf = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    return unreadable;
  }
  const version = (gltf as { asset?: { version?: unknown } } | null)?.asset?.version;
  if (typeof version !== "string") return unreadable;
  const missing = externalBuffer(gltf);
  return missing ? formatMessage(TEXTS.missingFile, { name: missing }) : null;
}

async function glbProblem(size: number, read: Read): Promise<string | null> {
  const unreadable = TEXTS.refused.glbUnreadable;
  if (size < 20) return unreadable;
  const header = await read(0, 19);
  const jsonLength = header.readUInt32LE(12);
  if (
    header.toString("latin1", 0, 4) !== "glTF" ||
    header.readUInt32LE(4) !== 2 ||
    header.readUInt32LE(8) !== size ||
    header.toString("latin1", 16, 20) !== "JSON" ||
    20 + jsonLength > size
  ) {
    return unreadable;
  }
  if (jsonLength > JSON_LIMIT) return null;
  return gltfJsonProblem((await read(20, 20 + jsonLength - 1)).toString("utf8"), unreadable);
}

/** The Chinese reason a 3D file is refused for its structure, or null. */
export async function modelStructureProblem(
  storage: StorageDriver,
  key: string,
  size: number,
  sniffed: string,
): Promise<string | null> {
  const read: Read = (start, end) => readObject(storage, key, { start, end });
  switch (sniffed) {
    case "zip": {
      const names = await zipEntryNames(size, read);
      if (!names) return TEXTS.refused.zipUnreadable;
      return findModelInZip(names) ? null : TEXTS.noModelInZip;
    }
    case "glb":
      return glbProblem(size, read);
    case "gltf":
      if (size > JSON_LIMIT) return null;
      return gltfJsonProblem((await read(0, size - 1)).toString("utf8"), TEXTS.refused.gltfUnreadable);
    default:
      return null;
  }
}
