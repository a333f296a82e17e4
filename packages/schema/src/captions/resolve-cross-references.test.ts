import { CONTENT_TEXTS } from "@textbook/shared";
import { describe, expect, it } from "vitest";
import { captionTargets } from "./caption-targets.ts";
import { resolveCrossReference } from "./resolve-cross-reference.ts";
import { resolveCrossReferences } from "./resolve-cross-references.ts";
import { cell, chapterFile, figure, paragraph, reference, tableBox, text } from "./test-document.ts";

const NOT_FOUND = CONTENT_TEXTS.crossReferenceMissing;

describe("captionTargets", () => {
  it("gives each caption its current label and number, and whether it is hidden", () => {
    const file = chapterFile(
      figure("f-1", { index: 2, chapterIndex: 3 }),
      tableBox({ hideTitle: "Y" }, { oid: "t-1", index: 1, chapterIndex: 3 }, cell("x")),
    );
    expect(Object.fromEntries(captionTargets(file))).toEqual({
      "f-1": { type: "IMAGE", label: "图3-2", hidden: false },
      "t-1": { type: "TABLE", label: "表3-1", hidden: true },
    });
  });
});

describe("resolveCrossReference (content §4)", () => {
  const targets = captionTargets(
    chapterFile(
      figure("f-1", { index: 2, chapterIndex: 1 }),
      figure("f-2", { index: 3, chapterIndex: 1, hideTitle: "Y" }),
    ),
  );
  const live = { type: 2 as const, content: "图1-1", targetCaptionType: "IMAGE" as const };

  it("makes live text follow the target caption's current number", () => {
    expect(resolveCrossReference({ ...live, targetCaptionOid: "f-1" }, targets)).toEqual({
      type: 2,
      content: "图1-2",
      targetCaptionType: "IMAGE",
    });
  });

  it("turns into type 3 (reference content not found) when the target is missing or hidden", () => {
    for (const targetCaptionOid of ["gone", "f-2", null]) {
      expect(resolveCrossReference({ ...live, targetCaptionOid }, targets)).toEqual({
        type: 3,
        content: NOT_FOUND,
        targetCaptionType: "IMAGE",
      });
    }
  });

  it("goes live again when a deleted reference's target is back", () => {
    const deleted = { type: 3 as const, content: NOT_FOUND, targetCaptionType: "IMAGE" as const };
    expect(resolveCrossReference({ ...deleted, targetCaptionOid: "f-1" }, targets)).toMatchObject({
      type: 2,
      content: "图1-2",
    });
  });

  it("leaves a placeholder alone", () => {
    const placeholder = { type: 1 as const, content: null, targetCaptionType: null, targetCaptionOid: null };
    expect(resolveCrossReference(placeholder, targets)).toEqual({
      type: 1,
      content: null,
      targetCaptionType: null,
    });
  });
});

describe("resolveCrossReferences", () => {
  it("lists the references of a document whose text must change, with their new attributes", () => {
    const file = chapterFile(
      figure("f-1", { index: 1, chapterIndex: 1 }),
      tableBox({}, { oid: "t-1", index: 1, chapterIndex: 1 }, cell("x")),
      paragraph(
        text("如"),
        reference("r-1", "f-1", { content: "图1-1", targetCaptionType: "IMAGE" }),
        text("和"),
        reference("r-2", "t-1", { content: "表1-9", targetCaptionType: "TABLE" }),
        text("及"),
        reference("r-3", "gone", { content: "图1-4", targetCaptionType: "IMAGE" }),
      ),
    );
    expect(Object.fromEntries(resolveCrossReferences(file, captionTargets(file)))).toEqual({
      "r-2": { type: 2, content: "表1-1", targetCaptionType: "TABLE" },
      "r-3": { type: 3, content: NOT_FOUND, targetCaptionType: "IMAGE" },
    });
  });

  it("follows renumbering: a reference to a caption of another file reads its new number", () => {
    const otherFile = chapterFile(figure("f-9", { index: 5, chapterIndex: 2 }));
    const file = chapterFile(paragraph(reference("r-1", "f-9", { content: "图2-4" })));
    expect(resolveCrossReferences(file, captionTargets(otherFile)).get("r-1")).toMatchObject({
      type: 2,
      content: "图2-5",
    });
  });
});
