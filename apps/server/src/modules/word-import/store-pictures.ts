// The pictures the imported files use, put in storage before the import's transaction (their rows
// are written inside it). One over the upload limit, or one sharp cannot read (EMF, WMF), is left
// out and reported where it was; the import goes on without it.
import { formatMessage, UPLOAD_LIMITS, WORD_IMPORT_TEXTS } from "@textbook/shared";
import type { TaskRun } from "../../jobs/task-handler.ts";
import {
  deleteStoredObjects,
  putGeneratedObjects,
  type StoredObjects,
} from "../attachments/store-generated.ts";
import type { StoredImage } from "./file-document.ts";
import type { Place, Unmapped } from "./word-places.ts";
import { IMAGE_SOURCE, type WordImage } from "./word-to-html.ts";

const DETAILS = WORD_IMPORT_TEXTS.report.details;
const MB = 1024 * 1024;

const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/svg+xml": "svg",
};

export interface StoredPicture {
  name: string;
  contentType: string;
  body: Buffer;
  objects: StoredObjects;
}

export interface StoredPictures {
  stored: StoredPicture[];
  byIndex: Map<number, StoredImage>;
  refused: number;
}

type Json = { attrs?: Record<string, unknown>; content?: Json[] };

/** A document of the planned tree and where it will be (1-based). */
export interface PlacedDocument {
  place: Omit<Place, "paragraph">;
  document: Json;
}

function imageIndexes(node: Json, found: number[]): number[] {
  const source = node.attrs?.src;
  if (typeof source === "string" && source.startsWith(IMAGE_SOURCE))
    found.push(Number(source.slice(IMAGE_SOURCE.length)));
  for (const child of node.content ?? []) imageIndexes(child, found);
  return found;
}

/** Each used picture once, with the place of its first use. */
function usedPictures(documents: readonly PlacedDocument[]): Map<number, Place> {
  const used = new Map<number, Place>();
  for (const { place, document } of documents) {
    for (const [index, block] of (document.content ?? []).entries()) {
      for (const image of imageIndexes(block, [])) {
        if (!used.has(image)) used.set(image, { ...place, paragraph: index + 1 });
      }
    }
  }
  return used;
}

export async function storePictures(
  run: TaskRun,
  images: readonly WordImage[],
  documents: readonly PlacedDocument[],
  unmapped: Unmapped[],
): Promise<StoredPictures> {
  const result: StoredPictures = { stored: [], byIndex: new Map(), refused: 0 };
  const refuse = (detail: string, place: Place) => {
    unmapped.push({ kind: "image", detail, place });
    result.refused += 1;
  };
  const used = usedPictures(documents);
  try {
    let done = 0;
    for (const [index, place] of used) {
      const image = images[index];
      const extension = image ? EXTENSIONS[image.contentType] : undefined;
      const name = `word-image-${index + 1}.${extension ?? "bin"}`;
      done += 1;
      if (!image || !extension) {
        refuse(formatMessage(DETAILS.imageUnreadable, { name }), place);
        continue;
      }
      if (image.bytes.length > UPLOAD_LIMITS.IMAGE.maxBytes) {
        refuse(formatMessage(DETAILS.imageTooLarge, { name, mb: UPLOAD_LIMITS.IMAGE.maxBytes / MB }), place);
        continue;
      }
      const file = { name, type: "IMAGE" as const, contentType: image.contentType, body: image.bytes };
      const objects = await putGeneratedObjects(run.deps.storage, file);
      // No thumbnail: sharp could not read it, so no reader could show it either.
      if (objects.thumbnailKey === null && extension !== "svg") {
        await deleteStoredObjects(run.deps.storage, objects);
        refuse(formatMessage(DETAILS.imageUnreadable, { name }), place);
        continue;
      }
      result.stored.push({ ...file, objects });
      const { url } = run.deps.links.urlFor(objects.oid, "preview", run.deps.clock.now());
      result.byIndex.set(index, {
        fileOid: objects.oid,
        src: url,
        width: objects.width,
        height: objects.height,
      });
      if (done % 20 === 0) await run.progress(40 + Math.round((done / used.size) * 35));
    }
  } catch (error) {
    for (const picture of result.stored) await deleteStoredObjects(run.deps.storage, picture.objects);
    throw error;
  }
  return result;
}
