// The node view of the video box, the video block and the audio box: a real player with the
// block's cover or illustration, icon, type label and editable title, arranged by its layout
// (box-layouts.ts). The DOM is built once and only brought up to date after that (an attribute
// change, fresh media links, upload progress), so a layout switch or a link refresh never stops
// a video that is playing nor drops the caret from the title.
import { AUDIO_VIDEO_TEXTS, formatMessage } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { NodeSelection } from "@tiptap/pm/state";
import type { NodeView } from "@tiptap/pm/view";
import { mediaLinks } from "../media-links/media-links.ts";
import { createElement } from "../node-view/create-element.ts";
import { safeUrl } from "../node-view/safe-url.ts";
import { subscribeUploads, uploadLabel } from "../upload/editor-uploads.ts";
import type { BoxKind } from "./box-kinds.ts";
import type { TextPart } from "./box-layouts.ts";
import type { Picture } from "./box-pictures.ts";
import { applyStyle, cardStyle } from "./card-style.ts";
import "./media-box.css";

/** Parts whose events are theirs, not the editor's: the player's controls, the poster, the title. */
const CONTROLS = "video, audio, input, button";

export class MediaBoxView implements NodeView {
  readonly dom: HTMLElement;
  private node: ProseMirrorNode;
  private readonly editor: Editor;
  private readonly getPos: () => number | undefined;
  private readonly kind: BoxKind;
  private readonly player: HTMLMediaElement;
  private readonly media = createElement("div", { class: "tb-media-box__media" });
  private readonly picture = createElement("img", { class: "tb-media-box__picture", alt: "" });
  private readonly poster = createElement("button", { type: "button", class: "tb-media-box__poster" });
  private readonly text = createElement("div", { class: "tb-media-box__text" });
  private readonly status = createElement("div", { class: "tb-media-box__status", role: "status" });
  private readonly textParts: Record<TextPart, HTMLElement>;
  private readonly title = createElement("input", {
    class: "tb-media-box__title",
    type: "text",
    placeholder: AUDIO_VIDEO_TEXTS.titlePlaceholder,
  });
  private readonly stops: (() => void)[] = [];
  private sourceUrl: string | null = null;
  /** A fresh link that arrived while playing: it replaces the old one at the next pause. */
  private pendingUrl: string | null | undefined;
  private failed = false;
  private pressedOnControl = false;
  private appliedStyle: Record<string, string> = {};

  constructor(node: ProseMirrorNode, editor: Editor, getPos: () => number | undefined, kind: BoxKind) {
    this.node = node;
    this.editor = editor;
    this.getPos = getPos;
    this.kind = kind;
    this.dom = createElement("div", { class: `tb-media-box ${kind.className}`, "data-type": node.type.name });
    this.dom.contentEditable = "false";
    // Nothing loads before the reader asks: a chapter with twenty videos opens without fetching them.
    this.player = createElement(kind.media, {
      class: "tb-media-box__player",
      controls: "",
      preload: "none",
      playsinline: "",
    });
    this.textParts = {
      icon: createElement("img", { class: "tb-media-box__icon", alt: "" }),
      typeName: createElement("span", { class: "tb-media-box__type" }),
      title: this.title,
    };
    this.build();
    this.listen();
    this.sync();
  }

  private build(): void {
    if (this.kind.media === "video") {
      this.poster.setAttribute("aria-label", AUDIO_VIDEO_TEXTS.video.play);
      this.poster.append(
        this.picture,
        createElement("span", { class: "tb-media-box__play", "aria-hidden": "true" }),
      );
      this.media.append(
        createElement("div", { class: "tb-media-box__stage" }, [this.player, this.poster, this.status]),
      );
    } else {
      this.media.append(this.picture);
    }
    this.dom.append(this.media, this.text);
  }

  private listen(): void {
    const { player, title } = this;
    this.poster.addEventListener("click", () => void player.play().catch(() => undefined));
    player.addEventListener("play", () => {
      this.dom.dataset.started = "true";
    });
    player.addEventListener("pause", () => this.applyPendingSource());
    player.addEventListener("error", () => {
      if (!this.sourceUrl) return;
      this.failed = true;
      this.showStatus();
    });
    title.addEventListener("keydown", (event) => {
      if (event.key === "Enter") title.blur();
      if (event.key === "Escape") {
        title.value = this.storedTitle();
        title.blur();
      }
    });
    title.addEventListener("change", () => this.commitTitle());
    this.dom.addEventListener(
      "mousedown",
      (event) => {
        this.pressedOnControl = event.target instanceof Element && event.target.closest(CONTROLS) !== null;
        // The editor does not see presses on the player or the title: select the block all the
        // same, so its style panel opens whatever part of it the author clicked.
        if (this.pressedOnControl) this.selectBlock();
      },
      true,
    );
    // The block is draggable: a drag begun on a control (a seek bar, a title selection) is the control's.
    this.dom.addEventListener("dragstart", (event) => {
      if (this.pressedOnControl) event.preventDefault();
    });
    this.stops.push(
      mediaLinks(this.editor).subscribe(() => this.sync()),
      subscribeUploads(this.editor, () => this.showStatus()),
    );
  }

  private selectBlock(): void {
    const position = this.getPos();
    const { state, view } = this.editor;
    if (position === undefined || !this.editor.isEditable) return;
    const { selection } = state;
    if (selection instanceof NodeSelection && selection.from === position) return;
    view.dispatch(state.tr.setSelection(NodeSelection.create(state.doc, position)));
  }

  private storedTitle(): string {
    return typeof this.node.attrs.title === "string" ? this.node.attrs.title : "";
  }

  private commitTitle(): void {
    const position = this.getPos();
    const value = this.title.value.trim();
    if (position === undefined || !this.editor.isEditable || value === this.storedTitle()) return;
    const { state, view } = this.editor;
    view.dispatch(state.tr.setNodeMarkup(position, undefined, { ...this.node.attrs, title: value || null }));
  }

  private url(picture: Picture | null): string | null {
    if (!picture) return null;
    return mediaLinks(this.editor).url(picture.attOid) ?? safeUrl(picture.src);
  }

  /** Brings the DOM up to the node's attributes and the current links. */
  private sync(): void {
    const { attrs } = this.node;
    const { dom, kind } = this;
    const layout = kind.layout(attrs);
    setData(dom, "layout", layout?.name);
    setData(dom, "arrangement", layout?.spec.arrangement ?? "bare");
    setData(dom, "mediaSize", layout?.spec.media);
    setData(dom, "textFirst", layout?.spec.textFirst ? "true" : undefined);
    setData(dom, "centred", layout?.spec.centred ? "true" : undefined);

    const parts = (layout?.spec.text ?? []).map((part) => this.textParts[part]);
    if (kind.media === "audio") parts.push(this.player, this.status);
    if (
      parts.some((part, index) => this.text.children[index] !== part) ||
      this.text.children.length !== parts.length
    ) {
      this.text.replaceChildren(...parts);
    }
    this.text.hidden = parts.length === 0;

    const picture = this.url(kind.picture(attrs, layout?.name ?? null));
    setSrc(this.picture, picture);
    this.picture.hidden = picture === null;
    this.media.hidden = kind.media === "audio" && picture === null;
    setSrc(this.textParts.icon as HTMLImageElement, this.url(kind.icon(attrs)));
    this.textParts.typeName.textContent = kind.typeName(attrs) ?? "";
    if (document.activeElement !== this.title) this.title.value = this.storedTitle();
    this.title.readOnly = !this.editor.isEditable;

    this.setSource(this.url(kind.source(attrs)));
    const style = cardStyle(attrs);
    applyStyle(dom, style, this.appliedStyle);
    this.appliedStyle = style;
    this.showStatus();
  }

  private setSource(url: string | null): void {
    if (url === (this.pendingUrl === undefined ? this.sourceUrl : this.pendingUrl)) return;
    if (this.sourceUrl && url && !this.player.paused) {
      this.pendingUrl = url;
      return;
    }
    this.pendingUrl = url;
    this.applyPendingSource();
  }

  /** Swaps in a newer link, keeping the place the reader had reached. */
  private applyPendingSource(): void {
    const url = this.pendingUrl;
    if (url === undefined) return;
    this.pendingUrl = undefined;
    const { player } = this;
    const time = player.currentTime;
    this.sourceUrl = url;
    this.failed = false;
    if (url) player.src = url;
    else player.removeAttribute("src");
    if (time > 0 && url) {
      player.preload = "metadata";
      player.addEventListener("loadedmetadata", () => (player.currentTime = time), { once: true });
    }
    this.showStatus();
  }

  private showStatus(): void {
    const uploading = uploadLabel(this.editor, this.node.attrs.oid);
    const progress = typeof this.node.attrs.progress === "number" ? this.node.attrs.progress : null;
    const { texts } = this.kind;
    const message =
      uploading ??
      (progress !== null && !this.sourceUrl
        ? formatMessage(AUDIO_VIDEO_TEXTS.uploading, { progress })
        : !this.sourceUrl
          ? texts.notUploaded
          : this.failed
            ? texts.unplayable
            : null);
    this.status.textContent = message ?? "";
    this.status.hidden = message === null;
    setData(this.dom, "playable", message === null ? "true" : undefined);
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
    this.player.pause();
    this.player.removeAttribute("src");
  }
}

function setData(element: HTMLElement, name: string, value: string | undefined): void {
  if (value === undefined) delete element.dataset[name];
  else if (element.dataset[name] !== value) element.dataset[name] = value;
}

function setSrc(image: HTMLImageElement, url: string | null): void {
  if (url === null) image.removeAttribute("src");
  else if (image.getAttribute("src") !== url) image.src = url;
}
