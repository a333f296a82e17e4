// What a read-only card shows for each media and interactive block (content §3.6-§3.16): a type
// label, the title, the layout, a cover or illustration when one is stored, and a short fact (how
// many images, topics or resources). Full editing of these blocks comes with the media issue.

import { EDITOR_BLOCK_TEXTS, formatMessage } from "@textbook/shared";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";

const TEXTS = EDITOR_BLOCK_TEXTS.card;
const LABELS: Record<string, string> = EDITOR_BLOCK_TEXTS.blocks;

export interface CardInfo {
  label: string;
  title: string | null;
  cover: unknown;
  layout: string | null;
  facts: string[];
  /** Shown instead of the card body (an unfinished interaction, a failed knowledge graph). */
  notice: string | null;
}

type Attributes = Record<string, unknown>;

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

function count(value: unknown): number {
  return Array.isArray(value) ? value.length : 0;
}

function childTitle(node: ProseMirrorNode): string | null {
  let title: string | null = null;
  node.forEach((child) => {
    title ??= text(child.attrs.title);
  });
  return title;
}

const COVERS: Record<string, (attributes: Attributes) => unknown> = {
  videoBox: (a) => a.coverSrc ?? a.firstFrameCoverSrc,
  videoBlock: (a) => a.coverSrc,
  audioBox: (a) => a.illustration,
  threeDBox: (a) => a.illustration,
  documentBox: (a) => a.illustration,
  galleryBox: (a) => (Array.isArray(a.imagesInfo) ? (a.imagesInfo[0] as Attributes | undefined)?.src : null),
  knowledgeGraphCard: (a) => (a.viewType === "Tree" ? a.treeCoverSrc : a.linkCoverSrc),
  mindMapCard: (a) => a.mindMapCoverSrc,
};

function facts(node: ProseMirrorNode): string[] {
  const a = node.attrs;
  const list: string[] = [];
  if (text(a.typeName)) list.push(String(a.typeName));
  if (node.type.name === "galleryBox") list.push(formatMessage(TEXTS.images, { n: count(a.imagesInfo) }));
  if (node.type.name === "interaction") list.push(formatMessage(TEXTS.topics, { n: count(a.topics) }));
  if (node.type.name === "extendedReading")
    list.push(formatMessage(TEXTS.resources, { n: count(a.resources) }));
  if (typeof a.progress === "number") list.push(`${a.progress}%`);
  return list;
}

function notice(node: ProseMirrorNode): string | null {
  const a = node.attrs;
  // Content §4: an interaction that is not complete renders a placeholder, not the full box.
  if (node.type.name === "interaction" && a.complete !== "Y") return TEXTS.incomplete;
  if (node.type.name === "knowledgeGraphCard" && a.knowPointDescStatus === "error") return TEXTS.graphInvalid;
  if (node.type.name === "mindMapPlaceholder" || node.type.name === "documentPlaceholder")
    return TEXTS.placeholder;
  return null;
}

export function describeCard(node: ProseMirrorNode): CardInfo {
  const a = node.attrs;
  return {
    label: LABELS[node.type.name] ?? node.type.name,
    title: text(a.title) ?? text(a.name) ?? text(a.fileName) ?? text(a.knText) ?? childTitle(node),
    cover: COVERS[node.type.name]?.(a) ?? null,
    layout: text(a.layout),
    facts: facts(node),
    notice: notice(node),
  };
}
