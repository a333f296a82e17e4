// What the static pages of an EPUB or a PDF draw in place of the editor's interactive blocks:
// an exercise becomes its questions, numbered through the book, whose answers gather in the answer
// key at the end of the book; a video or an audio becomes its poster and a line naming it (a link
// when it lives on the web); a 3D model or a document becomes its cover and its name; formulas are
// typeset as the format reads them (MathML for e-readers, KaTeX's HTML for print).
import { escapeHtml } from "@textbook/schema";
import {
  type EditionActivity,
  EXPORT_TEXTS,
  formatMessage,
  type Topic,
  topicInputSchema,
} from "@textbook/shared";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { typesetMath } from "../book-render/book-math.ts";
import { answerHtml, questionHtml } from "./topic-html.ts";

export interface AnswerKeyEntry {
  number: number;
  title: string;
  /** The exercise's answers, an <ol>. */
  html: string;
}

export interface StaticBlocksOptions {
  math: "html" | "mathml";
  /** Whether `src` is a picture the export carries (a page must not point at what it lacks). */
  carriesPicture: (src: string) => boolean;
}

interface Poster {
  link: string;
  covers: string[];
  inline?: boolean;
}

/** Per media node: the words of its line and where its cover lies. */
const POSTERS: Record<string, Poster> = {
  videoBox: { link: EXPORT_TEXTS.mediaLink, covers: ["coverSrc", "firstFrameCoverSrc", "iconSrc"] },
  videoBlock: { link: EXPORT_TEXTS.mediaLink, covers: ["coverSrc"] },
  inlineVideo: { link: EXPORT_TEXTS.mediaLink, covers: [], inline: true },
  audioBox: { link: EXPORT_TEXTS.audioLink, covers: ["illustration", "iconSrc"] },
  inlineAudio: { link: EXPORT_TEXTS.audioLink, covers: [], inline: true },
  threeDBox: { link: EXPORT_TEXTS.threeDLink, covers: ["illustration", "iconSrc"] },
  documentBox: { link: EXPORT_TEXTS.documentLink, covers: ["illustration", "iconSrc"] },
};

const WEB_ADDRESS = /^https?:\/\//i;

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

function topicsOf(node: ProseMirrorNode, activities: EditionActivity[]): Topic[] {
  const activity = activities.find((candidate) => candidate.activity.oid === node.attrs.oid);
  if (activity) return activity.topics;
  // An exercise whose activity is gone still shows the topics its node kept.
  const kept: unknown[] = Array.isArray(node.attrs.topics) ? node.attrs.topics : [];
  return kept.flatMap((topic) => {
    const parsed = topicInputSchema.safeParse(topic);
    return parsed.success ? [{ ...parsed.data, oid: "" }] : [];
  });
}

export function createStaticBlocks(options: StaticBlocksOptions) {
  const answerKey: AnswerKeyEntry[] = [];
  const math = (node: ProseMirrorNode) => typesetMath(node, options.math);

  function poster(node: ProseMirrorNode, kind: Poster): string {
    const title =
      text(node.attrs.title) || text(node.attrs.name) || text(node.attrs.fileName) || EXPORT_TEXTS.untitled;
    const label = escapeHtml(formatMessage(kind.link, { title }));
    const src = text(node.attrs.src);
    const line = WEB_ADDRESS.test(src) ? `<a href="${escapeHtml(src)}">${label}</a>` : label;
    const tag = kind.inline ? "span" : "div";
    const cover = kind.covers.map((key) => text(node.attrs[key])).find(options.carriesPicture);
    const image = cover
      ? `<img class="tb-poster" src="${escapeHtml(cover)}" alt="${escapeHtml(title)}"/>`
      : "";
    const lineTag = kind.inline ? "span" : "p";
    return `<${tag} class="tb-media-card" data-type="${node.type.name}">${image}<${lineTag} class="tb-media-link">${line}</${lineTag}></${tag}>`;
  }

  function exercise(node: ProseMirrorNode, activities: EditionActivity[]): string {
    const number = answerKey.length + 1;
    const title = text(node.attrs.title) || EXPORT_TEXTS.exercise;
    const topics = topicsOf(node, activities);
    const heading = `${EXPORT_TEXTS.exercise} ${number}　${title}`;
    answerKey.push({
      number,
      title: heading,
      html: `<ol class="tb-answers">${topics.map((topic, index) => answerHtml(topic, index + 1, math)).join("")}</ol>`,
    });
    return (
      `<div class="tb-exercise" data-type="interaction"><p class="tb-exercise-title">${escapeHtml(heading)}</p>` +
      `<ol class="tb-questions">${topics.map((topic, index) => questionHtml(topic, index + 1, math)).join("")}</ol></div>`
    );
  }

  return {
    /** The node drawing of one file, knowing the file's activities. */
    nodeHtml(activities: EditionActivity[]) {
      return (node: ProseMirrorNode): string | null => {
        const name = node.type.name;
        if (name === "interaction") return exercise(node, activities);
        if (name === "customActivityBox") {
          const title = text(node.attrs.title) || text(node.attrs.name) || EXPORT_TEXTS.untitled;
          return `<div class="tb-media-card" data-type="customActivityBox"><p class="tb-media-link">${escapeHtml(formatMessage(EXPORT_TEXTS.activityLink, { title }))}</p></div>`;
        }
        const kind = POSTERS[name];
        return kind ? poster(node, kind) : math(node);
      };
    },
    /** The exercises met so far, in book order. */
    answerKey: (): readonly AnswerKeyEntry[] => answerKey,
  };
}

/** The answer key's HTML (EPUB, PDF, DOCX); without its title where the format writes its own. */
export function answerKeyHtml(entries: readonly AnswerKeyEntry[], withTitle = true): string {
  const sections = entries.map(
    (entry) => `<section><h2>${escapeHtml(entry.title)}</h2>${entry.html}</section>`,
  );
  const title = withTitle ? `<h1>${escapeHtml(EXPORT_TEXTS.answerKey)}</h1>` : "";
  return `<section class="tb-answer-key">${title}${sections.join("")}</section>`;
}

export type StaticBlocks = ReturnType<typeof createStaticBlocks>;
