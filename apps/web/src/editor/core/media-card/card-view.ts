// What the node views of the cards share (video and audio boxes, 3D and document boxes,
// interactions). Each builds its DOM once and brings it up to date in `render` after an attribute
// change, fresh media links, an upload step or the editor becoming editable, so a redraw never stops
// a playing video nor drops the caret from the title. Parts with events of their own (a player, the
// title, buttons) keep them, a drag begun on one of them included; the card's own fonts, background
// and border (content §3.8 CARD_STYLE) go on as inline style.
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { NodeSelection } from "@tiptap/pm/state";
import type { NodeView } from "@tiptap/pm/view";
import { bookLook } from "../../../styles/book-look/book-look-store.ts";
import { createElement } from "../node-view/create-element.ts";
import { applyStyle, cardStyle } from "./card-style.ts";
import type { TitleHolder } from "./card-title.ts";

export interface CardViewOptions {
  className: string;
  /** Parts whose events are theirs, not the editor's. */
  controls: string;
  /** A press on a control selects the block too, so its style panel opens whatever part was clicked. */
  selectOnControlPress?: boolean;
}

export abstract class CardView implements NodeView {
  readonly dom: HTMLElement;
  protected node: ProseMirrorNode;
  protected readonly editor: Editor;
  protected readonly getPos: () => number | undefined;
  /** Ends what the view follows (media links, uploads...), on destroy. */
  protected readonly stops: (() => void)[] = [];
  private readonly controls: string;
  private pressedOnControl = false;
  private appliedStyle: Record<string, string> = {};
  /** Whether the editor was editable at the last render: the page makes it editable once its lock is granted. */
  private editable: boolean;

  constructor(
    node: ProseMirrorNode,
    editor: Editor,
    getPos: () => number | undefined,
    options: CardViewOptions,
  ) {
    this.node = node;
    this.editor = editor;
    this.getPos = getPos;
    this.controls = options.controls;
    this.editable = editor.isEditable;
    this.dom = createElement("div", { class: options.className, "data-type": node.type.name });
    this.dom.contentEditable = "false";
    this.dom.addEventListener(
      "mousedown",
      (event) => {
        this.pressedOnControl = this.onControl(event);
        // The editor does not see presses on controls.
        if (this.pressedOnControl && options.selectOnControlPress) this.selectBlock();
      },
      true,
    );
    // Cards are draggable: a drag begun on a control (a seek bar, a title selection) is the control's.
    this.dom.addEventListener("dragstart", (event) => {
      if (this.pressedOnControl) event.preventDefault();
    });
    // The page follows an editability change with an empty transaction (file-editor.tsx); the card
    // renders again only when editability did change.
    const onTransaction = () => {
      if (editor.isEditable !== this.editable) this.sync();
    };
    editor.on("transaction", onTransaction);
    this.stops.push(() => editor.off("transaction", onTransaction));
    // The book's layout, icons and poster can change under the card (a live style preview, a saved look).
    this.stops.push(bookLook.subscribe(() => this.sync()));
  }

  /** Brings the DOM up to the node's attributes, the current links and the upload's state. */
  protected abstract render(editable: boolean): void;

  protected sync(): void {
    this.editable = this.editor.isEditable;
    this.render(this.editable);
  }

  /** The card's node and position, where the title goes unless a child holds it. */
  protected holder(): TitleHolder | null {
    const pos = this.getPos();
    return pos === undefined ? null : { node: this.node, pos };
  }

  /** The card's own style on `element`, replacing what the last call wrote. */
  protected applyCardStyle(element: HTMLElement = this.dom): void {
    const style = cardStyle(this.node.attrs);
    applyStyle(element, style, this.appliedStyle);
    this.appliedStyle = style;
  }

  private onControl(event: Event): boolean {
    return event.target instanceof Element && event.target.closest(this.controls) !== null;
  }

  private selectBlock(): void {
    const position = this.getPos();
    const { state, view } = this.editor;
    if (position === undefined || !this.editor.isEditable) return;
    const { selection } = state;
    if (selection instanceof NodeSelection && selection.from === position) return;
    view.dispatch(state.tr.setSelection(NodeSelection.create(state.doc, position)));
  }

  update(node: ProseMirrorNode): boolean {
    if (node.type !== this.node.type) return false;
    this.node = node;
    this.sync();
    return true;
  }

  stopEvent(event: Event): boolean {
    if (event.type === "dragstart") return this.pressedOnControl;
    return this.onControl(event);
  }

  ignoreMutation(): boolean {
    return true;
  }

  destroy(): void {
    for (const stop of this.stops) stop();
  }
}
