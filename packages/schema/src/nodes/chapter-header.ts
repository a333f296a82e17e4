import { Node } from "@tiptap/core";
import { headerAttributes } from "../attributes/header-attributes.ts";
import { GROUPS } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** The chapter's title banner; the document's content rule lets it stand first only. */
export const ChapterHeader = Node.create({
  name: "chapterHeader",
  content: `${GROUPS.inline}*`,
  defining: true,
  addAttributes: headerAttributes,
  ...taggedElement("header", "chapterHeader", { holds: true }),
});
