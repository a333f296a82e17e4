// Inline video and inline audio (content §3.8, §3.9): a chip in the line of text that plays its
// file in a small popover, while editing and while reading alike; while its file uploads it shows
// the upload's progress instead.
import { AUDIO_VIDEO_TEXTS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { builtinIcon } from "../../core/media-card/builtin-pictures.ts";
import { cardIcon } from "../../core/media-card/card-pictures.ts";
import { mediaLinks } from "../../core/media-links/media-links.ts";
import { usableStoredLink } from "../../core/media-links/stored-link.ts";
import { attributeText } from "../../core/node-view/attribute-text.ts";
import type { AttributeViewSpec } from "../../core/node-view/attribute-view.ts";
import { createElement } from "../../core/node-view/create-element.ts";
import { openFloatingPanel } from "../../core/node-view/floating-panel.ts";
import { refuseWhileUploading, uploadLabel } from "../../core/upload/editor-uploads.ts";
import "../../core/media-card/media-card.css";
import "./media-box.css";

type MediaKind = "video" | "audio";

/** The file's fresh link; when the links do not know it yet, asks once more before giving up. */
async function sourceOf(editor: Editor, node: ProseMirrorNode): Promise<string | null> {
  const links = mediaLinks(editor);
  const stored = usableStoredLink(node.attrs.src);
  const oid = attributeText(node.attrs.fileOid);
  if (!oid) return stored;
  const known = links.url(oid);
  if (known) return known;
  await links.reload();
  return links.url(oid) ?? stored;
}

function posterOf(editor: Editor, node: ProseMirrorNode): string | null {
  const links = mediaLinks(editor);
  return links.url(node.attrs.coverAttOid) ?? links.url(node.attrs.firstFrameCoverAttOid);
}

async function play(editor: Editor, node: ProseMirrorNode, kind: MediaKind, anchor: HTMLElement) {
  const texts = AUDIO_VIDEO_TEXTS[kind];
  const title = attributeText(node.attrs.title) ?? attributeText(node.attrs.name) ?? texts.label;
  const player = createElement(kind, {
    class: `tb-inline-media__player tb-inline-media__player--${kind}`,
    controls: "",
  });
  const status = createElement("p", { class: "tb-inline-media__status", role: "status" });
  status.hidden = true;
  const panel = openFloatingPanel({
    anchor,
    label: title,
    content: [createElement("p", { class: "tb-floating-panel__title" }, [title]), player, status],
    onClose: () => {
      player.pause();
      player.removeAttribute("src");
    },
  });
  const fail = (message: string) => {
    status.textContent = message;
    status.hidden = false;
    player.hidden = true;
  };
  player.addEventListener("error", () => fail(texts.unplayable));
  const poster = kind === "video" ? posterOf(editor, node) : null;
  if (poster && player instanceof HTMLVideoElement) player.poster = poster;
  const source = await sourceOf(editor, node);
  if (!panel.element.isConnected) return;
  if (!source) return fail(texts.notUploaded);
  player.src = source;
  void player.play().catch(() => undefined);
}

function inlineMediaView(kind: MediaKind): AttributeViewSpec {
  return {
    className: `tb-chip tb-inline-media tb-inline-media--${kind}`,
    followsUploads: true,
    render(dom, { node, editor }) {
      const iconUrl = cardIcon(editor, node.attrs, builtinIcon(kind));
      const button = createElement(
        "button",
        { type: "button", class: "tb-inline-media__play", "aria-label": AUDIO_VIDEO_TEXTS[kind].label },
        [createElement("img", { class: "tb-inline-media__icon", src: iconUrl, alt: "" })],
      );
      // Content §4: the chip shows its file's upload, and cannot be played (or acted on) until it ends.
      const uploading = uploadLabel(editor, node.attrs.oid);
      button.addEventListener("click", () => {
        if (!refuseWhileUploading(editor, node.attrs.oid)) void play(editor, node, kind, dom);
      });
      const title =
        attributeText(node.attrs.title) ?? attributeText(node.attrs.name) ?? AUDIO_VIDEO_TEXTS[kind].label;
      dom.append(button, createElement("span", { class: "tb-inline-media__title" }, [title]));
      if (uploading)
        dom.append(createElement("span", { class: "tb-inline-media__upload", role: "status" }, [uploading]));
    },
  };
}

export const inlineVideoView = inlineMediaView("video");
export const inlineAudioView = inlineMediaView("audio");
