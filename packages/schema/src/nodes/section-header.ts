import { Node } from "@tiptap/core";
import { headerAttributes } from "../attributes/header-attributes.ts";
import { GROUPS } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** The section's title banner, with the chapter header's fields; it may follow a chapter header only. */
export const SectionHeader = Node.create({
  name: "sectionHeader",
  content: `${GROUPS.inline}*`,
  defining: true,
  addAttributes: headerAttributes,
  ...taggedElement("header", "sectionHeader", { holds: true }),
});
