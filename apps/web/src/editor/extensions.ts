// The editor's document extensions: the one list of packages/schema, each node or mark mapped to its
// web form. A block that has a view or panel is extended in its own folder
// (apps/web/src/editor/<block>/, `.extend({ addNodeView })`) and named here; every other entry is
// the schema's extension unchanged, so web and server can never disagree on the document.
import { extensions as schemaExtensions } from "@textbook/schema";
import type { AnyExtension } from "@tiptap/core";
import { withBlockForm } from "./block-forms.ts";

/** Web forms by extension name. */
const WEB_FORMS: Record<string, AnyExtension> = {};

export const documentExtensions: AnyExtension[] = schemaExtensions.map(
  (extension) => WEB_FORMS[extension.name] ?? withBlockForm(extension),
);
