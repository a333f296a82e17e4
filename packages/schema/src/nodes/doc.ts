import { Node } from "@tiptap/core";
import { GROUPS } from "../content-groups.ts";

/** The top node of every content file: the chapter and section headers may only open it. */
export const Doc = Node.create({
  name: "doc",
  topNode: true,
  content: `chapterHeader? sectionHeader? ${GROUPS.block}+`,
});
