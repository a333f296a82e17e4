// Link (content §3.13): its title when it leads somewhere; otherwise the placeholders of content
// §5 (incomplete target) and §4/§8 (target gone: isValid N, or a BOOK target no longer in its
// book's tree, checked once per book when the file opens). A click edits it; where the editor is
// read-only (a reader, the preview) a click follows it.
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import type { AttributeViewContext, AttributeViewSpec } from "../../core/node-view/attribute-view.ts";
import { bookTree } from "./book-trees.ts";
import { followLink } from "./follow-link.ts";
import { openLinkDialog } from "./link-dialog.ts";
import { type LinkState, linkState } from "./link-state.ts";
import { bookTargetState } from "./link-target.ts";
import "./link.css";

const TEXTS = EDITOR_BLOCK_TEXTS.link;

function draw(dom: HTMLElement, attributes: Record<string, unknown>, state: LinkState): void {
  dom.replaceChildren();
  dom.classList.toggle("tb-placeholder", state !== "ready");
  dom.removeAttribute("title");
  if (state !== "ready") {
    dom.dataset.state = state;
    dom.textContent = state === "incomplete" ? TEXTS.incomplete : TEXTS.invalid;
    return;
  }
  delete dom.dataset.state;
  const { title, url, type } = attributes;
  dom.textContent = String(title || url || TEXTS.types[type as keyof typeof TEXTS.types] || "");
  if (type === "URL") dom.title = String(url);
}

/**
 * A BOOK link's target is looked up in its book's tree; a gone target shows the not-found
 * placeholder, and one that is back (an undone deletion) leads again. Only a definite answer
 * counts: a tree that could not be read changes nothing.
 */
async function checkBookTarget(dom: HTMLElement, context: AttributeViewContext): Promise<void> {
  const attributes = context.node.attrs;
  const tree = await bookTree(context.editor, String(attributes.bookOid));
  if (tree === undefined || context.node.attrs !== attributes) return;
  const found = bookTargetState(tree, attributes) === "found";
  draw(dom, attributes, found ? "ready" : "invalid");
  const stored = attributes.isValid === "N" ? "missing" : "found";
  if (found === (stored === "found") || !context.editor.isEditable) return;
  markValidity(context.editor, context, found ? "Y" : "N");
}

/** Keeps the stored isValid in step with what was found, outside the undo history. */
function markValidity(editor: Editor, context: AttributeViewContext, isValid: "Y" | "N"): void {
  const position = context.getPos();
  if (position === undefined) return;
  const transaction = editor.state.tr.setNodeMarkup(position, undefined, { ...context.node.attrs, isValid });
  editor.view.dispatch(transaction.setMeta("addToHistory", false));
}

export const linkView: AttributeViewSpec = {
  className: "tb-link",
  render(dom, context) {
    const attributes = context.node.attrs;
    const state = linkState(attributes);
    draw(dom, attributes, state);
    const bookLink = attributes.type === "BOOK" && state !== "incomplete";
    if (bookLink) void checkBookTarget(dom, context);
    dom.onclick = () => {
      if (!context.editor.isEditable && dom.dataset.state === undefined) followLink(context.node.attrs);
    };
  },
  onClick(dom, { node, editor, setAttributes }) {
    openLinkDialog({
      anchor: dom,
      editor,
      attributes: node.attrs,
      canFollow: dom.dataset.state === undefined,
      onSave: setAttributes,
    });
  },
};
