// The live preview's document: one of every block the book's look styles (content §2 style
// panels), with pictures drawn in place as SVG data addresses and media without files, which the
// cards draw as they are before an upload. It is never stored.
import { STYLE_SCREEN_TEXTS, THEME_COLOURS } from "@textbook/shared";
import { svgPicture } from "../../editor/core/media-card/builtin-pictures.ts";

type NodeJSON = { type: string; attrs?: Record<string, unknown>; content?: NodeJSON[]; text?: string };

const S = STYLE_SCREEN_TEXTS.sample;

const text = (value: string): NodeJSON => ({ type: "text", text: value });
const paragraph = (...content: NodeJSON[]): NodeJSON => ({ type: "paragraph", content });
const heading = (level: number, value: string): NodeJSON => ({
  type: "heading",
  attrs: { level },
  content: [text(value)],
});
const listItem = (value: string): NodeJSON => ({ type: "listItem", content: [paragraph(text(value))] });

/** A landscape: sky, sun and hills, so the image block shows a real picture without an upload. */
function landscape(sky: string): string {
  return svgPicture(
    640,
    320,
    `<rect width="640" height="320" fill="${sky}"/><circle cx="500" cy="90" r="42" fill="#ffe082"/>` +
      `<path d="M0 320V210l120-70 130 90 110-60 140 80 140-50v120z" fill="${THEME_COLOURS.primary}" opacity=".85"/>` +
      `<path d="M0 320v-50l160-40 170 50 150-30 160 30v40z" fill="#005f67"/>`,
  );
}

const caption = (type: "IMAGE" | "TABLE", value: string): NodeJSON => ({
  type: "caption",
  attrs: { type, index: 1, chapterIndex: 1 },
  content: [text(value)],
});

const galleryImage = (index: number, sky: string) => ({
  fileOid: null,
  index,
  title: `${S.galleryTitle} ${index + 1}`,
  desc: null,
  note: null,
  src: landscape(sky),
  state: "SUCCESS",
  isEnhanced: "N",
});

const cell = (type: "tableHeader" | "tableCell", value: string): NodeJSON => ({
  type,
  content: [paragraph(text(value))],
});

export const SAMPLE_DOCUMENT: NodeJSON = {
  type: "doc",
  content: [
    { type: "chapterHeader", content: [text(S.chapter)] },
    { type: "sectionHeader", content: [text(S.section)] },
    heading(1, S.headings[0]),
    paragraph(text(S.paragraphs[0])),
    paragraph(
      text(S.paragraphs[1]),
      { type: "link", attrs: { type: "URL", title: S.link, url: "https://example.com" } },
      text(S.paragraphs[2]),
      { type: "inlineMath", attrs: { latex: S.inlineMath } },
      text(S.paragraphs[3]),
    ),
    { type: "bulletList", content: S.listItems.map(listItem) },
    { type: "orderedList", content: S.listItems.map(listItem) },
    heading(2, S.headings[1]),
    {
      type: "imageBox",
      content: [
        { type: "imageBlock", attrs: { src: landscape("#b3e5fc"), originWidth: 640, originHeight: 320 } },
        caption("IMAGE", S.imageCaption),
      ],
    },
    {
      type: "galleryBox",
      attrs: { imagesInfo: [galleryImage(0, "#b3e5fc"), galleryImage(1, "#ffe0b2")] },
      content: [{ type: "galleryCover", content: [paragraph(text(S.galleryTitle)), paragraph()] }],
    },
    { type: "audioBox", attrs: { title: S.audio } },
    { type: "videoBox", attrs: { title: S.video, typeName: S.videoType } },
    heading(3, S.headings[2]),
    { type: "extendedReading", attrs: { title: S.reading, typeName: S.readingType } },
    { type: "interaction", attrs: { title: S.interaction, complete: "Y" } },
    {
      type: "threeDBox",
      attrs: { title: S.threeD },
      content: [{ type: "threeDIcon" }, { type: "threeDTitle", attrs: { title: S.threeD } }],
    },
    { type: "documentBox", attrs: { title: S.document, name: `${S.document}.pdf` } },
    {
      type: "tableBox",
      content: [
        caption("TABLE", S.tableCaption),
        {
          type: "table",
          content: S.table.map((row, at) => ({
            type: "tableRow",
            content: row.map((value) => cell(at === 0 ? "tableHeader" : "tableCell", value)),
          })),
        },
      ],
    },
    { type: "linkBox", attrs: { title: S.linkBox, url: "https://example.com/simulation" } },
    { type: "mathBox", content: [{ type: "displayMath", attrs: { latex: S.math } }] },
    { type: "horizontalRule" },
    paragraph(text(S.paragraphs[0])),
  ],
};
