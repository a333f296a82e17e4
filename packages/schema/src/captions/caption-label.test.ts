import { describe, expect, it } from "vitest";
import { type CaptionLabelFields, captionLabel } from "./caption-label.ts";

const caption = (fields: Partial<CaptionLabelFields>): CaptionLabelFields => ({
  type: "IMAGE",
  label: null,
  index: 2,
  chapterIndex: 1,
  sectionIndex: 3,
  noteTitleStyle: "CHAPTER",
  noteTitleImageTag: "图",
  noteTitleTableTag: "表",
  ...fields,
});

describe("captionLabel (content §3.7)", () => {
  it("numbers chapter-index in CHAPTER style", () => {
    expect(captionLabel(caption({}))).toBe("图1-2");
  });

  it("numbers chapter-section-index in SECTION style", () => {
    expect(captionLabel(caption({ noteTitleStyle: "SECTION" }))).toBe("图1-3-2");
  });

  it("defaults the label to the figure or table word of the caption", () => {
    expect(captionLabel(caption({ type: "TABLE" }))).toBe("表1-2");
    expect(captionLabel(caption({ type: "TABLE", noteTitleTableTag: "Table " }))).toBe("Table 1-2");
    expect(captionLabel(caption({ label: "附图" }))).toBe("附图1-2");
  });

  it("shows the label alone before the caption is numbered", () => {
    expect(captionLabel(caption({ index: null }))).toBe("图");
  });
});
