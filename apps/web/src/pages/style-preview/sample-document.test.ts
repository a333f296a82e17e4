import { validateDocument } from "@textbook/schema";
import { expect, test } from "vitest";
import { SAMPLE_DOCUMENT } from "./sample-document.ts";

test("the preview's sample document fits the schema and holds every block the book's look styles", () => {
  const document = validateDocument(SAMPLE_DOCUMENT);
  const types = new Set<string>();
  document.descendants((node) => {
    types.add(node.type.name);
  });
  for (const type of [
    "chapterHeader",
    "sectionHeader",
    "heading",
    "paragraph",
    "bulletList",
    "orderedList",
    "link",
    "inlineMath",
    "imageBox",
    "caption",
    "galleryBox",
    "audioBox",
    "videoBox",
    "extendedReading",
    "interaction",
    "threeDBox",
    "documentBox",
    "tableBox",
    "linkBox",
    "mathBox",
    "horizontalRule",
  ]) {
    expect(types, type).toContain(type);
  }
});
