// Chapter and section headers (content §3.4): their web form, listed in blocks/block-forms.ts.
import type { BlockForm, BlockForms } from "../../core/node-view/block-form.ts";
import { HeaderView } from "./header-view.ts";

const HEADER_FORM: BlockForm = {
  view: ({ node }) => new HeaderView(node),
};

export const HEADER_FORMS: BlockForms = {
  chapterHeader: HEADER_FORM,
  sectionHeader: HEADER_FORM,
};
