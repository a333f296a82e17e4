// Images (content §3.6): image block, inline image, icon image, illustration and floating image.
// The picture comes from the media links (a fresh signed link; the stored src when the link is not
// known). While its file is queued or uploading the node shows the upload's progress, which lives
// beside the document (core/upload/), never in it. Selected in an editable editor it offers
// replacing the file, its settings form and side handles that write its width.
import { captionLabel } from "@textbook/schema";
import { CONTENT_TEXTS, EDITOR_BLOCK_TEXTS, formatMessage, IMAGE_TEXTS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { NodeView } from "@tiptap/pm/view";
import { acceptFor } from "../../../app/uploads/upload-limits.ts";
import { mediaLinks } from "../../core/media-links/media-links.ts";
import { createElement } from "../../core/node-view/create-element.ts";
import { newOid } from "../../core/node-view/new-oid.ts";
import { nodeViewForm } from "../../core/node-view/node-view-form.ts";
import { safeUrl } from "../../core/node-view/safe-url.ts";
import {
  enqueueUpload,
  refuseWhileUploading,
  subscribeUploads,
  uploadingOidAt,
  uploadLabel,
  uploadProgress,
} from "../../core/upload/editor-uploads.ts";
import { pickFiles } from "../../core/upload/pick-files.ts";
import { storeAttachment } from "../../core/upload/store-attachment.ts";
import { MIN_WIDTH_PX, openImageSettings, withFloatingCaption } from "./image-fields.ts";
import { makeResizable } from "./resize.ts";
import "../../core/node-view/node-view.css";
import "./image.css";

const LABELS: Record<string, string> = EDITOR_BLOCK_TEXTS.blocks;
/** The image's own width, and the width of the fixed-width image box around it (image.css). */
const WIDTH = "--tb-image-width";
const BOX_WIDTH = "--tb-image-box-width";

/** The address an image shows now: its fresh link, or the address stored with it. */
export function imageUrl(editor: Editor, attrs: Record<string, unknown>): string | null {
  return mediaLinks(editor).urlOr(attrs.fileOid, attrs.src);
}

/** Replaces the file of the image with this oid; a failure leaves the image as it was. */
export async function replaceImageFile(editor: Editor, oid: string): Promise<void> {
  const [file] = await pickFiles(acceptFor("IMAGE"));
  if (!file) return;
  enqueueUpload(editor, {
    nodeOid: oid,
    file,
    attachmentType: "IMAGE",
    onStored: (attachment) => storeAttachment(editor, oid, attachment),
    onFailed: () => {},
  });
}

/**
 * Content §4: an image stored while its file was on its way elsewhere (showLoading Y, the percent
 * sent in process) shows that state until its file arrives.
 */
export function storedUpload(attrs: Record<string, unknown>): { label: string; percent: number } | null {
  if (attrs.showLoading !== "Y") return null;
  const percent =
    typeof attrs.process === "string" && attrs.process.trim() !== "" ? Number(attrs.process) : NaN;
  if (!Number.isFinite(percent)) return { label: IMAGE_TEXTS.waiting, percent: 0 };
  const clamped = Math.min(100, Math.max(0, Math.round(percent)));
  return { label: formatMessage(IMAGE_TEXTS.progress, { percent: clamped }), percent: clamped };
}

function floatingCaption(attrs: Record<string, unknown>): string | null {
  if (typeof attrs.captionOid !== "string") return null;
  const label = captionLabel({
    type: attrs.captionType === "TABLE" ? "TABLE" : "IMAGE",
    label: typeof attrs.captionLabel === "string" ? attrs.captionLabel : null,
    index: typeof attrs.captionIndex === "number" ? attrs.captionIndex : null,
    chapterIndex: typeof attrs.chapterIndex === "number" ? attrs.chapterIndex : null,
    sectionIndex: typeof attrs.sectionIndex === "number" ? attrs.sectionIndex : null,
    noteTitleStyle: attrs.noteTitleStyle === "SECTION" ? "SECTION" : "CHAPTER",
    noteTitleImageTag: CONTENT_TEXTS.captionImageTag,
    noteTitleTableTag: CONTENT_TEXTS.captionTableTag,
  });
  return typeof attrs.alt === "string" && attrs.alt ? `${label} ${attrs.alt}` : label;
}

export class ImageView implements NodeView {
  readonly dom: HTMLElement;
  private node: ProseMirrorNode;
  private readonly editor: Editor;
  private readonly getPos: () => number | undefined;
  private readonly stops: (() => void)[];
  private image: HTMLImageElement | null = null;
  private progress: HTMLElement | null = null;
  private controls: HTMLElement[] = [];
  /** Kept across redraws: a width written by the handles must leave the image selected. */
  private selected = false;

  constructor(node: ProseMirrorNode, editor: Editor, getPos: () => number | undefined) {
    this.node = node;
    this.editor = editor;
    this.getPos = getPos;
    this.dom = document.createElement(node.isInline ? "span" : "div");
    this.dom.contentEditable = "false";
    this.dom.dataset.type = node.type.name;
    this.draw();
    // A reader follows the image's link (content §3.6); an author clicks to select it.
    this.dom.addEventListener("click", (event) => {
      const link = this.link();
      if (!link || this.editor.isEditable || !(event.target instanceof HTMLImageElement)) return;
      window.open(link, "_blank", "noopener,noreferrer");
    });
    this.stops = [
      mediaLinks(editor).subscribe(() => this.showPicture()),
      subscribeUploads(editor, () => this.showProgress()),
    ];
  }

  private get attrs(): Record<string, unknown> {
    return this.node.attrs;
  }

  /** A web address only: a stored link never runs script. */
  private link(): string | null {
    const link = safeUrl(this.attrs.link);
    return link && /^https?:/i.test(link) ? link : null;
  }

  private draw(): void {
    const { attrs, node } = this;
    this.dom.replaceChildren();
    // Toggled, not rewritten: a class a decoration gave the block (tb-current-block) stays.
    this.dom.classList.add("tb-image");
    this.dom.classList.toggle("ProseMirror-selectednode", this.selected);
    if (typeof attrs.alignX === "string") this.dom.dataset.align = attrs.alignX;
    if (typeof attrs.type === "string") this.dom.dataset.imageType = attrs.type;
    if (this.link()) this.dom.dataset.link = "";
    const frame = createElement("span", { class: "tb-image__frame" });
    // A variable, not an inline width: the stylesheet gives a full-width image and a fixed-width
    // image box their own width over it.
    if (typeof attrs.width === "string") frame.style.setProperty(WIDTH, attrs.width);
    if (typeof attrs.width === "string") this.dom.dataset.sized = "";
    else delete this.dom.dataset.sized;
    this.dom.append(frame);
    this.image = null;
    this.progress = null;
    this.showPicture(frame);
    this.progress = createElement("span", { class: "tb-image__progress", role: "status" });
    frame.append(this.progress);
    this.controls = this.drawControls(frame);
    const caption = node.type.name === "floatingImage" ? floatingCaption(attrs) : null;
    if (caption) this.dom.append(createElement("span", { class: "tb-image__caption" }, [caption]));
    this.showProgress();
  }

  /** The picture, or a placeholder that asks for one; only the address changes on a link reload. */
  private showPicture(frame = this.dom.querySelector<HTMLElement>(".tb-image__frame")): void {
    if (!frame) return;
    const url = imageUrl(this.editor, this.attrs);
    if (url && this.image) {
      if (this.image.getAttribute("src") !== url) this.image.src = url;
      return;
    }
    frame.querySelector(".tb-image__placeholder")?.remove();
    this.image?.remove();
    this.image = null;
    if (url) {
      this.image = createElement("img", {
        src: url,
        alt: typeof this.attrs.alt === "string" ? this.attrs.alt : "",
        loading: "lazy",
        draggable: "false",
        // The description reads as the picture's tooltip.
        title: typeof this.attrs.description === "string" ? this.attrs.description : undefined,
      });
      if (typeof this.attrs.height === "string") this.image.style.height = this.attrs.height;
      frame.prepend(this.image);
      return;
    }
    const placeholder = createElement("button", { type: "button", class: "tb-image__placeholder" }, [
      LABELS[this.node.type.name] ?? this.node.type.name,
      createElement("small", {}, [IMAGE_TEXTS.pickImage]),
    ]);
    placeholder.addEventListener("click", () => void this.replace());
    frame.prepend(placeholder);
  }

  private showProgress(): void {
    const progress = this.progress;
    if (!progress) return;
    const oid = uploadingOidAt(this.editor, this.getPos);
    const live = oid ? uploadLabel(this.editor, oid) : null;
    const shown = live
      ? { label: live, percent: uploadProgress(this.editor, oid) ?? 0 }
      : storedUpload(this.attrs);
    this.dom.classList.toggle("tb-image--uploading", shown !== null);
    if (!shown) {
      progress.replaceChildren();
      return;
    }
    const { label, percent } = shown;
    const bar = createElement("span", { class: "tb-image__bar" });
    bar.style.width = `${percent}%`;
    progress.replaceChildren(
      createElement("span", {}, [label]),
      createElement("span", { class: "tb-image__track" }, [bar]),
    );
  }

  private drawControls(frame: HTMLElement): HTMLElement[] {
    const type = this.node.type.name;
    const replace = createElement(
      "button",
      { type: "button", class: "tb-tool-button", title: IMAGE_TEXTS.replace },
      [IMAGE_TEXTS.replace],
    );
    const settings = createElement(
      "button",
      { type: "button", class: "tb-tool-button", title: IMAGE_TEXTS.settings },
      [IMAGE_TEXTS.settings],
    );
    replace.addEventListener("click", () => void this.replace());
    settings.addEventListener("click", () => this.openSettings(settings));
    const tools = createElement("span", { class: "tb-image__tools" }, [replace, settings]);
    frame.append(tools);
    const controls = [tools];
    // A full-width image block spans the column; there is no width to drag.
    if (this.attrs.type === "FULL") return controls;
    for (const direction of [-1, 1] as const) {
      const handle = createElement("span", {
        class: "tb-image__handle",
        "data-side": direction < 0 ? "left" : "right",
        title: IMAGE_TEXTS.resize,
      });
      makeResizable({
        handle,
        frame,
        direction,
        minPx: MIN_WIDTH_PX[type] ?? 1,
        maxPx: () => this.editor.view.dom.clientWidth || Number.POSITIVE_INFINITY,
        canStart: () => this.editor.isEditable && !this.refused(),
        preview: (width) => frame.style.setProperty(this.fixedBox() ? BOX_WIDTH : WIDTH, `${width}px`),
        onDone: (width) => this.resized(frame, width),
      });
      frame.append(handle);
      controls.push(handle);
    }
    return controls;
  }

  /** The image box around this image when it is shown at the box's fixed width. */
  private fixedBox(): { node: ProseMirrorNode; pos: number } | null {
    const pos = this.getPos();
    if (pos === undefined) return null;
    const $pos = this.editor.state.doc.resolve(pos);
    const parent = $pos.parent;
    if (parent.type.name !== "imageBox" || parent.attrs.imageSizeType !== "FIXED") return null;
    return { node: parent, pos: $pos.before() };
  }

  /** In a fixed-width image box the handles set the box's PC width; elsewhere the image's own. */
  private resized(frame: HTMLElement, width: number): void {
    const box = this.fixedBox();
    if (!box) {
      this.write({ width: `${width}px` });
      return;
    }
    // The box's attribute takes over from the drag's preview.
    frame.style.removeProperty(BOX_WIDTH);
    this.editor.view.dispatch(
      this.editor.state.tr.setNodeMarkup(box.pos, undefined, { ...box.node.attrs, pcFixedWidth: width }),
    );
  }

  /** Content §4, §8: nothing may be done to an image whose file is on its way. */
  private refused(): boolean {
    return refuseWhileUploading(this.editor, uploadingOidAt(this.editor, this.getPos));
  }

  private write(attributes: Record<string, unknown>): void {
    const pos = this.getPos();
    if (pos === undefined) return;
    this.editor.view.dispatch(
      this.editor.state.tr.setNodeMarkup(pos, undefined, { ...this.attrs, ...attributes }),
    );
  }

  private async replace(): Promise<void> {
    if (!this.editor.isEditable || this.refused()) return;
    let oid = this.attrs.oid;
    if (typeof oid !== "string") {
      oid = newOid();
      this.write({ oid });
    }
    await replaceImageFile(this.editor, oid as string);
  }

  private openSettings(anchor: HTMLElement): void {
    if (!this.editor.isEditable || this.refused()) return;
    openImageSettings(
      anchor,
      () => this.node,
      (attributes) => this.write(withFloatingCaption(this.node, attributes)),
    );
  }

  update(node: ProseMirrorNode): boolean {
    if (node.type !== this.node.type) return false;
    const changed =
      node.attrs !== this.node.attrs && JSON.stringify(node.attrs) !== JSON.stringify(this.node.attrs);
    this.node = node;
    if (changed) this.draw();
    return true;
  }

  selectNode(): void {
    this.selected = true;
    this.dom.classList.add("ProseMirror-selectednode");
  }

  deselectNode(): void {
    this.selected = false;
    this.dom.classList.remove("ProseMirror-selectednode");
  }

  stopEvent(event: Event): boolean {
    const target = event.target;
    return target instanceof Node && this.controls.some((control) => control.contains(target))
      ? true
      : target instanceof Element && target.closest(".tb-image__placeholder") !== null;
  }

  ignoreMutation(): boolean {
    return true;
  }

  destroy(): void {
    for (const stop of this.stops) stop();
  }
}

export const imageForm = nodeViewForm((node, editor, getPos) => new ImageView(node, editor, getPos));
