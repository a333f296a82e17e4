// Links (content §3.13): their web form, listed in blocks/block-forms.ts. Links lead to headings by
// oid, so the link's form also keeps every heading the author makes linkable.
import { attributeForm } from "../../core/node-view/attribute-form.ts";
import type { BlockForms } from "../../core/node-view/block-form.ts";
import { headingOidsPlugin } from "./heading-oids.ts";
import { linkView } from "./link-view.ts";

export const LINK_FORMS: BlockForms = {
  link: { ...attributeForm(linkView), addProseMirrorPlugins: () => [headingOidsPlugin()] },
};
