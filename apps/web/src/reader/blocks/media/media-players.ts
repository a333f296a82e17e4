// Video and audio (content §3.8, §3.9) in the reader: each box becomes a figure with the browser's
// own player (keyboard-usable controls, named by the box's title), and an inline video or audio
// becomes a button that opens its player in a dialog. A medium the edition lacks says so.
import { AUDIO_VIDEO_TEXTS, formatMessage, READER_BLOCK_TEXTS } from "@textbook/shared";
import { openViewerDialog } from "../../../editor/blocks/three-d-box/viewer-dialog.ts";
import { createElement } from "../../../editor/core/node-view/create-element.ts";
import {
  type BlockEnhancer,
  blocksOf,
  dataText,
  fileAddress,
  type ReaderContext,
  readerAddress,
} from "../reader-context.ts";
import { replaceContent } from "../replace-content.ts";
import "./media.css";

const T = READER_BLOCK_TEXTS;
type Kind = "video" | "audio";
/** Content §3.8, §3.9: videos are uploaded as MP4, audio as MP3. */
const EXTENSIONS: Record<Kind, string> = { video: "mp4", audio: "mp3" };

function titleOf(element: HTMLElement, kind: Kind): string {
  return (
    dataText(element, "title") ??
    dataText(element, kind === "video" ? "file-name" : "name") ??
    AUDIO_VIDEO_TEXTS[kind].label
  );
}

/** The browser's player for the medium, or a note when the edition does not hold it. */
export function mediaPlayer(kind: Kind, src: string | null, title: string, poster: string | null = null) {
  if (!src) return createElement("p", { class: "tb-reader-media__missing", role: "note" }, [T.unavailable]);
  return createElement(kind, {
    class: `tb-reader-media__${kind}`,
    controls: "",
    preload: "metadata",
    src,
    poster: poster ?? undefined,
    "aria-label": formatMessage(T[kind], { title }),
  });
}

function enhanceBox(box: HTMLElement, kind: Kind, context: ReaderContext): () => void {
  const title = titleOf(box, kind);
  const poster = readerAddress(context, dataText(box, "cover-src") ?? dataText(box, "first-frame-cover-src"));
  const player = mediaPlayer(kind, fileAddress(context, box, EXTENSIONS[kind]), title, poster);
  const figure = createElement("figure", { class: `tb-reader-media tb-reader-media--${kind}` }, [
    player,
    createElement("figcaption", { class: "tb-reader-media__title" }, [title]),
  ]);
  const restore = replaceContent(box, [figure]);
  return () => {
    if (player instanceof HTMLMediaElement) player.pause();
    restore();
  };
}

function enhanceInline(span: HTMLElement, kind: Kind, context: ReaderContext): () => void {
  const title = titleOf(span, kind);
  const src = fileAddress(context, span, EXTENSIONS[kind]);
  const button = createElement(
    "button",
    {
      type: "button",
      class: `tb-reader-media__inline tb-reader-media__inline--${kind}`,
      "aria-haspopup": "dialog",
      "aria-label": formatMessage(T.play, { title }),
    },
    [title],
  );
  button.addEventListener("click", () => {
    const dialog = openViewerDialog(title, `tb-reader-media-dialog tb-reader-media-dialog--${kind}`);
    const player = mediaPlayer(kind, src, title);
    dialog.stage.append(player);
    dialog.onClose(() => {
      if (player instanceof HTMLMediaElement) player.pause();
    });
  });
  return replaceContent(span, [button]);
}

export const enhanceMedia: BlockEnhancer = (root, context) => {
  const stops = [
    ...blocksOf(root, "videoBox").map((box) => enhanceBox(box, "video", context)),
    ...blocksOf(root, "audioBox").map((box) => enhanceBox(box, "audio", context)),
    ...blocksOf(root, "inlineVideo").map((span) => enhanceInline(span, "video", context)),
    ...blocksOf(root, "inlineAudio").map((span) => enhanceInline(span, "audio", context)),
  ];
  // A plain video block already is a player; its stored addresses may be the edition's relative ones.
  for (const video of blocksOf<HTMLVideoElement>(root, "videoBlock")) {
    const src = readerAddress(context, video.getAttribute("src"));
    const poster = readerAddress(context, video.getAttribute("poster"));
    if (src) video.setAttribute("src", src);
    if (poster) video.setAttribute("poster", poster);
    video.setAttribute("aria-label", AUDIO_VIDEO_TEXTS.video.label);
  }
  return () => {
    for (const stop of stops) stop();
  };
};
