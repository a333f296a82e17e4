// The image box (content §3.6): one image block with its numbered notes (captions) and at most one
// title row, aligned left, centre or right, at its own width or at fixed phone and PC widths. The
// editor shows the PC width, the phone preview the phone width; the box's settings, a new note and
// the title row are offered beside it while the editor is editable. Its AI and enhancement flags
// and the knowledge points it is tagged with show under it (a point can be taken off).
import type { KgPoint } from "@textbook/schema";
import { formatMessage, IMAGE_TEXTS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { NodeView, ViewMutationRecord } from "@tiptap/pm/view";
import { createElement } from "../../core/node-view/create-element.ts";
import { newOid } from "../../core/node-view/new-oid.ts";
import { nodeViewForm } from "../../core/node-view/node-view-form.ts";
import { refuseWhileUploading } from "../../core/upload/editor-uploads.ts";
import { openImageSettings } from "./image-fields.ts";
import "../../core/node-view/node-view.css";
import "./image.css";

const F = IMAGE_TEXTS.form;

const toolButton = (label: string) =>
  createElement("button", { type: "button", class: "tb-tool-button" }, [label]);

export class ImageBoxView implements NodeView {
  readonly dom: HTMLElement;
  readonly contentDOM: HTMLElement;
  private readonly tools: HTMLElement;
  private node: ProseMirrorNode;
  private readonly editor: Editor;
  private readonly getPos: () => number | undefined;
  private readonly titleButton: HTMLButtonElement;
  /** The AI and enhancement flags and the knowledge points the image is tagged with. */
  private readonly marks: HTMLElement;

  constructor(node: ProseMirrorNode, editor: Editor, getPos: () => number | undefined) {
    this.node = node;
    this.editor = editor;
    this.getPos = getPos;
    this.dom = createElement("figure", { class: "tb-image-box", "data-type": "imageBox" });
    this.contentDOM = createElement("div", { class: "tb-image-box__content" });
    const settings = toolButton(IMAGE_TEXTS.settings);
    const caption = toolButton(F.addCaption);
    this.titleButton = toolButton(F.addTitle);
    settings.addEventListener("click", () => this.openSettings(settings));
    caption.addEventListener("click", () => this.addCaption());
    this.titleButton.addEventListener("click", () => this.addTitle());
    this.tools = createElement("div", { class: "tb-image-box__tools", contenteditable: "false" }, [
      settings,
      caption,
      this.titleButton,
    ]);
    this.marks = createElement("div", { class: "tb-image-box__marks", contenteditable: "false" });
    this.dom.append(this.tools, this.contentDOM, this.marks);
    this.apply();
  }

  /** Alignment, fixed width and flags come from the box's attributes. */
  private apply(): void {
    const { alignX, imageSizeType, pcFixedWidth, phoneFixedWidth, isAI, isEnhanced } = this.node.attrs;
    this.dom.dataset.align = String(alignX);
    this.dom.dataset.size = String(imageSizeType);
    const fixed = imageSizeType === "FIXED";
    // The PC width here and in the preview at PC width; the phone width in the phone preview (image.css).
    for (const [name, value] of [
      ["--tb-image-box-width", pcFixedWidth],
      ["--tb-image-box-phone-width", phoneFixedWidth],
    ] as const) {
      if (fixed && typeof value === "number") this.dom.style.setProperty(name, `${value}px`);
      else this.dom.style.removeProperty(name);
    }
    this.dom.dataset.fixed =
      fixed && (typeof pcFixedWidth === "number" || typeof phoneFixedWidth === "number") ? "Y" : "N";
    this.dom.dataset.ai = String(isAI);
    this.dom.dataset.enhanced = String(isEnhanced);
    this.titleButton.hidden = this.node.lastChild?.type.name === "flexer";
    this.drawMarks();
  }

  private drawMarks(): void {
    const { isAI, isEnhanced, kgPoints } = this.node.attrs;
    const points = Array.isArray(kgPoints) ? (kgPoints as KgPoint[]) : [];
    const flags = [isAI === "Y" ? F.isAI : null, isEnhanced === "Y" ? F.isEnhanced : null]
      .filter((flag) => flag !== null)
      .map((flag) => createElement("span", { class: "tb-image-box__flag" }, [flag]));
    const chips = points.map((point) => {
      const remove = createElement("button", {
        type: "button",
        class: "tb-image-box__remove",
        "aria-label": formatMessage(IMAGE_TEXTS.removeKnowledgePoint, { name: point.knText }),
      });
      remove.textContent = "×";
      remove.addEventListener("click", () => this.removeKnowledgePoint(point.knId));
      return createElement("span", { class: "tb-image-box__point", title: IMAGE_TEXTS.knowledgePoint }, [
        point.knText,
        remove,
      ]);
    });
    this.marks.replaceChildren(...flags, ...chips);
    this.marks.hidden = flags.length === 0 && chips.length === 0;
  }

  private removeKnowledgePoint(knId: string): void {
    const pos = this.getPos();
    const points = this.node.attrs.kgPoints;
    if (this.refused() || pos === undefined || !Array.isArray(points)) return;
    const kept = (points as KgPoint[]).filter((point) => point.knId !== knId);
    this.editor.view.dispatch(
      this.editor.state.tr.setNodeMarkup(pos, undefined, { ...this.node.attrs, kgPoints: kept }),
    );
  }

  private refused(): boolean {
    return !this.editor.isEditable || refuseWhileUploading(this.editor, this.node.attrs.oid);
  }

  private openSettings(anchor: HTMLElement): void {
    if (this.refused()) return;
    openImageSettings(
      anchor,
      () => this.node,
      (attributes) => {
        const pos = this.getPos();
        if (pos === undefined) return;
        this.editor.view.dispatch(
          this.editor.state.tr.setNodeMarkup(pos, undefined, { ...this.node.attrs, ...attributes }),
        );
      },
    );
  }

  /** A new note goes after the last one, before the title row; numbering gives it its label. */
  private addCaption(): void {
    const pos = this.getPos();
    const type = this.editor.schema.nodes.caption;
    if (this.refused() || pos === undefined || !type) return;
    const flexer = this.node.lastChild?.type.name === "flexer" ? this.node.lastChild : null;
    const at = pos + this.node.nodeSize - 1 - (flexer?.nodeSize ?? 0);
    const caption = type.create({ oid: newOid(), type: "IMAGE" });
    this.editor
      .chain()
      .insertContentAt(at, caption.toJSON())
      .setTextSelection(at + 1)
      .focus()
      .run();
    this.takeFocus();
  }

  private addTitle(): void {
    const pos = this.getPos();
    const type = this.editor.schema.nodes.flexer;
    if (this.refused() || pos === undefined || !type || this.node.lastChild?.type.name === "flexer") return;
    const at = pos + this.node.nodeSize - 1;
    this.editor
      .chain()
      .insertContentAt(at, type.create({ oid: newOid() }).toJSON())
      .setTextSelection(at + 1)
      .focus()
      .run();
    this.takeFocus();
  }

  /**
   * The editor takes the focus back from the pressed button at once: Tiptap's focus waits for the
   * next frame, and a key typed before it went to the button and was lost.
   */
  private takeFocus(): void {
    this.editor.view.focus();
  }

  update(node: ProseMirrorNode): boolean {
    if (node.type !== this.node.type) return false;
    this.node = node;
    this.apply();
    return true;
  }

  stopEvent(event: Event): boolean {
    const target = event.target;
    return target instanceof Node && (this.tools.contains(target) || this.marks.contains(target));
  }

  ignoreMutation(mutation: ViewMutationRecord): boolean {
    if (mutation.type === "selection") return false;
    return !this.contentDOM.contains(mutation.target);
  }
}

export const imageBoxForm = nodeViewForm((node, editor, getPos) => new ImageBoxView(node, editor, getPos));
