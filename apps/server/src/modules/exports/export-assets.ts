// The attachments an export carries: the edition build's collector (each attachment once, however
// many files use it, under assets/<oid>.<ext>) with the export's archive or folder as its writer.
// A static format (EPUB, PDF) keeps only pictures: its pages show a poster in place of a video, an
// audio, a 3D model or a document, so those files' bytes are not read at all.
import type { Deps } from "../../deps.ts";
import { readObject } from "../attachments/read-object.ts";
import { createEditionAssets, type EditionAssets } from "../publishing/editions/edition-assets.ts";

/** Media types of the pictures a static export embeds, by the asset's extension. */
export const IMAGE_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  svg: "image/svg+xml",
  webp: "image/webp",
};

export function extensionOf(path: string): string {
  const dot = path.lastIndexOf(".");
  return dot < 0 ? "" : path.slice(dot + 1).toLowerCase();
}

export interface ExportAssets extends EditionAssets {
  /** Whether the export carries the asset at `path` (a static export leaves out all but pictures). */
  carries(path: string): boolean;
}

export function createExportAssets(
  { db, storage }: Pick<Deps, "db" | "storage">,
  options: { picturesOnly: boolean; write: (path: string, bytes: Buffer) => Promise<void> | void },
): ExportAssets {
  const carried = new Set<string>();
  const assets = createEditionAssets(db, storage, {
    async copy(objectKey, path) {
      if (options.picturesOnly && !(extensionOf(path) in IMAGE_TYPES)) return;
      await options.write(path, await readObject(storage, objectKey));
      carried.add(path);
    },
  });
  return { ...assets, carries: (path) => carried.has(path) };
}
