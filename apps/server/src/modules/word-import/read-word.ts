// A Word file read into a proposed tree: container (open-word-file), what mammoth lacks
// (prepare-document), mammoth (word-to-html), the blocks made ready (word-blocks) and split by the
// chosen heading levels (word-tree). The parse and the import both read through here, so the
// import writes exactly the tree the parse proposed.
import { formatMessage, WORD_IMPORT_TEXTS, type WordLevels, type WordProposal } from "@textbook/shared";
import { Window } from "happy-dom";
import { type DocConverter, openWordFile } from "./open-word-file.ts";
import { prepareDocument } from "./prepare-document.ts";
import { type BlockNote, prepareBlocks } from "./word-blocks.ts";
import type { Unmapped } from "./word-places.ts";
import { IMAGE_SOURCE, type WordImage, wordToHtml } from "./word-to-html.ts";
import { proposalTree, splitTree, type WordChapter } from "./word-tree.ts";

const TEXTS = WORD_IMPORT_TEXTS;

export interface WordReading {
  problem?: never;
  chapters: WordChapter[];
  images: WordImage[];
  /** What could not be mapped, by the block it was in (the import places them in its tree). */
  notes: BlockNote[];
  /** What concerns the whole document (comments, text boxes, strict OOXML). */
  wholeNotes: Unmapped[];
  proposal: WordProposal;
  /** Frees the DOM the blocks live in. */
  close(): Promise<void>;
}

export async function readWord(
  bytes: Buffer,
  extension: string,
  convertDoc: DocConverter,
  levels: WordLevels,
): Promise<WordReading | { problem: string; chapters?: never }> {
  const opened = await openWordFile(bytes, extension, convertDoc);
  if (opened.problem !== undefined) return { problem: opened.problem };
  let html: Awaited<ReturnType<typeof wordToHtml>>;
  let prepared: ReturnType<typeof prepareDocument>;
  try {
    prepared = prepareDocument(opened.parts);
    html = await wordToHtml(opened.parts, prepared);
  } catch {
    return { problem: TEXTS.problems.corrupt };
  }
  const window = new Window();
  const body = window.document.body as unknown as HTMLElement;
  body.innerHTML = html.html;
  const notes = prepareBlocks(body, prepared);
  const chapters = splitTree(body, levels);
  if (chapters.length === 0) {
    await window.happyDOM.close();
    return { problem: TEXTS.problems.empty };
  }
  const wholeNotes: Unmapped[] = [];
  const details = TEXTS.report.details;
  const whole = (kind: Unmapped["kind"], detail: string) => wholeNotes.push({ kind, detail, place: null });
  if (opened.strict) whole("message", TEXTS.problems.strict);
  if (prepared.comments > 0) whole("comment", formatMessage(details.comment, { n: prepared.comments }));
  if (prepared.textBoxes > 0) whole("textBox", formatMessage(details.textBox, { n: prepared.textBoxes }));
  const proposal: WordProposal = {
    chapters: proposalTree(chapters),
    words: 0,
    images: body.querySelectorAll(`[data-src^="${IMAGE_SOURCE}"]`).length,
    tables: body.querySelectorAll("table").length,
    notes: wholeNotes.map((item) => item.detail),
  };
  proposal.words = proposal.chapters.reduce((sum, chapter) => sum + chapter.words, 0);
  return {
    chapters,
    images: html.images,
    notes,
    wholeNotes,
    proposal,
    close: () => window.happyDOM.close(),
  };
}
