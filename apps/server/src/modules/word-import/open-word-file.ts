// Which container an uploaded file is, before anything parses it: a .docx is a ZIP with
// word/document.xml; a password-protected .docx (and every .doc) is an OLE compound file; anything
// else is no Word document. A .doc is converted to .docx by LibreOffice when it is installed.
// Strict OOXML (ISO 29500 Strict) differs from the usual Transitional form mainly in its namespaces,
// so it is read after renaming them.
import { WORD_IMPORT_TEXTS } from "@textbook/shared";
import { strFromU8, strToU8, type Unzipped, unzipSync } from "fflate";

const PROBLEMS = WORD_IMPORT_TEXTS.problems;
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const DOCUMENT = "word/document.xml";

/** Strict namespace stems and their Transitional names (ECMA-376 Part 1, Annex A). */
const STRICT_NAMESPACES: readonly [string, string][] = [
  [
    "http://purl.oclc.org/ooxml/wordprocessingml/main",
    "http://schemas.openxmlformats.org/wordprocessingml/2006/main",
  ],
  [
    "http://purl.oclc.org/ooxml/officeDocument/relationships",
    "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
  ],
  [
    "http://purl.oclc.org/ooxml/officeDocument/math",
    "http://schemas.openxmlformats.org/officeDocument/2006/math",
  ],
  ["http://purl.oclc.org/ooxml/drawingml/", "http://schemas.openxmlformats.org/drawingml/2006/"],
];

export type OpenedWordFile =
  | { parts: Unzipped; strict: boolean; problem?: never }
  | { parts?: never; strict?: never; problem: string };

export type DocConverter = ((doc: Buffer) => Promise<Buffer | null>) | null;

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte);
}

function fromStrict(parts: Unzipped): void {
  for (const [name, bytes] of Object.entries(parts)) {
    if (!name.endsWith(".xml") && !name.endsWith(".rels")) continue;
    let xml = strFromU8(bytes);
    for (const [strict, transitional] of STRICT_NAMESPACES) xml = xml.replaceAll(strict, transitional);
    parts[name] = strToU8(xml);
  }
}

function openZip(bytes: Uint8Array): OpenedWordFile {
  let parts: Unzipped;
  try {
    parts = unzipSync(bytes);
  } catch {
    return { problem: PROBLEMS.corrupt };
  }
  const document = parts[DOCUMENT];
  if (!document) return { problem: PROBLEMS.notWord };
  const strict = strFromU8(document.subarray(0, 4096)).includes(STRICT_NAMESPACES[0]?.[0] ?? "");
  if (strict) fromStrict(parts);
  return { parts, strict };
}

export async function openWordFile(
  bytes: Buffer,
  extension: string,
  convertDoc: DocConverter,
): Promise<OpenedWordFile> {
  if (startsWith(bytes, ZIP)) return openZip(bytes);
  if (!startsWith(bytes, COMPOUND_FILE)) return { problem: PROBLEMS.notWord };
  // A compound file named .docx is an encrypted package (MS-OFFCRYPTO); a .doc is Word 97-2003.
  if (extension !== "doc") return { problem: PROBLEMS.encrypted };
  if (!convertDoc) return { problem: PROBLEMS.docNeedsLibreOffice };
  const converted = await convertDoc(bytes);
  if (!converted) return { problem: PROBLEMS.docConvertFailed };
  return openZip(converted);
}
