// A generated book for the build benchmark, made through the product's API as an editor makes one:
// `files` content files (10 per section, 5 sections per chapter), each holding every block type —
// the style preview's sample document (one of every block the book's look styles) and the schema's
// media, interactive and knowledge samples — with every attachment reference pointed at one image
// uploaded to the book, so the build copies a real asset and renders every block.
import { gradientPng } from "@textbook/e2e/png";
import { call, createSchoolBook, type Session } from "@textbook/e2e/publishing";
import type { NodeJSON } from "@textbook/schema";
import { SAMPLE_DOCUMENT } from "../../apps/web/src/pages/style-preview/sample-document.ts";
import { MEDIA_NODE_SAMPLES } from "../../packages/schema/src/nodes/media-nodes.fixtures.ts";
import { uploadFile } from "./upload.ts";

const FILES_PER_SECTION = 10;
const SECTIONS_PER_CHAPTER = 5;

let uploads = 0;

/**
 * An image in the book's media library; each upload a picture of its own (its height varies), so
 * books with many hold distinct assets.
 */
export function uploadImage(session: Session, bookOid: string): Promise<string> {
  return uploadFile(session, {
    bytes: gradientPng(640, 360 + (uploads++ % 64)),
    fileName: "基准图片.png",
    type: "IMAGE",
    bookOid,
  });
}

/**
 * `value` with every attachment reference (an oid beside its address: fileOid + src, coverAttOid +
 * coverSrc, … as the edition build reads them) pointing at `attachmentOid`.
 */
function pointedAt(value: unknown, attachmentOid: string): unknown {
  if (Array.isArray(value)) return value.map((item) => pointedAt(item, attachmentOid));
  if (typeof value !== "object" || value === null) return value;
  const record = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) copy[key] = pointedAt(item, attachmentOid);
  for (const key of Object.keys(record)) {
    const addressKey = key === "fileOid" ? "src" : key.endsWith("AttOid") ? `${key.slice(0, -6)}Src` : null;
    if (addressKey && addressKey in record && typeof record[key] === "string") {
      copy[key] = attachmentOid;
      copy[addressKey] = `/api/files/${attachmentOid}/original`;
    }
  }
  return copy;
}

/** One file's document: every block type, its text numbered so no two files are alike. */
export function everyBlockDocument(index: number, attachmentOid: string): NodeJSON {
  const samples = Object.values(MEDIA_NODE_SAMPLES).flat();
  const numbered: NodeJSON = {
    type: "paragraph",
    content: [{ type: "text", text: `第 ${index + 1} 个文件的正文。` }],
  };
  return pointedAt(
    { type: "doc", content: [...(SAMPLE_DOCUMENT.content ?? []), numbered, ...samples] },
    attachmentOid,
  ) as NodeJSON;
}

/** A new book in 示范学校 whose chief editor is the session's user, holding `files` generated files. */
export async function generateBook(session: Session, name: string, files: number): Promise<string> {
  const bookOid = await createSchoolBook(session, name, session.userOid);
  const attachmentOid = await uploadImage(session, bookOid);
  const perChapter = FILES_PER_SECTION * SECTIONS_PER_CHAPTER;
  for (let first = 0; first < files; first += perChapter) {
    const chapter = await call<{ oid: string }>(session, `/books/${bookOid}/chapters`, "POST", {
      name: `第 ${first / perChapter + 1} 章`,
    });
    const sections = `/books/${bookOid}/chapters/${chapter.oid}/sections`;
    for (let at = first; at < Math.min(files, first + perChapter); at += FILES_PER_SECTION) {
      const section = await call<{ oid: string }>(session, sections, "POST", {
        name: `第 ${(at - first) / FILES_PER_SECTION + 1} 节`,
      });
      for (let index = at; index < Math.min(files, at + FILES_PER_SECTION); index++) {
        const file = await call<{ oid: string }>(session, `${sections}/${section.oid}/files`, "POST", {
          name: `正文 ${index + 1}`,
          type: "CONTENT",
        });
        const content = `${sections}/${section.oid}/files/${file.oid}/content`;
        const { version } = await call<{ version: number }>(session, content);
        await call(session, content, "PUT", {
          content: everyBlockDocument(index, attachmentOid),
          baseVersion: version,
        });
      }
    }
  }
  return bookOid;
}
