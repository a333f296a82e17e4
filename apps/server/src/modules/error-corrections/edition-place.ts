// Where a report points, checked against the edition the reader read: the file must be in the
// edition's tree (which also gives the chapter and section), the block oid must be an element of the
// file's stored HTML, and the offsets must lie inside that element's text — the text the reader's
// page selected from, so the two count characters the same way.
import { EDITION_PATHS, editionManifestSchema, positionalIndex, TEXT_BLOCK_SELECTOR } from "@textbook/shared";
import type { StorageDriver } from "../../storage/driver.ts";
import { bufferOf } from "../attachments/read-object.ts";
import { parseHtml } from "../exports/xhtml.ts";
import { readEditionObject } from "../publishing/editions/edition-objects.ts";
import { offsetsOutside, placeNotFound } from "./errors.ts";

export interface EditionPlace {
  chapterOid: string;
  sectionOid: string;
  /** The block's text as the reader's page holds it. */
  blockText: string;
}

async function readText(storage: StorageDriver, editionOid: string, path: string): Promise<string | null> {
  const object = await readEditionObject(storage, editionOid, path);
  return object ? (await bufferOf(object.stream)).toString("utf8") : null;
}

function parsedManifest(text: string | null) {
  if (text === null) return null;
  try {
    const parsed = editionManifestSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The block's text: by its oid, compared attribute by attribute (the oid never reaches a CSS
 * selector), or by its place among the text blocks for a block without one (report-place.ts).
 */
export function blockTextOf(html: string, blockOid: string): string | null {
  const template = parseHtml(html);
  const index = positionalIndex(blockOid);
  if (index !== null) {
    const blocks = template.content.querySelectorAll(TEXT_BLOCK_SELECTOR);
    return index >= 0 && index < blocks.length ? (blocks[index]?.textContent ?? "") : null;
  }
  for (const element of template.content.querySelectorAll("[data-oid]")) {
    if (element.getAttribute("data-oid") === blockOid) return element.textContent ?? "";
  }
  return null;
}

export async function editionPlace(
  storage: StorageDriver,
  editionOid: string,
  place: {
    fileOid: string;
    blockOid: string;
    startOffset?: number | undefined;
    endOffset?: number | undefined;
  },
): Promise<EditionPlace> {
  const manifest = parsedManifest(await readText(storage, editionOid, EDITION_PATHS.manifest));
  if (!manifest) throw placeNotFound();
  let found: { chapterOid: string; sectionOid: string } | null = null;
  for (const chapter of manifest.toc) {
    for (const section of chapter.sections) {
      if (section.files.some((file) => file.oid === place.fileOid)) {
        found = { chapterOid: chapter.oid, sectionOid: section.oid };
      }
    }
  }
  if (!found) throw placeNotFound();
  const html = await readText(storage, editionOid, EDITION_PATHS.fileHtml(place.fileOid));
  const blockText = html === null ? null : blockTextOf(html, place.blockOid);
  if (blockText === null) throw placeNotFound();
  const { startOffset, endOffset } = place;
  if (
    startOffset !== undefined &&
    endOffset !== undefined &&
    (startOffset > endOffset || endOffset > blockText.length)
  ) {
    throw offsetsOutside();
  }
  return { ...found, blockText };
}
