// The node view of the 3D model box and the document box (content §3.10, §3.11): icon,
// illustration and title arranged by the box's layout (card-layouts.ts), the box's own fonts,
// colours and border, the upload's progress, and the buttons that open its viewer. Drawn from the
// attributes (and a 3D box's title child), again when they change, when links are refreshed and
// when its upload moves on.
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { NodeView } from "@tiptap/pm/view";
import { audioIllustration, customIcon, type Picture } from "../audio-video/box-pictures.ts";
import { cardStyle } from "../audio-video/card-style.ts";
import { mediaLinks } from "../media-links/media-links.ts";
import { sameAttributes } from "../node-view/attribute-view.ts";
import { createElement } from "../node-view/create-element.ts";
import { safeUrl } from "../node-view/safe-url.ts";
import {
  isUploading,
  refuseWhileUploading,
  subscribeUploads,
  uploadLabel,
} from "../upload/editor-uploads.ts";
import { type CardLayouts, cardLayout, layoutName } from "./card-layouts.ts";
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

/** What differs between the boxes this view draws. */
export interface FileCardKind {
  className: string;
  layouts: CardLayouts;
  texts: { untitled: string; notUploaded: string; hint: string };
  title: (node: ProseMirrorNode) => string | null;
  /** The built-in icon (the custom one comes from iconAttOid / iconSrc). */
  icon: (context: CardContext) => string;
  /** The book's illustration: square beside the title, wide above or below it. */
  bookIllustration: (wide: boolean) => string;
  actions: (context: CardContext) => CardAction[];
}

type Attributes = Record<string, unknown>;

function present(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** Style attributes that go onto one part as they are (content §3.10: titleColor, iconAlignSelf...). */
const PART_STYLES: Record<string, [attribute: string, property: string][]> = {
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

function styled<T extends HTMLElement>(element: T, part: string, attrs: Attributes): T {
  for (const [attribute, property] of PART_STYLES[part] ?? []) {
    const value = present(attrs[attribute]);
    if (value) element.style.setProperty(property, value);
  }
  return element;
}

export class FileCardView implements NodeView {
  readonly dom: HTMLElement;
  private node: ProseMirrorNode;
  private readonly editor: Editor;
  private readonly kind: FileCardKind;
  private readonly stops: (() => void)[];

  constructor(node: ProseMirrorNode, editor: Editor, kind: FileCardKind) {
    this.node = node;
    this.editor = editor;
    this.kind = kind;
    this.dom = createElement("div", { "data-type": node.type.name });
    this.dom.contentEditable = "false";
    this.draw();
    this.stops = [
      mediaLinks(editor).subscribe(() => this.draw()),
      subscribeUploads(editor, () => this.draw()),
    ];
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

  private draw(): void {
    const { kind, node } = this;
    const attrs = node.attrs;
    const name = layoutName(kind.layouts, attrs.layout);
    const layout = cardLayout(kind.layouts, attrs.layout);
    const context = this.context();
    const parts: Record<string, () => HTMLElement> = {
      icon: () =>
        styled(
          createElement("img", {
            class: "tb-file-card__icon",
            alt: "",
            src: this.url(customIcon(attrs)) ?? kind.icon(context),
          }),
          "icon",
          attrs,
        ),
      illustration: () => {
        const book = { attOid: null, src: kind.bookIllustration(layout.direction === "column") };
        const src = this.url(audioIllustration(attrs, book)) ?? book.src;
        return styled(
          createElement("div", { class: "tb-file-card__illustration" }, [
            createElement("img", { alt: "", src, loading: "lazy" }),
          ]),
          "illustration",
          attrs,
        );
      },
      title: () =>
        styled(
          createElement("span", { class: "tb-file-card__title" }, [kind.title(node) ?? kind.texts.untitled]),
          "title",
          attrs,
        ),
    };
    this.dom.className = `tb-file-card ${kind.className}`;
    this.dom.dataset.layout = name;
    this.dom.dataset.direction = layout.direction;
    this.dom.removeAttribute("style");
    for (const [property, value] of Object.entries(cardStyle(attrs))) {
      this.dom.style.setProperty(
        property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
        value,
      );
    }
    const hasFile = present(attrs.fileOid) !== null;
    const uploading = uploadLabel(this.editor, attrs.oid);
    const status =
      uploading ?? (hasFile ? context.fileName : `${kind.texts.notUploaded}（${kind.texts.hint}）`);
    const buttons = kind.actions(context).map((action) => {
      const button = createElement("button", { type: "button", class: "tb-file-card__action" }, [
        action.label,
      ]);
      button.disabled = !hasFile || isUploading(this.editor, attrs.oid);
      button.addEventListener("click", (event) => {
        event.preventDefault();
        if (!refuseWhileUploading(this.editor, attrs.oid)) action.run();
      });
      return button;
    });
    this.dom.replaceChildren(
      createElement(
        "div",
        { class: "tb-file-card__main" },
        layout.parts.map((part) => parts[part]?.()),
      ),
      createElement("div", { class: "tb-file-card__footer" }, [
        createElement("span", { class: "tb-file-card__status", role: uploading ? "status" : undefined }, [
          status,
        ]),
        ...buttons,
      ]),
    );
  }

  update(node: ProseMirrorNode): boolean {
    if (node.type !== this.node.type) return false;
    const previous = this.node;
    this.node = node;
    if (!sameAttributes(node.attrs, previous.attrs) || !node.content.eq(previous.content)) this.draw();
    return true;
  }

  /** The buttons are the card's; a press elsewhere selects the block as usual. */
  stopEvent(event: Event): boolean {
    return event.target instanceof Element && event.target.closest("button") !== null;
  }

  ignoreMutation(): boolean {
    return true;
  }

  destroy(): void {
    for (const stop of this.stops) stop();
  }
}

/** A block form whose view is a FileCardView of this kind. */
export function fileCardForm(kind: FileCardKind) {
  return {
    addNodeView:
      () =>
      ({ node, editor }: { node: ProseMirrorNode; editor: Editor }) =>
        new FileCardView(node, editor, kind),
  };
}
