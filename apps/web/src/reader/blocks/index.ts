// The published reader's blocks: the reader shell puts a file's server-rendered HTML (renderNodeHtml
// of packages/schema: each node a data-type element with its attributes as data-*) into the page
// and calls enhanceBlocks over it, which turns each block into something a reader can use: media
// players, galleries, popups, links that follow headings, extended readings, 3D and document viewers (their heavy
// parts loaded only when opened), code boxes and answerable quizzes. Plain DOM, no editor, so the
// reader's first page stays light. Formulas arrive typeset by the build.
import { enhanceCodeBoxes } from "./code/code-boxes.ts";
import { enhanceDocumentBoxes } from "./document/document-boxes.ts";
import { enhanceGalleries } from "./gallery/gallery.ts";
import { enhanceImages } from "./images/images.ts";
import { enhanceInteractions } from "./interaction/quiz.ts";
import { enhanceLinks } from "./links/links.ts";
import { enhanceMedia } from "./media/media-players.ts";
import { enhancePopups } from "./popup/popups.ts";
import type { BlockEnhancer, ReaderContext } from "./reader-context.ts";
import { enhanceReadings } from "./reading/readings.ts";
import { enhanceRecording } from "./recording/recording.ts";
import { enhanceThreeDBoxes } from "./three-d/three-d-boxes.ts";

export type { ReaderContext } from "./reader-context.ts";

const ENHANCERS: BlockEnhancer[] = [
  enhanceImages,
  enhanceMedia,
  enhanceGalleries,
  enhancePopups,
  enhanceLinks,
  enhanceReadings,
  enhanceCodeBoxes,
  enhanceThreeDBoxes,
  enhanceDocumentBoxes,
  enhanceInteractions,
  enhanceRecording,
];

/** Makes the blocks inside `root` usable; the answer undoes it (before the shell shows another file). */
export function enhanceBlocks(root: HTMLElement, ctx: ReaderContext): () => void {
  const stops = ENHANCERS.map((enhance) => enhance(root, ctx));
  return () => {
    for (const stop of stops.reverse()) stop();
  };
}
