// The gallery box (content §3.12): up to 20 images, each with a title, a description and a note and
// its upload state (WAITING, SUCCESS, FAIL); the current image shown large above a strip of the
// others; and, for a one-to-many gallery, a cover of exactly two lines (its title and description)
// that the author types in place. Every change goes through the node's attributes, one undoable
// step each; a gallery whose files are on their way refuses changes (content §4).
import type { GalleryImage } from "@textbook/schema";
import { formatMessage, IMAGE_TEXTS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { NodeView, ViewMutationRecord } from "@tiptap/pm/view";
import { toast } from "../../../app/global/toast.ts";
import { acceptFor } from "../../../app/uploads/upload-limits.ts";
import { mediaLinks } from "../../core/media-links/media-links.ts";
import { createElement } from "../../core/node-view/create-element.ts";
import { openFormPanel } from "../../core/node-view/form-panel.ts";
import { nodeViewForm } from "../../core/node-view/node-view-form.ts";
import { refuseWhileUploading, subscribeUploads, uploadLabel } from "../../core/upload/editor-uploads.ts";
import { pickFiles } from "../../core/upload/pick-files.ts";
import { imageUrl } from "../image/image-view.ts";
import { addGalleryImages } from "./add-gallery-images.ts";
import {
  currentAfter,
  GALLERY_MAX_IMAGES,
  readImages,
  withChange,
  withMove,
  withoutImage,
} from "./gallery-images.ts";
import "../../core/node-view/node-view.css";
import "./gallery.css";

const T = IMAGE_TEXTS.gallery;

function button(
  label: string,
  onClick: () => void,
  attributes: Record<string, string> = {},
): HTMLButtonElement {
  const element = createElement("button", { type: "button", ...attributes }, [label]);
  element.classList.add("tb-tool-button");
  element.addEventListener("click", onClick);
  return element;
}

export class GalleryView implements NodeView {
  readonly dom: HTMLElement;
  readonly contentDOM: HTMLElement;
  private readonly head: HTMLElement;
  private readonly stage: HTMLElement;
  private node: ProseMirrorNode;
  private readonly editor: Editor;
  private readonly getPos: () => number | undefined;
  private readonly stops: (() => void)[];

  constructor(node: ProseMirrorNode, editor: Editor, getPos: () => number | undefined) {
    this.node = node;
    this.editor = editor;
    this.getPos = getPos;
    this.head = createElement("div", { class: "tb-gallery__head", contenteditable: "false" });
    this.contentDOM = createElement("div", { class: "tb-gallery__cover" });
    this.contentDOM.style.setProperty("--tb-cover-title", JSON.stringify(T.coverTitle));
    this.contentDOM.style.setProperty("--tb-cover-desc", JSON.stringify(T.coverDesc));
    this.stage = createElement("div", { class: "tb-gallery__stage", contenteditable: "false" });
    this.dom = createElement("div", { class: "tb-gallery", "data-type": "galleryBox" }, [
      this.head,
      this.contentDOM,
      this.stage,
    ]);
    this.draw();
    this.stops = [
      mediaLinks(editor).subscribe(() => this.drawStage()),
      subscribeUploads(editor, () => this.drawStage()),
    ];
  }

  private get images(): GalleryImage[] {
    return readImages(this.node.attrs.imagesInfo);
  }

  private draw(): void {
    this.drawHead();
    this.drawStage();
  }

  private drawHead(): void {
    const { type } = this.node.attrs;
    const images = this.images;
    const typeSelect = createElement(
      "select",
      { class: "tb-tool-button", "aria-label": T.type },
      Object.entries(T.types).map(([value, label]) => createElement("option", { value }, [label])),
    );
    typeSelect.value = String(type);
    typeSelect.addEventListener("change", () => {
      if (!this.write({ type: typeSelect.value })) typeSelect.value = String(type);
    });
    const hasCover = this.node.childCount > 0;
    this.head.replaceChildren(
      createElement("strong", {}, [T.title]),
      createElement("span", { class: "tb-gallery__count" }, [
        formatMessage(T.count, { n: images.length, max: GALLERY_MAX_IMAGES }),
      ]),
      typeSelect,
      button(T.addImages, () => void this.addImages(), { class: "tb-gallery__add" }),
      button(hasCover ? T.removeCover : T.addCover, () => this.toggleCover()),
    );
  }

  private drawStage(): void {
    const images = this.images;
    const uploading = uploadLabel(this.editor, this.node.attrs.oid);
    if (images.length === 0) {
      this.stage.replaceChildren(createElement("p", { class: "tb-gallery__empty" }, [T.empty]));
      return;
    }
    const current = currentAfter(Number(this.node.attrs.currentImageIndex), images.length);
    const shown = images[current] as GalleryImage;
    // The first waiting entry is the one uploading now: uploads run in the order they were queued.
    const sending = images.find((image) => image.state === "WAITING")?.index;
    this.stage.replaceChildren(
      this.figure(shown, shown.index === sending ? uploading : null),
      createElement(
        "ol",
        { class: "tb-gallery__strip" },
        images.map((image) =>
          this.thumbnail(image, image.index === current, image.index === sending ? uploading : null),
        ),
      ),
    );
  }

  private picture(image: GalleryImage, progress: string | null): HTMLElement {
    const url = image.state === "FAIL" ? null : imageUrl(this.editor, image);
    if (url)
      return createElement("img", { src: url, alt: image.title ?? "", loading: "lazy", draggable: "false" });
    return createElement("span", { class: "tb-gallery__missing", "data-state": image.state }, [
      progress ?? T.states[image.state],
    ]);
  }

  private figure(image: GalleryImage, progress: string | null): HTMLElement {
    const edit = button(IMAGE_TEXTS.settings, () => this.editImage(image.index, edit));
    return createElement("figure", { class: "tb-gallery__current", "data-state": image.state }, [
      this.picture(image, progress),
      createElement("figcaption", {}, [
        image.title
          ? createElement("strong", {}, [image.title])
          : createElement("strong", { class: "tb-gallery__untitled" }, [
              formatMessage(T.untitled, { n: image.index + 1 }),
            ]),
        image.desc ? createElement("span", {}, [image.desc]) : null,
        image.note ? createElement("small", {}, [`${T.imageNote}：${image.note}`]) : null,
        image.isEnhanced === "Y"
          ? createElement("small", { class: "tb-gallery__enhanced" }, [IMAGE_TEXTS.form.isEnhanced])
          : null,
        createElement("span", { class: "tb-gallery__tools" }, [
          edit,
          button(T.moveLeft, () => this.move(image.index, -1)),
          button(T.moveRight, () => this.move(image.index, 1)),
          button(T.remove, () => this.remove(image.index)),
        ]),
      ]),
    ]);
  }

  private thumbnail(image: GalleryImage, current: boolean, progress: string | null): HTMLElement {
    const item = createElement(
      "li",
      {
        class: "tb-gallery__thumb",
        "data-state": image.state,
        "aria-current": current ? "true" : undefined,
        title: `${T.setCurrent}：${image.title ?? image.index + 1}`,
      },
      [
        this.picture(image, progress),
        createElement("span", { class: "tb-gallery__badge" }, [T.states[image.state]]),
      ],
    );
    item.addEventListener("click", () => this.write({ currentImageIndex: image.index }));
    return item;
  }

  /** Writes attributes as one undoable step; false when the gallery's files are still on their way. */
  private write(attributes: Record<string, unknown>): boolean {
    const pos = this.getPos();
    if (!this.editor.isEditable || pos === undefined) return false;
    if (refuseWhileUploading(this.editor, this.node.attrs.oid)) return false;
    this.editor.view.dispatch(
      this.editor.state.tr.setNodeMarkup(pos, undefined, { ...this.node.attrs, ...attributes }),
    );
    return true;
  }

  private async addImages(): Promise<void> {
    if (!this.editor.isEditable || refuseWhileUploading(this.editor, this.node.attrs.oid)) return;
    if (this.images.length >= GALLERY_MAX_IMAGES) {
      toast.error(formatMessage(T.full, { max: GALLERY_MAX_IMAGES }));
      return;
    }
    const files = await pickFiles(acceptFor("IMAGE"), { multiple: true });
    if (files.length > 0) addGalleryImages(this.editor, String(this.node.attrs.oid), files);
  }

  private editImage(index: number, anchor: HTMLElement): void {
    const image = this.images[index];
    if (!image || !this.editor.isEditable || refuseWhileUploading(this.editor, this.node.attrs.oid)) return;
    openFormPanel({
      anchor,
      title: `${T.imageTitle} ${index + 1}`,
      values: { title: image.title ?? "", desc: image.desc ?? "", note: image.note ?? "" },
      fields: () => [
        { name: "title", label: T.imageTitle, kind: "text" },
        { name: "desc", label: T.imageDesc, kind: "textarea" },
        { name: "note", label: T.imageNote, kind: "textarea" },
      ],
      onSave: (values) => {
        const text = (name: string) => values[name]?.trim() || null;
        this.write({
          imagesInfo: withChange(this.images, index, {
            title: text("title"),
            desc: text("desc"),
            note: text("note"),
          }),
        });
      },
    });
  }

  private move(index: number, by: -1 | 1): void {
    const images = withMove(this.images, index, by);
    if (images === this.images) return;
    this.write({ imagesInfo: images, currentImageIndex: currentAfter(index + by, images.length) });
  }

  private remove(index: number): void {
    const images = withoutImage(this.images, index);
    const current = Number(this.node.attrs.currentImageIndex);
    this.write({
      imagesInfo: images,
      currentImageIndex: currentAfter(current > index ? current - 1 : current, images.length),
    });
  }

  /** Content §3.12: the cover is exactly two lines, its title and its description. */
  private toggleCover(): void {
    const pos = this.getPos();
    const { galleryCover, paragraph } = this.editor.schema.nodes;
    if (pos === undefined || !galleryCover || !paragraph) return;
    if (!this.editor.isEditable || refuseWhileUploading(this.editor, this.node.attrs.oid)) return;
    const { tr } = this.editor.state;
    if (this.node.childCount > 0) {
      tr.delete(pos + 1, pos + this.node.nodeSize - 1);
    } else {
      tr.insert(pos + 1, galleryCover.create(null, [paragraph.create(), paragraph.create()]));
    }
    this.editor.view.dispatch(tr);
  }

  update(node: ProseMirrorNode): boolean {
    if (node.type !== this.node.type) return false;
    const previous = this.node;
    this.node = node;
    if (previous.attrs !== node.attrs || previous.childCount !== node.childCount) this.draw();
    return true;
  }

  stopEvent(event: Event): boolean {
    const target = event.target;
    return target instanceof Node && (this.head.contains(target) || this.stage.contains(target));
  }

  ignoreMutation(mutation: ViewMutationRecord): boolean {
    if (mutation.type === "selection") return false;
    return !this.contentDOM.contains(mutation.target);
  }

  destroy(): void {
    for (const stop of this.stops) stop();
  }
}

export const galleryForm = nodeViewForm((node, editor, getPos) => new GalleryView(node, editor, getPos));
