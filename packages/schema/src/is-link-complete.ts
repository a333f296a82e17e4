import type { LinkType } from "./attributes/link-target-attributes.ts";

export type LinkTarget = {
  type: LinkType | string;
  bookOid?: string | null;
  chapterOid?: string | null;
  sectionOid?: string | null;
  fileOid?: string | null;
  url?: string | null;
  screenType?: string | null;
  fromZjy?: string | null;
};

const filled = (value: string | null | undefined) => typeof value === "string" && value.trim() !== "";

/**
 * Content §5: a book link needs book, chapter, section and file; a URL link needs its url; a
 * virtual link needs its screen type and a url, except one from the zjy platform. An incomplete
 * link shows the add-link (or add-virtual-simulation) placeholder instead of leading anywhere.
 */
export function isLinkComplete(target: LinkTarget): boolean {
  switch (target.type) {
    case "BOOK":
      return [target.bookOid, target.chapterOid, target.sectionOid, target.fileOid].every(filled);
    case "URL":
      return filled(target.url);
    case "VIRTUAL":
      return filled(target.screenType) && (filled(target.url) || target.fromZjy === "Y");
    default:
      return false;
  }
}
