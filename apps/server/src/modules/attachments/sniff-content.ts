// What a stored file really is, from its bytes: file-type knows the binary formats; the text
// formats we accept (SVG, OBJ, glTF JSON, ASCII FBX) have no magic number and get small checks.
import { ATTACHMENT_MESSAGES, type AttachmentType, UPLOAD_LIMITS } from "@textbook/shared";
import { fileTypeFromStream } from "file-type";
import type { StorageDriver } from "../../storage/driver.ts";
import { FORMATS, mismatchReason, tooLargeReason, type UploadExtension } from "./formats.ts";
import { readObject } from "./read-object.ts";
import { opensWith, prologEnd } from "./xml-prolog.ts";

/** Enough of a text file to recognise it. */
const HEAD_BYTES = 64 * 1024;

const OBJ_STATEMENT = /^(v|vt|vn|vp|f|l|p|o|g|s|mg|usemtl|mtllib|cstype|deg|curv|curv2|surf|parm|end)(\s|$)/;

function isObj(text: string): boolean {
  // The head may end mid-line: judge only complete lines.
  const lines = text.split(/\r?\n/).slice(0, -1);
  const statements = lines.map((line) => line.trim()).filter((line) => line && !line.startsWith("#"));
  return (
    statements.some((line) => line.startsWith("v ")) && statements.every((line) => OBJ_STATEMENT.test(line))
  );
}

/** Whether the text's root element is `<svg`. */
function startsAsSvg(text: string): boolean {
  const at = prologEnd(text);
  return opensWith(text, at, "<svg") && /[\s>]/.test(text.charAt(at + 4));
}

/** The kind of a text file we accept, or undefined for any other text or binary data. */
export function textKind(head: Buffer): string | undefined {
  if (head.includes(0)) return undefined;
  const text = head.toString("utf8").replace(/^\uFEFF/, "");
  if (startsAsSvg(text)) return "svg";
  if (/^\s*\{/.test(text) && /"asset"\s*:/.test(text)) return "gltf";
  if (/^\s*; FBX/.test(text)) return "fbx";
  if (isObj(text)) return "obj";
  return undefined;
}

/** The stored object's kind: file-type's ext, else a text kind, else "text" for other text (CSV), else undefined. */
export async function sniffStoredObject(
  storage: StorageDriver,
  key: string,
  size: number,
): Promise<string | undefined> {
  if (size === 0) return undefined;
  const stream = await storage.getObject(key);
  if (!stream) return undefined;
  let detected: string | undefined;
  try {
    detected = (await fileTypeFromStream(stream))?.ext;
  } finally {
    stream.destroy();
  }
  // An SVG may start with an XML declaration, which file-type reports as plain XML.
  if (detected !== undefined && detected !== "xml") return detected;
  const head = await readObject(storage, key, { start: 0, end: Math.min(size, HEAD_BYTES) - 1 });
  return textKind(head) ?? (head.includes(0) ? undefined : "text");
}

export interface ContentFacts {
  type: AttachmentType;
  extension: UploadExtension;
  size: number;
  sniffed: string | undefined;
}

/** The Chinese reason the file is refused, or null when its bytes fit its type and extension. */
export function refusalOf({ type, extension, size, sniffed }: ContentFacts): string | null {
  if (size === 0) return ATTACHMENT_MESSAGES.empty;
  if (size > UPLOAD_LIMITS[type].maxBytes) return tooLargeReason(type);
  if (sniffed === undefined || !FORMATS[extension].sniffed.includes(sniffed)) {
    return mismatchReason(type, extension);
  }
  return null;
}
