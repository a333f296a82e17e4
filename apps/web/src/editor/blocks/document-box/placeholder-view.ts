// The document placeholder (content §3.11: oid and version): it holds the place of a document box
// while the file uploads, showing the upload's progress, and gives way to the box once the file is
// stored (document-upload.ts). One left in a saved document (the page closed mid-upload) says so.
import { THREE_D_TEXTS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { NodeView } from "@tiptap/pm/view";
import { createElement } from "../../core/node-view/create-element.ts";
import { subscribeUploads, uploadLabel } from "../../core/upload/editor-uploads.ts";
import { documentIcon } from "./document-icon.ts";
import "../../core/media-card/media-card.css";
import "../../core/media-card/file-card.css";

const TEXTS = THREE_D_TEXTS.document;

export class DocumentPlaceholderView implements NodeView {
  readonly dom: HTMLElement;
  private node: ProseMirrorNode;
  private readonly editor: Editor;
  private readonly text = createElement("span", { class: "tb-file-card__title" });
  private readonly status = createElement("span", { class: "tb-file-card__status", role: "status" });
  private readonly stop: () => void;

  constructor(node: ProseMirrorNode, editor: Editor) {
    this.node = node;
    this.editor = editor;
    this.dom = createElement("div", {
      class: "tb-card tb-card--light tb-file-card tb-document-box tb-document-placeholder",
      "data-type": node.type.name,
    });
    this.dom.contentEditable = "false";
    this.dom.append(
      createElement("div", { class: "tb-file-card__main" }, [
        createElement("img", { class: "tb-file-card__icon tb-card__icon", alt: "", src: documentIcon(null) }),
        this.text,
      ]),
      createElement("div", { class: "tb-file-card__footer" }, [this.status]),
    );
    this.sync();
    this.stop = subscribeUploads(editor, () => this.sync());
  }

  private sync(): void {
    const progress = uploadLabel(this.editor, this.node.attrs.oid);
    this.text.textContent = progress === null ? TEXTS.unfinished : TEXTS.placeholder;
    this.status.textContent = progress ?? "";
    this.dom.dataset.state = progress === null ? "unfinished" : "busy";
  }

  update(node: ProseMirrorNode): boolean {
    if (node.type !== this.node.type) return false;
    this.node = node;
    this.sync();
    return true;
  }

  ignoreMutation(): boolean {
    return true;
  }

  destroy(): void {
    this.stop();
  }
}
