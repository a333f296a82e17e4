// Finds an outline entry's heading in the editor (by its oid when it has one, else by its place
// among the headings) and brings it into view with the cursor at its start.
import type { ContentHeading } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { TextSelection } from "@tiptap/pm/state";

export function headingPosition(editor: Editor, heading: ContentHeading, index: number): number | null {
  let byOid: number | null = null;
  let byIndex: number | null = null;
  let seen = 0;
  editor.state.doc.descendants((node, pos) => {
    if (byOid !== null) return false;
    if (node.type.name !== "heading") return true;
    if (heading.oid && node.attrs.oid === heading.oid) byOid = pos;
    if (seen === index) byIndex = pos;
    seen += 1;
    return false;
  });
  return byOid ?? byIndex;
}

export function scrollToHeading(editor: Editor, heading: ContentHeading, index: number): boolean {
  const pos = headingPosition(editor, heading, index);
  if (pos === null) return false;
  const { view } = editor;
  view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, pos + 1)));
  const dom = view.nodeDOM(pos);
  if (dom instanceof HTMLElement) dom.scrollIntoView({ block: "start", behavior: "smooth" });
  view.focus();
  return true;
}
