// One content file rendered as the editor shows it: validated against the schema, its captions
// numbered for its place in the book, its formulas typeset, inside the book's root element (which
// the book's stylesheet is scoped to). Shared by the export and the edition build.
import {
  type CaptionPlace,
  InvalidDocumentError,
  type RenderOptions,
  renderNodeHtml,
  validateDocument,
  withShownCaptions,
} from "@textbook/schema";
import { BOOK_ROOT_CLASS, BOOK_TEXT_CLASS } from "@textbook/shared";
import { typesetMath } from "./book-math.ts";

/**
 * The file's `<article class="{BOOK_ROOT_CLASS} {BOOK_TEXT_CLASS}">`. A document the schema refuses throws what
 * `invalid` makes (each caller words its own failure); any other error passes through. `nodeHtml`
 * draws what static pages show differently (the EPUB's and PDF's questions, posters, MathML).
 */
export function renderFileArticle(
  content: unknown,
  place: CaptionPlace,
  invalid: () => Error,
  nodeHtml: NonNullable<RenderOptions["nodeHtml"]> = typesetMath,
): string {
  let body: string;
  try {
    body = renderNodeHtml(withShownCaptions(validateDocument(content), place), { nodeHtml });
  } catch (error) {
    if (error instanceof InvalidDocumentError) throw invalid();
    throw error;
  }
  return `<article class="${BOOK_ROOT_CLASS} ${BOOK_TEXT_CLASS}">${body}</article>`;
}

/** A chapter's files with the caption place each is numbered by (chapter and section, from 1). */
export function filesWithPlaces<File>(
  chapter: { sections: readonly { files: readonly File[] }[] },
  chapterIndex: number,
): (File & { place: CaptionPlace })[] {
  return chapter.sections.flatMap((section, sectionIndex) =>
    section.files.map((file) => ({ ...file, place: { chapterIndex, sectionIndex: sectionIndex + 1 } })),
  );
}
