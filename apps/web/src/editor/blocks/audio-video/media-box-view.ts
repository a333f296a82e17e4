// The node view of the video box, the video block and the audio box: a real player with the
// block's cover or illustration, icon, type label and editable title, arranged by its layout
// (box-layouts.ts). On CardView, so a layout switch or a link refresh never stops a video that is
// playing nor drops the caret from the title.
import { AUDIO_VIDEO_TEXTS, formatMessage } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { cardIcon, pictureUrl } from "../../core/media-card/card-pictures.ts";
import { CardTitle } from "../../core/media-card/card-title.ts";
import { CardView } from "../../core/media-card/card-view.ts";
import { mediaLinks } from "../../core/media-links/media-links.ts";
import { createElement } from "../../core/node-view/create-element.ts";
import { setChildren, setData, setSrc } from "../../core/node-view/element-updates.ts";
import { subscribeUploads, uploadLabel } from "../../core/upload/editor-uploads.ts";
import type { BoxKind } from "./box-kinds.ts";
import type { TextPart } from "./box-layouts.ts";
import "../../core/media-card/media-card.css";
import "./media-box.css";

export class MediaBoxView extends CardView {
  private readonly kind: BoxKind;
  private readonly player: HTMLMediaElement;
  private readonly media = createElement("div", { class: "tb-media-box__media" });
  private readonly picture = createElement("img", { class: "tb-media-box__picture", alt: "" });
  private readonly poster = createElement("button", { type: "button", class: "tb-media-box__poster" });
  private readonly text = createElement("div", { class: "tb-media-box__text tb-card__text" });
  private readonly status = createElement("div", { class: "tb-media-box__status", role: "status" });
  private readonly icon = createElement("img", { class: "tb-media-box__icon tb-card__icon", alt: "" });
  private readonly typeName = createElement("span", { class: "tb-media-box__type tb-card__type" });
  private readonly title: CardTitle;
  private readonly textParts: Record<TextPart, HTMLElement>;
  private sourceUrl: string | null = null;
  /** A fresh link that arrived while playing: it replaces the old one at the next pause. */
  private pendingUrl: string | null | undefined;
  private failed = false;

  constructor(node: ProseMirrorNode, editor: Editor, getPos: () => number | undefined, kind: BoxKind) {
    super(node, editor, getPos, {
      className: `tb-card tb-media-box ${kind.className}`,
      controls: "video, audio, input, button",
      selectOnControlPress: true,
    });
    this.kind = kind;
    // Nothing loads before the reader asks: a chapter with twenty videos opens without fetching them.
    // A video gets its controls when it first plays: until then its cover lies over it, and every
    // player with controls costs each frame of the page (Chromium's media controls watch its size
    // and visibility), which a long chapter with many videos feels on every key.
    this.player = createElement(kind.media, {
      class: "tb-media-box__player",
      preload: "none",
      playsinline: "",
      controls: kind.media === "audio" ? "" : undefined,
    });
    this.title = new CardTitle({
      editor,
      attributes: {
        class: "tb-media-box__title tb-card__title",
        placeholder: AUDIO_VIDEO_TEXTS.titlePlaceholder,
      },
      shown: () => (typeof this.node.attrs.title === "string" ? this.node.attrs.title : ""),
      holder: () => this.holder(),
    });
    this.textParts = { icon: this.icon, typeName: this.typeName, title: this.title.input };
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
    const { player } = this;
    this.poster.addEventListener("click", () => void player.play().catch(() => undefined));
    player.addEventListener("play", () => {
      player.controls = true;
      this.dom.dataset.started = "true";
    });
    player.addEventListener("pause", () => this.applyPendingSource());
    player.addEventListener("error", () => {
      if (!this.sourceUrl) return;
      this.failed = true;
      this.showStatus();
    });
    this.stops.push(
      mediaLinks(this.editor).subscribe(() => this.sync()),
      subscribeUploads(this.editor, () => this.showStatus()),
    );
  }

  protected render(editable: boolean): void {
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
    setChildren(this.text, parts);
    this.text.hidden = parts.length === 0;

    const picture = pictureUrl(this.editor, kind.picture(attrs));
    setSrc(this.picture, picture);
    this.picture.hidden = picture === null;
    this.media.hidden = kind.media === "audio" && picture === null;
    setSrc(this.icon, cardIcon(this.editor, attrs, kind.icon()));
    this.typeName.textContent = kind.typeName(attrs) ?? "";
    this.title.sync(editable);

    this.setSource(pictureUrl(this.editor, kind.source(attrs)));
    this.applyCardStyle();
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

  override destroy(): void {
    super.destroy();
    this.player.pause();
    this.player.removeAttribute("src");
  }
}
