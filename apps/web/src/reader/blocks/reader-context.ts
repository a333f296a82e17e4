// What the reader shell gives the blocks of one open file: addresses of the edition's objects, its
// activities, and a way to open another file of the book (reader shell, apps/web/src/reader/).
import { EDITION_PATHS, pathExtension, type ReadingEventKind } from "@textbook/shared";

export interface ReaderContext {
  /** The address of an object of the edition, from its path relative to the edition root ("assets/…"). */
  assetUrl(relativePath: string): string;
  /** The edition's path of an attachment it copied (the manifest's assets), or null. */
  attachmentPath(attachmentOid: string): string | null;
  /** The edition's activities/<activityOid>.json (an EditionActivity), for quizzes. */
  loadActivity(activityOid: string): Promise<unknown>;
  /** Opens a file of the book, at a heading when one is named. */
  openFile(fileOid: string, headingOid?: string): void;
  /** Records a reading event of the open file (absent where nothing is recorded: shared links, tests). */
  record?(
    kind: ReadingEventKind,
    blockOid: string | null,
    amount?: number,
    detail?: Record<string, unknown>,
  ): void;
}

/** Makes the blocks of one kind usable inside `root`; answers how to undo it. */
export type BlockEnhancer = (root: HTMLElement, context: ReaderContext) => () => void;

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/)/i;

/**
 * A stored address as the browser may load it: the edition's relative paths go through the shell
 * (the page's own address is not the edition root), anything absolute stays as it is.
 */
export function readerAddress(context: ReaderContext, value: string | null | undefined): string | null {
  if (!value) return null;
  return ABSOLUTE.test(value) ? value : context.assetUrl(value);
}

/**
 * The edition's address of the block's file: its src (the build points a stored address at the
 * edition's copy), else — for blocks that keep only the attachment (a 3D model, a document, an
 * inline video) — where the manifest says the build copied it (editions built before the manifest
 * said so: assets/<fileOid>.<extension of its name>).
 */
export function fileAddress(context: ReaderContext, element: Element, defaultExtension = ""): string | null {
  const src = dataText(element, "src");
  if (src) return readerAddress(context, src);
  const fileOid = dataText(element, "file-oid");
  if (!fileOid) return null;
  const copied = context.attachmentPath(fileOid);
  if (copied) return context.assetUrl(copied);
  const extension = pathExtension(dataText(element, "name") ?? dataText(element, "file-name") ?? "");
  return context.assetUrl(EDITION_PATHS.asset(fileOid, extension || defaultExtension));
}

/** A data-* attribute's text, null when absent or empty. */
export function dataText(element: Element, name: string): string | null {
  const value = element.getAttribute(`data-${name}`);
  return value === null || value === "" ? null : value;
}

/** A data-* attribute holding JSON (lists and objects of the node's attributes), null when unreadable. */
export function dataJson(element: Element, name: string): unknown {
  const value = dataText(element, name);
  if (value === null) return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** The elements of one node type inside `root`. */
export function blocksOf<T extends HTMLElement = HTMLElement>(root: HTMLElement, type: string): T[] {
  return Array.from(root.querySelectorAll<T>(`[data-type="${type}"]`));
}
