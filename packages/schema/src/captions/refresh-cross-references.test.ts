import { CONTENT_TEXTS } from "@textbook/shared";
import { describe, expect, it } from "vitest";
import { captionTargets } from "./caption-targets.ts";
import { refreshCrossReferences } from "./refresh-cross-references.ts";
import { chapterFile, figure, paragraph, reference, text } from "./test-document.ts";

describe("refreshCrossReferences (content §4)", () => {
  const otherFile = chapterFile(
    figure("f-9", { index: 5, chapterIndex: 2 }),
    figure("f-8", { hideTitle: "Y" }),
  );
  const bookTargets = captionTargets(otherFile);

  it("makes references into other files of the book read their targets' current labels", () => {
    const file = chapterFile(
      paragraph(
        text("见"),
        reference("r-1", "f-9", { content: "图2-4", targetCaptionType: "IMAGE" }),
        reference("r-2", "f-8", { content: "图2-6", targetCaptionType: "IMAGE" }),
        reference("r-3", "gone", { content: "图2-7", targetCaptionType: "IMAGE" }),
      ),
    );
    const refreshed = refreshCrossReferences(file, bookTargets);
    const attrs = [0, 1, 2].map((at) => refreshed.child(0).child(at + 1).attrs);
    expect(attrs[0]).toMatchObject({ type: 2, content: "图2-5" });
    expect(attrs[1]).toMatchObject({ type: 3, content: CONTENT_TEXTS.crossReferenceMissing });
    expect(attrs[2]).toMatchObject({ type: 3, content: CONTENT_TEXTS.crossReferenceMissing });
  });

  it("prefers the document's own caption over another file's with the same oid (a copied file)", () => {
    const copy = chapterFile(
      figure("f-9", { index: 1, chapterIndex: 3 }),
      paragraph(reference("r-1", "f-9", { content: "图2-5", targetCaptionType: "IMAGE" })),
    );
    expect(refreshCrossReferences(copy, bookTargets).child(1).child(0).attrs).toMatchObject({
      content: "图3-1",
    });
  });

  it("answers the same document when every reference is current", () => {
    const file = chapterFile(
      paragraph(reference("r-1", "f-9", { content: "图2-5", targetCaptionType: "IMAGE" })),
    );
    expect(refreshCrossReferences(file, bookTargets)).toBe(file);
  });
});
