// The schema of the inline editors of content §2 (subject, option, analysis,
// interaction-fill-subject, fill-option): paragraphs of text with the content §3.2 marks and inline
// formulas, and blanks in a fill subject. Its nodes and marks are the document schema's own, picked
// by the names the activities contract allows (INLINE_DOCUMENT_NODES / _MARKS), which the server
// checks too; only the top node is the inline editors' own.
import { extensions as schemaExtensions } from "@textbook/schema";
import { INLINE_DOCUMENT_MARKS, INLINE_DOCUMENT_NODES } from "@textbook/shared";
import { type AnyExtension, getSchema, Node } from "@tiptap/core";
import type { Schema } from "@tiptap/pm/model";
import type { BlockForms } from "../../../core/node-view/block-form.ts";
import { formViews, withForm } from "../../../core/node-view/form-views.ts";
import { inlineMathForm } from "../../math/math-forms.ts";
import { BlankNumbering } from "./blank-numbering.ts";

const InlineDocument = Node.create({ name: "doc", topNode: true, content: "paragraph+" });

const ALLOWED = new Set<string>([...INLINE_DOCUMENT_NODES, ...INLINE_DOCUMENT_MARKS]);

const INLINE_FORMS: BlockForms = { inlineMath: inlineMathForm };

/** The document extensions, with blanks only where they belong (a fill subject) and KaTeX formulas. */
export function inlineExtensions(blanks: boolean): AnyExtension[] {
  const picked = schemaExtensions
    .filter((extension) => ALLOWED.has(extension.name) && (blanks || extension.name !== "fillBlank"))
    .map((extension) => withForm(extension, INLINE_FORMS));
  return [InlineDocument, ...picked, formViews(INLINE_FORMS), ...(blanks ? [BlankNumbering] : [])];
}

let readSchema: Schema | null = null;

/** The schema every inline document is read with (blanks included), made once. */
export function inlineSchema(): Schema {
  readSchema ??= getSchema(inlineExtensions(true));
  return readSchema;
}
