// The chapter page edits a draft: the chapter's name and its sections as rows; nothing reaches the
// server before 保存. Saving walks the draft in steps and records each step that succeeded, so a
// second try after a refusal never creates or deletes anything twice.
import {
  type ChapterNode,
  formatMessage,
  NODE_NAME_MAX_LENGTH,
  rules,
  type SectionNode,
  VALIDATION_MESSAGES,
} from "@textbook/shared";
import * as api from "../../api/chapter-tree.ts";

export interface SectionDraft {
  /** Stable key for the row (the oid once the section exists). */
  key: string;
  oid: string | null;
  name: string;
  /** The name the server has; null for a section not created yet. */
  savedName: string | null;
}

export interface ChapterDraft {
  chapterOid: string | null;
  name: string;
  savedName: string | null;
  sections: SectionDraft[];
  /** Existing sections the user deleted (after typing the phrase), removed on save. */
  removed: SectionNode[];
}

export function draftOf(chapter: ChapterNode | null): ChapterDraft {
  return {
    chapterOid: chapter?.oid ?? null,
    name: chapter?.name ?? "",
    savedName: chapter?.name ?? null,
    sections: (chapter?.sections ?? []).map((section) => ({
      key: section.oid,
      oid: section.oid,
      name: section.name,
      savedName: section.name,
    })),
    removed: [],
  };
}

/** The message for a typed name, or null when it may be saved. */
export function nameProblem(name: string): string | null {
  return (
    rules.required(name) ??
    (name.trim().length > NODE_NAME_MAX_LENGTH
      ? formatMessage(VALIDATION_MESSAGES.tooLong, { n: NODE_NAME_MAX_LENGTH })
      : null)
  );
}

export function draftIsValid(draft: ChapterDraft): boolean {
  return (
    nameProblem(draft.name) === null && draft.sections.every((section) => nameProblem(section.name) === null)
  );
}

function withSection(draft: ChapterDraft, key: string, change: Partial<SectionDraft>): ChapterDraft {
  return {
    ...draft,
    sections: draft.sections.map((section) => (section.key === key ? { ...section, ...change } : section)),
  };
}

/**
 * Sends the draft: the chapter (created or renamed), deleted sections, renamed and new sections,
 * then the order if it differs from what the server holds. Returns the chapter's oid.
 */
export async function saveChapterDraft(
  bookOid: string,
  start: ChapterDraft,
  onProgress: (draft: ChapterDraft) => void,
): Promise<string> {
  let draft = start;
  const step = (next: ChapterDraft) => {
    draft = next;
    onProgress(next);
  };
  const name = draft.name.trim();
  let chapterOid = draft.chapterOid;
  if (!chapterOid) {
    chapterOid = (await api.createChapter(bookOid, name)).oid;
    step({ ...draft, chapterOid, savedName: name });
  } else if (name !== draft.savedName) {
    await api.renameChapter(bookOid, chapterOid, name);
    step({ ...draft, savedName: name });
  }
  if (draft.removed.length > 0) {
    const oids = draft.removed.map((section) => section.oid);
    await api.deleteSections(bookOid, chapterOid, oids, rules.DELETE_CONFIRM_PHRASE);
    step({ ...draft, removed: [] });
  }
  for (const section of start.sections) {
    const sectionName = section.name.trim();
    const current = draft.sections.find((row) => row.key === section.key);
    if (current?.oid && sectionName !== current.savedName) {
      await api.renameSection({ bookOid, chapterOid, sectionOid: current.oid }, sectionName);
      step(withSection(draft, section.key, { savedName: sectionName }));
    } else if (current && !current.oid) {
      const created = await api.createSection(bookOid, chapterOid, sectionName);
      step(withSection(draft, section.key, { oid: created.oid, savedName: sectionName }));
    }
  }
  await saveOrder(
    bookOid,
    chapterOid,
    draft.sections.flatMap((section) => (section.oid ? [section.oid] : [])),
  );
  return chapterOid;
}

/** New sections are appended; one compose call puts the chapter's sections in the draft's order. */
async function saveOrder(bookOid: string, chapterOid: string, sectionOids: string[]) {
  const tree = (await api.fetchChapterTree(bookOid)).items;
  const here = tree.find((chapter) => chapter.oid === chapterOid);
  if (!here || here.sections.map((section) => section.oid).join() === sectionOids.join()) return;
  await api.composeChapters(bookOid, {
    chapters: tree.map((chapter) => ({
      oid: chapter.oid,
      sectionOids: chapter.oid === chapterOid ? sectionOids : chapter.sections.map((section) => section.oid),
    })),
  });
}
