// A node view drawn from its node's attributes alone (atoms: cards, links, popups, fill-blanks):
// drawn once, and again only when an attribute changes, so typing elsewhere never touches it.
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { NodeView } from "@tiptap/pm/view";
import { bookLook } from "../../../styles/book-look/book-look-store.ts";
import { CURRENT_BLOCK_CLASS } from "../current-block.ts";
import { mediaLinks } from "../media-links/media-links.ts";
import { subscribeUploads } from "../upload/editor-uploads.ts";
import "./node-view.css";

export interface AttributeViewContext {
  node: ProseMirrorNode;
  editor: Editor;
  getPos: () => number | undefined;
  /** Writes attributes onto the node (one undoable step). */
  setAttributes: (attributes: Record<string, unknown>) => void;
}

export interface AttributeViewSpec {
  /** The outer element; `inline` nodes get a span, blocks a div. */
  tag?: keyof HTMLElementTagNameMap;
  className: string;
  /** Fills `dom` from the node's attributes (called again after each attribute change). */
  render: (dom: HTMLElement, context: AttributeViewContext) => void;
  /** Draws attachments through the editor's media links: drawn again when the links change. */
  followsMediaLinks?: boolean;
  /** Shows its file's upload (core/upload/): drawn again as the upload goes on. */
  followsUploads?: boolean;
  /** Draws from the book's look (a card's layout and icon): drawn again when it changes. */
  followsBookLook?: boolean;
  /** Editing on click, only while the editor is editable. */
  onClick?: (dom: HTMLElement, context: AttributeViewContext) => void;
  /** Parts whose events are theirs, not the editor's (a card's buttons and links). */
  controls?: string;
}

const KEPT_CLASSES = ["ProseMirror-selectednode", CURRENT_BLOCK_CLASS];

export function sameAttributes(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => a[key] === b[key] || JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

export class AttributeView implements NodeView {
  readonly dom: HTMLElement;
  private readonly context: AttributeViewContext;
  private readonly spec: AttributeViewSpec;
  private readonly stops: (() => void)[] = [];

  constructor(
    node: ProseMirrorNode,
    editor: Editor,
    getPos: () => number | undefined,
    spec: AttributeViewSpec,
  ) {
    this.spec = spec;
    this.dom = document.createElement(spec.tag ?? (node.isInline ? "span" : "div"));
    this.dom.className = spec.className;
    this.dom.dataset.type = node.type.name;
    this.dom.contentEditable = "false";
    this.context = {
      node,
      editor,
      getPos,
      setAttributes: (attributes) => {
        const position = getPos();
        if (position === undefined) return;
        const current = this.context.node;
        editor.view.dispatch(
          editor.state.tr.setNodeMarkup(position, undefined, { ...current.attrs, ...attributes }),
        );
      },
    };
    spec.render(this.dom, this.context);
    if (spec.followsMediaLinks) this.stops.push(mediaLinks(editor).subscribe(() => this.redraw()));
    if (spec.followsUploads) this.stops.push(subscribeUploads(editor, () => this.redraw()));
    if (spec.followsBookLook) this.stops.push(bookLook.subscribe(() => this.redraw()));
    const onClick = spec.onClick;
    if (onClick) {
      this.dom.addEventListener("click", () => {
        if (editor.isEditable) onClick(this.dom, this.context);
      });
    }
  }

  update(node: ProseMirrorNode): boolean {
    const previous = this.context.node;
    if (node.type !== previous.type) return false;
    this.context.node = node;
    // Cards of boxes with child nodes (a 3D box's title) draw from those children too.
    if (!sameAttributes(node.attrs, previous.attrs) || !node.content.eq(previous.content)) this.redraw();
    return true;
  }

  destroy(): void {
    for (const stop of this.stops) stop();
  }

  private redraw(): void {
    // A redraw keeps the classes the editor gave the node: selected, holding the selection.
    const kept = KEPT_CLASSES.filter((name) => this.dom.classList.contains(name));
    this.dom.replaceChildren();
    this.dom.className = this.spec.className;
    this.dom.classList.add(...kept);
    this.spec.render(this.dom, this.context);
  }

  stopEvent(event: Event): boolean {
    const { controls, onClick } = this.spec;
    if (event.type === "click" && onClick !== undefined) return true;
    return (
      controls !== undefined && event.target instanceof Element && event.target.closest(controls) !== null
    );
  }

  ignoreMutation(): boolean {
    return true;
  }
}
