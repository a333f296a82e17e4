// GET .../headings: the document's headings in order, for the outline and heading links.
import type { ContentHeading, DocumentJson } from "@textbook/shared";
import { textOf, walkDocument } from "./document-walk.ts";

export function headingsOf(doc: DocumentJson): ContentHeading[] {
  const headings: ContentHeading[] = [];
  for (const node of walkDocument(doc)) {
    if (node.type !== "heading") continue;
    const level = node.attrs?.level;
    const oid = node.attrs?.oid;
    headings.push({
      oid: typeof oid === "string" && oid !== "" ? oid : null,
      level: typeof level === "number" ? level : 1,
      text: textOf(node).trim(),
    });
  }
  return headings;
}
