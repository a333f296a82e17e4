// The edition format's name and paths (edition-manifest.ts describes the format), in a module
// without zod: the published reader imports them and its first page stays free of the schema library.

export const EDITION_FORMAT = { name: "textbook-edition", version: 1 } as const;

export const EDITION_PATHS = {
  manifest: "manifest.json",
  stylesheet: "style.css",
  search: "search.json",
  fileHtml: (fileOid: string) => `files/${fileOid}.html`,
  fileJson: (fileOid: string) => `files/${fileOid}.json`,
  activity: (activityOid: string) => `activities/${activityOid}.json`,
  /** `ext` without the dot, lower case; empty when the attachment had none. */
  asset: (attachmentOid: string, ext: string) =>
    ext ? `assets/${attachmentOid}.${ext}` : `assets/${attachmentOid}`,
} as const;

/** The storage prefix of an edition's objects (followed by a path of EDITION_PATHS). */
export function editionStoragePrefix(editionOid: string): string {
  return `editions/${editionOid}/`;
}
