// The type of a node's web form, in a file that imports no block: every block folder's *-forms.ts
// names it, and the registry (blocks/block-forms.ts) that imports those folders does too.
import type { NodeName } from "@textbook/schema";
import type { NodeConfig } from "@tiptap/core";
import type { BlockView } from "./node-view-form.ts";

/** A node's web form: its view, and what Tiptap adds to the node (keys, plugins, storage). */
export type BlockForm = Partial<Omit<NodeConfig, "addNodeView">> & { view?: BlockView };

/** Web forms by node name: a name the schema does not have fails the type check. */
export type BlockForms = Partial<Record<NodeName, BlockForm>>;
