// What the hover block menu can insert, and which of it the schema allows at a place. The menu
// never keeps its own nesting rules: a choice is offered only where the parent's content
// expression accepts it (content §5: a block cannot be inserted where disallowed).

import { type AttachmentType, EDITOR_BLOCK_TEXTS, EDITOR_TEXTS, formatMessage } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode, Schema } from "@tiptap/pm/model";
import { AUDIO_VIDEO_CHOICES } from "../audio-video/audio-video-choices.ts";
import { IMAGE_CHOICES } from "../image/image-choices.ts";
import { INTERACTION_CHOICES } from "../interaction/interaction-choices.ts";
import { KNOWLEDGE_CHOICES } from "../knowledge/knowledge-choices.ts";
import { READING_CHOICES } from "../reading/reading-choices.ts";
import { THREE_D_CHOICES } from "../three-d/three-d-choices.ts";

const LABELS = EDITOR_BLOCK_TEXTS.blocks;

export interface BlockChoice {
  key: string;
  /** The node type inserted; a choice whose type the schema lacks is never offered. */
  type: string;
  label: string;
  build: (schema: Schema) => ProseMirrorNode | null;
  /**
   * A media choice first asks for a file of this attachment type (the `accept` list of the file
   * dialog); the built node is inserted only once a file is picked, and the file queued for upload
   * into it (editor/upload/). `multiple` lets the dialog take several files, which `queue` then
   * places (a gallery's images); without `queue` the first file fills the node.
   */
  upload?: {
    attachmentType: AttachmentType;
    accept: string;
    multiple?: boolean;
    queue?: (editor: Editor, nodeOid: string, files: File[]) => void;
  };
}

function filled(type: string, attributes?: Record<string, unknown>) {
  return (schema: Schema) => schema.nodes[type]?.createAndFill(attributes ?? null) ?? null;
}

/** A table box: its caption (numbered once inserted) over a 3 × 3 table whose first row is the header row. */
function tableBox(schema: Schema): ProseMirrorNode | null {
  const { tableBox: box, table, tableRow, tableCell, tableHeader, paragraph } = schema.nodes;
  if (!box || !table || !tableRow || !tableCell || !paragraph) return null;
  const row = (cellType: typeof tableCell) =>
    tableRow.create(
      null,
      [0, 1, 2].map(() => cellType.create(null, paragraph.create())),
    );
  const rows = [row(tableHeader ?? tableCell), row(tableCell), row(tableCell)];
  const caption = schema.nodes.caption?.create({ type: "TABLE" });
  return box.createChecked(null, caption ? [caption, table.create(null, rows)] : [table.create(null, rows)]);
}

export const BLOCK_CHOICES: BlockChoice[] = [
  { key: "paragraph", type: "paragraph", label: LABELS.paragraph, build: filled("paragraph") },
  ...[1, 2, 3].map((level) => ({
    key: `heading-${level}`,
    type: "heading",
    label: formatMessage(EDITOR_TEXTS.heading, { level }),
    build: filled("heading", { level }),
  })),
  { key: "bulletList", type: "bulletList", label: LABELS.bulletList, build: filled("bulletList") },
  { key: "orderedList", type: "orderedList", label: LABELS.orderedList, build: filled("orderedList") },
  { key: "tableBox", type: "tableBox", label: LABELS.tableBox, build: tableBox },
  { key: "codeBox", type: "codeBox", label: LABELS.codeBox, build: filled("codeBox") },
  { key: "mathBox", type: "mathBox", label: LABELS.mathBox, build: filled("mathBox") },
  { key: "displayMath", type: "displayMath", label: LABELS.displayMath, build: filled("displayMath") },
  {
    key: "horizontalRule",
    type: "horizontalRule",
    label: LABELS.horizontalRule,
    build: filled("horizontalRule"),
  },
  { key: "layoutBox", type: "layoutBox", label: LABELS.layoutBox, build: filled("layoutBox") },
  {
    key: "chapterHeader",
    type: "chapterHeader",
    label: LABELS.chapterHeader,
    build: filled("chapterHeader"),
  },
  {
    key: "sectionHeader",
    type: "sectionHeader",
    label: LABELS.sectionHeader,
    build: filled("sectionHeader"),
  },
  ...IMAGE_CHOICES,
  ...AUDIO_VIDEO_CHOICES,
  ...THREE_D_CHOICES,
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
