// The node view of the 3D model box and the document box (content §3.10, §3.11): icon,
// illustration and editable title arranged by the box's layout (card-layouts.ts), the box's own
// fonts, colours and border, the upload's progress, and the buttons that open its viewer. The DOM
// is built once and brought up to date after that (an attribute change, fresh media links, upload
// progress), so a redraw never drops the caret from the title.
import { formatMessage, IMAGE_TEXTS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { NodeView } from "@tiptap/pm/view";
import { audioIllustration, customIcon, type Picture } from "../audio-video/box-pictures.ts";
import { applyStyle, cardStyle } from "../audio-video/card-style.ts";
import { mediaLinks } from "../media-links/media-links.ts";
import { createElement } from "../node-view/create-element.ts";
import { safeUrl } from "../node-view/safe-url.ts";
import { refuseWhileUploading, subscribeUploads, uploadLabel } from "../upload/editor-uploads.ts";
import { type CardLayouts, type CardPart, cardLayoutOf } from "./card-layouts.ts";
import "./file-card.css";

/** A button under the card; every action needs the stored file, so it waits for the upload. */
export interface CardAction {
  label: string;
  run: () => void;
}

export interface CardContext {
  node: ProseMirrorNode;
  editor: Editor;
  /** The file's name as uploaded (the attachment's, else the node's `name`). */
  fileName: string;
}

/** Where a box keeps its title: the node itself, or a child (a 3D box's threeDTitle). */
export interface TitleHolder {
  node: ProseMirrorNode;
  pos: number;
}

/** What differs between the boxes this view draws. */
export interface FileCardKind {
  className: string;
  layouts: CardLayouts;
  texts: { untitled: string; titlePlaceholder: string; notUploaded: string; hint: string };
  /** The title shown (older content may keep it elsewhere than where it is written). */
  title: (node: ProseMirrorNode) => string | null;
  /** The node whose `title` attribute an edit writes; `pos` is the box's. */
  titleHolder: (node: ProseMirrorNode, pos: number) => TitleHolder | null;
  /** The built-in icon (the custom one comes from iconAttOid / iconSrc). */
  icon: (context: CardContext) => string;
  /** The book's illustration: square beside the title, wide above or below it. */
  bookIllustration: (wide: boolean) => string;
  actions: (context: CardContext) => CardAction[];
  /** A state of the box's own that the status line shows before the upload's (a model being checked). */
  status?: (editor: Editor, oid: unknown) => string | null;
  /** Calls `listener` when that state changes; returns the unsubscribe. */
  subscribeStatus?: (editor: Editor, listener: () => void) => () => void;
}

function present(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** Style attributes that go onto one part as they are (content §3.10: titleColor, iconAlignSelf...). */
const PART_STYLES: Record<CardPart, [attribute: string, property: string][]> = {
  title: [
    ["titleColor", "color"],
    ["titleTextAlign", "text-align"],
    ["titleAlignItems", "align-self"],
  ],
  icon: [["iconAlignSelf", "align-self"]],
  illustration: [
    ["illustrationJustify", "justify-content"],
    ["illustrationAlignItems", "align-items"],
  ],
};

/** Parts whose events are theirs, not the editor's. */
const CONTROLS = "input, button";

export class FileCardView implements NodeView {
  readonly dom: HTMLElement;
  private node: ProseMirrorNode;
  private readonly editor: Editor;
  private readonly getPos: () => number | undefined;
  private readonly kind: FileCardKind;
  private readonly main = createElement("div", { class: "tb-file-card__main" });
  private readonly parts: Record<CardPart, HTMLElement>;
  private readonly icon = createElement("img", { class: "tb-file-card__icon", alt: "" });
  private readonly illustration = createElement("img", { alt: "", loading: "lazy" });
  private readonly title = createElement("input", { class: "tb-file-card__title", type: "text" });
  private readonly status = createElement("span", { class: "tb-file-card__status" });
  private readonly actions = createElement("span", { class: "tb-file-card__actions" });
  private readonly stops: (() => void)[];
  private appliedStyle: Record<string, string> = {};
  private pressedOnControl = false;

  constructor(node: ProseMirrorNode, editor: Editor, getPos: () => number | undefined, kind: FileCardKind) {
    this.node = node;
    this.editor = editor;
    this.getPos = getPos;
    this.kind = kind;
    this.dom = createElement("div", { class: `tb-file-card ${kind.className}`, "data-type": node.type.name });
    this.dom.contentEditable = "false";
    this.parts = {
      icon: this.icon,
      illustration: createElement("div", { class: "tb-file-card__illustration" }, [this.illustration]),
      title: this.title,
    };
    this.dom.append(
      this.main,
      createElement("div", { class: "tb-file-card__footer" }, [this.status, this.actions]),
    );
    this.listen();
    this.sync();
    this.stops = [
      mediaLinks(editor).subscribe(() => this.sync()),
      subscribeUploads(editor, () => this.sync()),
      ...(kind.subscribeStatus ? [kind.subscribeStatus(editor, () => this.sync())] : []),
    ];
  }

  private listen(): void {
    const { title } = this;
    title.addEventListener("keydown", (event) => {
      if (event.key === "Enter") title.blur();
      if (event.key === "Escape") {
        title.value = this.kind.title(this.node) ?? "";
        title.blur();
      }
    });
    title.addEventListener("change", () => this.commitTitle());
    this.dom.addEventListener(
      "mousedown",
      (event) => {
        this.pressedOnControl = event.target instanceof Element && event.target.closest(CONTROLS) !== null;
      },
      true,
    );
    // The block is draggable: a drag begun in the title (selecting its text) is the title's.
    this.dom.addEventListener("dragstart", (event) => {
      if (this.pressedOnControl) event.preventDefault();
    });
  }

  private commitTitle(): void {
    const position = this.getPos();
    const value = this.title.value.trim();
    if (position === undefined || !this.editor.isEditable) return;
    const holder = this.kind.titleHolder(this.node, position);
    if (!holder || (present(holder.node.attrs.title) ?? "") === value) return;
    const { state, view } = this.editor;
    view.dispatch(
      state.tr.setNodeMarkup(holder.pos, undefined, { ...holder.node.attrs, title: value || null }),
    );
  }

  private url(picture: Picture | null): string | null {
    if (!picture) return null;
    return mediaLinks(this.editor).url(picture.attOid) ?? safeUrl(picture.src);
  }

  private context(): CardContext {
    const attrs = this.node.attrs;
    const attachment = mediaLinks(this.editor).attachment(attrs.fileOid);
    return { node: this.node, editor: this.editor, fileName: attachment?.name ?? present(attrs.name) ?? "" };
  }

  /** Brings the DOM up to the node's attributes, the current links and the upload's state. */
  private sync(): void {
    const { kind, node, editor, dom } = this;
    const attrs = node.attrs;
    const { name, layout } = cardLayoutOf(kind.layouts, attrs);
    const context = this.context();
    dom.dataset.layout = name;
    dom.dataset.direction = layout.direction;

    const shown = layout.parts.map((part) => this.parts[part]);
    if (
      shown.length !== this.main.children.length ||
      shown.some((part, i) => this.main.children[i] !== part)
    ) {
      this.main.replaceChildren(...shown);
    }
    for (const [part, element] of Object.entries(this.parts) as [CardPart, HTMLElement][]) {
      for (const [attribute, property] of PART_STYLES[part]) {
        const value = present(attrs[attribute]);
        if (value) element.style.setProperty(property, value);
        else element.style.removeProperty(property);
      }
    }
    setSrc(this.icon, this.url(customIcon(attrs)) ?? kind.icon(context));
    const book = { attOid: null, src: kind.bookIllustration(layout.direction === "column") };
    const illustration = this.url(audioIllustration(attrs, book));
    setSrc(this.illustration, illustration);
    this.parts.illustration.hidden = illustration === null;

    if (document.activeElement !== this.title) this.title.value = kind.title(node) ?? "";
    this.title.readOnly = !editor.isEditable;
    this.title.placeholder = editor.isEditable ? kind.texts.titlePlaceholder : kind.texts.untitled;

    const style = cardStyle(attrs);
    applyStyle(dom, style, this.appliedStyle);
    this.appliedStyle = style;

    const hasFile = present(attrs.fileOid) !== null;
    // Content §4: a stored `progress` (content saved by an older editor mid-upload) shows as loading.
    const storedProgress =
      !hasFile && typeof attrs.progress === "number"
        ? formatMessage(IMAGE_TEXTS.progress, { percent: attrs.progress })
        : null;
    const busy = kind.status?.(editor, attrs.oid) ?? uploadLabel(editor, attrs.oid) ?? storedProgress;
    this.status.textContent =
      busy ?? (hasFile ? context.fileName : `${kind.texts.notUploaded}（${kind.texts.hint}）`);
    if (busy) this.status.setAttribute("role", "status");
    else this.status.removeAttribute("role");
    dom.dataset.state = busy ? "busy" : hasFile ? "ready" : "empty";
    this.actions.replaceChildren(
      ...kind.actions(context).map((action) => {
        const button = createElement("button", { type: "button", class: "tb-file-card__action" }, [
          action.label,
        ]);
        button.disabled = !hasFile || busy !== null;
        button.addEventListener("click", (event) => {
          event.preventDefault();
          if (!refuseWhileUploading(editor, attrs.oid)) action.run();
        });
        return button;
      }),
    );
  }

  update(node: ProseMirrorNode): boolean {
    if (node.type !== this.node.type) return false;
    this.node = node;
    this.sync();
    return true;
  }

  stopEvent(event: Event): boolean {
    if (event.type === "dragstart") return this.pressedOnControl;
    return event.target instanceof Element && event.target.closest(CONTROLS) !== null;
  }

  ignoreMutation(): boolean {
    return true;
  }

  destroy(): void {
    for (const stop of this.stops) stop();
  }
}

function setSrc(image: HTMLImageElement, url: string | null): void {
  if (url === null) image.removeAttribute("src");
  else if (image.getAttribute("src") !== url) image.src = url;
}

/** A block form whose view is a FileCardView of this kind. */
export function fileCardForm(kind: FileCardKind) {
  return {
    addNodeView:
      () =>
      ({
        node,
        editor,
        getPos,
      }: {
        node: ProseMirrorNode;
        editor: Editor;
        getPos: () => number | undefined;
      }) =>
        new FileCardView(node, editor, getPos, kind),
  };
}
