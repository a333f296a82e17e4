// The node view of the 3D model box and the document box (content §3.10, §3.11): icon,
// illustration and editable title arranged by the box's layout (each box keeps its layout table),
// the box's own fonts, colours and border, the upload's progress, and the buttons that open its viewer. On
// CardView, so a redraw never drops the caret from the title.
import { formatMessage, IMAGE_TEXTS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { mediaLinks } from "../media-links/media-links.ts";
import { attributeText } from "../node-view/attribute-text.ts";
import { createElement } from "../node-view/create-element.ts";
import { setChildren, setSrc } from "../node-view/element-updates.ts";
import { nodeViewForm } from "../node-view/node-view-form.ts";
import { refuseWhileUploading, subscribeUploads, uploadLabel } from "../upload/editor-uploads.ts";
import { bookIllustration, type CardSubject } from "./builtin-pictures.ts";
import type { CardAction } from "./card-action.ts";
import { type CardLayouts, type CardLook, shownLayout } from "./card-layout.ts";
import { cardIcon, cardIllustration, pictureUrl } from "./card-pictures.ts";
import { CardTitle, type TitleHolder } from "./card-title.ts";
import { CardView } from "./card-view.ts";
import "./media-card.css";
import "./file-card.css";

/** The parts a file card arranges. */
export type CardPart = "icon" | "illustration" | "title";

/** One of a file card's layouts (each box keeps its table: blocks/three-d-box/, blocks/document-box/). */
export interface FileCardLayout {
  parts: readonly CardPart[];
  direction: "row" | "column";
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
  /** The box's area in the book's look (its layout, icon and colours). */
  look: CardLook;
  layouts: CardLayouts<FileCardLayout>;
  texts: { untitled: string; titlePlaceholder: string; notUploaded: string; hint: string };
  /** The title shown (older content may keep it elsewhere than where it is written). */
  title: (node: ProseMirrorNode) => string | null;
  /** The node whose `title` attribute an edit writes; `pos` is the box's. */
  titleHolder: (node: ProseMirrorNode, pos: number) => TitleHolder | null;
  /** The built-in icon (the custom one comes from iconAttOid / iconSrc). */
  icon: (context: CardContext) => string;
  /** Whose glyph the book's illustration shows. */
  subject: CardSubject;
  /** The buttons under the card; every one needs the stored file, so they wait for the upload. */
  actions: (context: CardContext) => CardAction[];
  /** A state of the box's own that the status line shows before the upload's (a model being checked). */
  status?: (editor: Editor, oid: unknown) => string | null;
  /** Calls `listener` when that state changes; returns the unsubscribe. */
  subscribeStatus?: (editor: Editor, listener: () => void) => () => void;
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

export class FileCardView extends CardView {
  private readonly kind: FileCardKind;
  private readonly main = createElement("div", { class: "tb-file-card__main" });
  private readonly parts: Record<CardPart, HTMLElement>;
  private readonly icon = createElement("img", { class: "tb-file-card__icon tb-card__icon", alt: "" });
  private readonly illustration = createElement("img", { alt: "", loading: "lazy" });
  private readonly title: CardTitle;
  private readonly status = createElement("span", { class: "tb-file-card__status" });
  private readonly actions = createElement("span", { class: "tb-file-card__actions" });

  constructor(node: ProseMirrorNode, editor: Editor, getPos: () => number | undefined, kind: FileCardKind) {
    super(node, editor, getPos, {
      className: `tb-card tb-card--light tb-file-card ${kind.className}`,
      controls: "input, button",
    });
    this.kind = kind;
    this.title = new CardTitle({
      editor,
      attributes: { class: "tb-file-card__title" },
      shown: () => kind.title(this.node) ?? "",
      holder: () => {
        const holder = this.holder();
        return holder && kind.titleHolder(holder.node, holder.pos);
      },
    });
    this.parts = {
      icon: this.icon,
      illustration: createElement("div", { class: "tb-file-card__illustration tb-card__illustration" }, [
        this.illustration,
      ]),
      title: this.title.input,
    };
    this.dom.append(
      this.main,
      createElement("div", { class: "tb-file-card__footer" }, [this.status, this.actions]),
    );
    this.sync();
    this.stops.push(
      mediaLinks(editor).subscribe(() => this.sync()),
      subscribeUploads(editor, () => this.sync()),
      ...(kind.subscribeStatus ? [kind.subscribeStatus(editor, () => this.sync())] : []),
    );
  }

  private context(): CardContext {
    const attrs = this.node.attrs;
    const attachment = mediaLinks(this.editor).attachment(attrs.fileOid);
    return {
      node: this.node,
      editor: this.editor,
      fileName: attachment?.name ?? attributeText(attrs.name) ?? "",
    };
  }

  protected render(editable: boolean): void {
    const { kind, node, editor, dom } = this;
    const attrs = node.attrs;
    const { name, spec } = shownLayout(kind.layouts, attrs, kind.look);
    const context = this.context();
    dom.dataset.layout = name;
    dom.dataset.direction = spec.direction;

    setChildren(
      this.main,
      spec.parts.map((part) => this.parts[part]),
    );
    for (const [part, element] of Object.entries(this.parts) as [CardPart, HTMLElement][]) {
      for (const [attribute, property] of PART_STYLES[part]) {
        const value = attributeText(attrs[attribute]);
        if (value) element.style.setProperty(property, value);
        else element.style.removeProperty(property);
      }
    }
    setSrc(this.icon, cardIcon(editor, attrs, kind.icon(context)));
    const book = { attOid: null, src: bookIllustration(kind.subject, spec.direction === "column") };
    const illustration = pictureUrl(editor, cardIllustration(attrs, book));
    setSrc(this.illustration, illustration);
    this.parts.illustration.hidden = illustration === null;

    this.title.sync(editable);
    this.title.input.placeholder = editable ? kind.texts.titlePlaceholder : kind.texts.untitled;
    this.applyCardStyle();

    const hasFile = attributeText(attrs.fileOid) !== null;
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
}

/** A block form whose view is a FileCardView of this kind. */
export function fileCardForm(kind: FileCardKind) {
  return nodeViewForm((node, editor, getPos) => new FileCardView(node, editor, getPos, kind));
}
