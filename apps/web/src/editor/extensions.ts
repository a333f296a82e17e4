// The editor's document extensions: the one list of packages/schema, each node or mark in its web
// form. A block with a view or panel gets it in its own folder (apps/web/src/editor/<block>/) and is
// named in block-forms.ts; every other entry is the schema's extension unchanged, so web and server
// can never disagree on the document.
import { extensions as schemaExtensions } from "@textbook/schema";
import type { AnyExtension } from "@tiptap/core";
import { withBlockForm } from "./block-forms.ts";

export const documentExtensions: AnyExtension[] = schemaExtensions.map(withBlockForm);
