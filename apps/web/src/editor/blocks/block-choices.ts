// What the hover block menu can insert, and which of it the schema allows at a place. The menu
// never keeps its own nesting rules: a choice is offered only where the parent's content
// expression accepts it (content §5: a block cannot be inserted where disallowed). Each block
// folder lists its own choices; paragraphs, headings and the layout box have no folder.

import { EDITOR_BLOCK_TEXTS, EDITOR_TEXTS, formatMessage } from "@textbook/shared";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { type BlockChoice, filled } from "../core/block-menu/block-choice.ts";
import { AUDIO_VIDEO_CHOICES } from "./audio-video/audio-video-choices.ts";
import { CODE_BOX_CHOICES } from "./code-box/code-box-choices.ts";
import { DOCUMENT_BOX_CHOICES } from "./document-box/document-box-choices.ts";
import { GALLERY_BOX_CHOICES } from "./gallery-box/gallery-box-choices.ts";
import { HEADER_CHOICES } from "./header/header-choices.ts";
import { HORIZONTAL_RULE_CHOICES } from "./horizontal-rule/horizontal-rule-choices.ts";
import { IMAGE_CHOICES } from "./image/image-choices.ts";
import { INTERACTION_CHOICES } from "./interaction/interaction-choices.ts";
import { KNOWLEDGE_CHOICES } from "./knowledge/knowledge-choices.ts";
import { LIST_CHOICES } from "./list/list-choices.ts";
import { MATH_CHOICES } from "./math/math-choices.ts";
import { READING_CHOICES } from "./reading/reading-choices.ts";
import { TABLE_CHOICES } from "./table/table-choices.ts";
import { THREE_D_CHOICES } from "./three-d-box/three-d-choices.ts";

const LABELS = EDITOR_BLOCK_TEXTS.blocks;

export const BLOCK_CHOICES: BlockChoice[] = [
  { key: "paragraph", type: "paragraph", label: LABELS.paragraph, build: filled("paragraph") },
  ...[1, 2, 3].map(
    (level): BlockChoice => ({
      key: `heading-${level}`,
      type: "heading",
      label: formatMessage(EDITOR_TEXTS.heading, { level }),
      build: filled("heading", { level }),
    }),
  ),
  ...LIST_CHOICES,
  ...TABLE_CHOICES,
  ...CODE_BOX_CHOICES,
  ...MATH_CHOICES,
  ...HORIZONTAL_RULE_CHOICES,
  { key: "layoutBox", type: "layoutBox", label: LABELS.layoutBox, build: filled("layoutBox") },
  ...HEADER_CHOICES,
  ...IMAGE_CHOICES,
  ...GALLERY_BOX_CHOICES,
  ...AUDIO_VIDEO_CHOICES,
  ...THREE_D_CHOICES,
  ...DOCUMENT_BOX_CHOICES,
  ...INTERACTION_CHOICES,
  ...READING_CHOICES,
  ...KNOWLEDGE_CHOICES,
];

/**
 * The choices the schema accepts at `insertAt` (a position between two blocks), each with the node
 * it would insert.
 */
export function insertableBlocks(
  doc: ProseMirrorNode,
  insertAt: number,
  choices: BlockChoice[] = BLOCK_CHOICES,
): { choice: BlockChoice; node: ProseMirrorNode }[] {
  const $at = doc.resolve(insertAt);
  const parent = $at.parent;
  const index = $at.index();
  const schema = doc.type.schema;
  const offered: { choice: BlockChoice; node: ProseMirrorNode }[] = [];
  for (const choice of choices) {
    const type = schema.nodes[choice.type];
    if (!type || !parent.canReplaceWith(index, index, type)) continue;
    const node = choice.build(schema);
    if (node) offered.push({ choice, node });
  }
  return offered;
}
