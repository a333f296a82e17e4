import { schema } from "@textbook/schema";
import { LAYOUT_COUNTS } from "@textbook/shared";
import { describe, expect, test } from "vitest";
import { MEDIA_FIELD_TABLES } from "./media-panel-fields.ts";
import { panelFields } from "./panel-fields.ts";
import { MEDIA_PANEL_TYPES, type MediaPanelKind } from "./selected-block.ts";

/** The fields a block of `type` shows with these attributes (the schema's defaults for the rest). */
function shown(type: MediaPanelKind, attrs: Record<string, unknown> = {}) {
  const nodeType = schema.nodes[type];
  if (!nodeType) throw new Error(`no ${type} in the schema`);
  const node = nodeType.createAndFill(attrs);
  if (!node) throw new Error(`cannot make a ${type}`);
  return panelFields({ kind: type, pos: 0, type, attrs: node.attrs }, nodeType.spec.attrs ?? {});
}

const CARD_STYLE_NAMES = [
  "zhFontFamily",
  "enFontFamily",
  "background",
  "borderWidth",
  "borderStyle",
  "borderColor",
];

const names = (type: MediaPanelKind, attrs?: Record<string, unknown>) =>
  shown(type, attrs).map((f) => f.name);

describe("media style panel tables (content §2, §3.6-§3.14)", () => {
  test("there is one table per media panel of content §2", () => {
    expect(Object.keys(MEDIA_FIELD_TABLES).sort()).toEqual([...MEDIA_PANEL_TYPES].sort());
  });

  test.each([
    ["audioBox", LAYOUT_COUNTS.audio, 5],
    ["videoBox", LAYOUT_COUNTS.video, 7],
    ["threeDBox", LAYOUT_COUNTS.threeD, 5],
    ["documentBox", LAYOUT_COUNTS.document, 5],
    ["extendedReading", LAYOUT_COUNTS.extendedReading, 8],
    ["interaction", LAYOUT_COUNTS.interaction, 5],
    ["linkBox", LAYOUT_COUNTS.linkBox, 7],
  ] as const)("%s offers its %i layouts (content §3.17: %i)", (type, count, spec) => {
    expect(count).toBe(spec);
    const layout = shown(type).find((field) => field.kind === "layout");
    expect(layout).toMatchObject({ name: "layout", count: spec, bookLayout: "layout-001" });
  });

  test("the video panel: book layout switch, layout, type label, cover source, icon, fonts, background and border", () => {
    expect(names("videoBox")).toEqual([
      "useBookLayout",
      "layout",
      "typeName",
      "useBookCover",
      "iconAttOid",
      ...CARD_STYLE_NAMES,
    ]);
  });

  test("a custom cover adds its upload field; the book's cover or the first frame does not", () => {
    expect(names("videoBox", { useBookCover: "N", useCustomCover: "Y" })).toContain("coverAttOid");
    expect(names("videoBox", { useBookCover: "N", useCustomCover: "N" })).not.toContain("coverAttOid");
    const cover = shown("videoBox").find((field) => field.name === "useBookCover");
    expect(cover?.kind === "source" && cover.options.map((option) => option.value)).toEqual([
      "book",
      "custom",
      "firstFrame",
    ]);
  });

  test("3D and document panels add the illustration source and the title styling", () => {
    for (const type of ["threeDBox", "documentBox"] as const) {
      expect(names(type)).toEqual([
        "useBookLayout",
        "layout",
        "useBookIllustration",
        "iconAttOid",
        "titleColor",
        "titleTextAlign",
        "titleAlignItems",
        "iconAlignSelf",
        "illustrationJustify",
        "illustrationAlignItems",
        "zhFontFamily",
        "enFontFamily",
        "background",
        "borderWidth",
        "borderStyle",
        "borderColor",
      ]);
      expect(names(type, { useBookIllustration: "N", useCustomIllustration: "Y" })).toContain(
        "illustrationAttOid",
      );
    }
  });

  test("the audio panel: layout, illustration source, its icon (kept in `icon`) and the card style", () => {
    expect(names("audioBox")).toEqual([
      "useBookLayout",
      "layout",
      "useBookIllustration",
      "iconAttOid",
      ...CARD_STYLE_NAMES,
    ]);
    expect(shown("audioBox").find((field) => field.name === "iconAttOid")).toMatchObject({ srcName: "icon" });
    expect(names("audioBox", { useBookIllustration: "N", useCustomIllustration: "Y" })).toContain(
      "illustrationAttOid",
    );
  });

  test("the image box panel: alignment and size type; the fixed widths only for FIXED", () => {
    expect(names("imageBox")).toEqual(["alignX", "imageSizeType"]);
    expect(names("imageBox", { imageSizeType: "FIXED" })).toEqual([
      "alignX",
      "imageSizeType",
      "pcFixedWidth",
      "phoneFixedWidth",
    ]);
  });

  test("extended reading and link box: layout, type label, icon and card style; interaction without a type label", () => {
    for (const type of ["extendedReading", "linkBox"] as const) {
      expect(names(type)).toEqual(["useBookLayout", "layout", "typeName", "iconAttOid", ...CARD_STYLE_NAMES]);
    }
    expect(names("interaction")).toEqual(["useBookLayout", "layout", "iconAttOid", ...CARD_STYLE_NAMES]);
  });
});

test.each(MEDIA_PANEL_TYPES.filter((type) => type !== "imageBox"))(
  "the %s panel's icon field shows the built-in icon while no custom one is set (content §4)",
  (type) => {
    const field = shown(type).find((candidate) => candidate.name === "iconAttOid");
    expect(field?.kind).toBe("image");
    expect(field?.kind === "image" && field.builtIn).toMatch(/^data:image\/svg\+xml/);
  },
);
