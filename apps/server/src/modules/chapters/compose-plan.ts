// Checks a new book order (after a drag in the tree) against the book as it is, and works out the
// rows that move. The body must name every chapter of the book once, and every section once under
// a chapter of this book; a committed chapter keeps exactly its sections, in their order.
import type { ComposeBody } from "@textbook/shared";
import { errors } from "../../http/errors.ts";
import type { Placement } from "../books/positions.ts";

export interface OutlineChapter {
  oid: string;
  position: number;
  committed: boolean;
  /** In order. */
  sectionOids: string[];
}

export interface ComposePlan {
  chapters: Placement[];
  sections: Placement[];
}

const hasDuplicates = (oids: readonly string[]) => new Set(oids).size !== oids.length;
const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((oid, index) => oid === b[index]);

export function planCompose(bookOid: string, outline: OutlineChapter[], body: ComposeBody): ComposePlan {
  const wantedChapters = body.chapters.map((chapter) => chapter.oid);
  const wantedSections = body.chapters.flatMap((chapter) => chapter.sectionOids);
  if (hasDuplicates(wantedChapters) || hasDuplicates(wantedSections)) throw errors.orderDuplicate();

  const chapterByOid = new Map(outline.map((chapter) => [chapter.oid, chapter]));
  const homeOf = new Map<string, { chapterOid: string; position: number }>();
  for (const chapter of outline) {
    for (const [position, oid] of chapter.sectionOids.entries()) {
      homeOf.set(oid, { chapterOid: chapter.oid, position });
    }
  }
  if (
    wantedChapters.some((oid) => !chapterByOid.has(oid)) ||
    wantedSections.some((oid) => !homeOf.has(oid))
  ) {
    throw errors.orderForeign();
  }
  if (wantedChapters.length !== outline.length || wantedSections.length !== homeOf.size) {
    throw errors.orderMismatch();
  }

  const plan: ComposePlan = { chapters: [], sections: [] };
  for (const [position, wanted] of body.chapters.entries()) {
    const chapter = chapterByOid.get(wanted.oid);
    if (!chapter) throw errors.orderForeign();
    if (chapter.committed && !sameOrder(wanted.sectionOids, chapter.sectionOids)) {
      throw errors.chapterCommitted();
    }
    if (chapter.position !== position) plan.chapters.push({ oid: chapter.oid, parentOid: bookOid, position });
    for (const [sectionPosition, sectionOid] of wanted.sectionOids.entries()) {
      const home = homeOf.get(sectionOid);
      if (home?.chapterOid === chapter.oid && home.position === sectionPosition) continue;
      plan.sections.push({ oid: sectionOid, parentOid: chapter.oid, position: sectionPosition });
    }
  }
  return plan;
}
