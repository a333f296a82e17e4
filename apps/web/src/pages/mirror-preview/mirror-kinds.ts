// The mirror previews (shell §2; the spec does not show what they display): each is the draft
// preview of a book file narrowed to one kind of its content — the blocks of the document that hold
// a node of that kind, in their order. main-page is the whole file.
import { type DocumentJson, type FilePath, formatMessage, MIRROR_PREVIEW_TEXTS } from "@textbook/shared";
import { MIRROR_ROUTES, type MirrorKind, type MirrorRoute } from "./mirror-routes.ts";

interface JsonNode {
  type?: unknown;
  attrs?: Record<string, unknown>;
  content?: unknown;
}

type Holds = (node: JsonNode) => boolean;

const ofTypes =
  (...types: string[]): Holds =>
  (node) =>
    typeof node.type === "string" && types.includes(node.type);

export interface MirrorPage extends MirrorRoute {
  /** Which nodes the page shows; null shows the whole file. */
  holds: Holds | null;
}

const HOLDS: Record<MirrorKind, Holds | null> = {
  main: null,
  extendRead: ofTypes("extendedReading", "extendedReadingInline"),
  practiceTopics: ofTypes("interaction"),
  // The interactions of type TEST: objective questions the reader's answers are marked on (content §3.14).
  testTopics: (node) => node.type === "interaction" && (node.attrs?.type ?? "TEST") === "TEST",
  customInteraction: ofTypes("customActivityBox"),
  threeD: ofTypes("threeDBox"),
  zjyKg: ofTypes("knowledgeGraphCard", "knowledgePoint"),
};

export const MIRROR_PAGES: readonly MirrorPage[] = MIRROR_ROUTES.map((route) => ({
  ...route,
  holds: HOLDS[route.kind],
}));

export function mirrorPath(route: string, file: FilePath | { bookOid: string }): string {
  const segments =
    "fileOid" in file ? [file.bookOid, file.chapterOid, file.sectionOid, file.fileOid] : [file.bookOid];
  return `${route}/${segments.join("/")}`;
}

function holdsAny(node: JsonNode, holds: Holds): boolean {
  if (holds(node)) return true;
  return Array.isArray(node.content) && node.content.some((child: JsonNode) => holdsAny(child, holds));
}

/** The document narrowed to its top-level blocks holding a node `holds` accepts; null when none does. */
export function narrowDocument(content: DocumentJson, holds: Holds | null): DocumentJson | null {
  if (!holds) return content;
  const blocks = Array.isArray(content.content) ? (content.content as JsonNode[]) : [];
  const kept = blocks.filter((block) => holdsAny(block, holds));
  return kept.length > 0 ? { ...content, content: kept } : null;
}

/** /zjy-preview: the one knowledge-graph card (or point) with this oid. */
export const cardWithOid =
  (oid: string): Holds =>
  (node) =>
    ofTypes("knowledgeGraphCard", "knowledgePoint")(node) && node.attrs?.oid === oid;

export const emptyText = (page: MirrorPage) =>
  formatMessage(MIRROR_PREVIEW_TEXTS.empty, { kind: MIRROR_PREVIEW_TEXTS.kinds[page.kind] });
