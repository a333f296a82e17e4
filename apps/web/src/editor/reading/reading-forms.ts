// Links and popups (content §3.13), link boxes (§3.13) and extended reading, block and inline
// (§3.14): the web form of each node, merged into BLOCK_FORMS by block-forms.ts.
import type { BlockForm } from "../block-forms.ts";
import { headingOidsPlugin } from "../link/heading-oids.ts";
import { linkView } from "../link/link-view.ts";
import { attributeForm } from "../node-view/attribute-form.ts";
import { popupView } from "../popup/popup-view.ts";
import { EXTENDED_READING, LINK_BOX } from "./card-kinds.ts";
import { readingCardView } from "./reading-card-view.ts";
import { readingChipView } from "./reading-chip-view.ts";

export const READING_FORMS: Record<string, BlockForm> = {
  // Links lead to headings by oid: the link's form keeps every heading the author makes linkable.
  link: { ...attributeForm(linkView), addProseMirrorPlugins: () => [headingOidsPlugin()] },
  popup: attributeForm(popupView),
  linkBox: attributeForm(readingCardView(LINK_BOX)),
  extendedReading: attributeForm(readingCardView(EXTENDED_READING)),
  extendedReadingInline: attributeForm(readingChipView),
};
