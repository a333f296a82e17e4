import { LAYOUT_COUNTS } from "@textbook/shared";
import { expect, test } from "vitest";
import { shownLayout } from "../../core/media-card/card-layout.ts";
import { LINK_BOX_LAYOUTS, READING_LAYOUTS } from "./card-layouts.ts";

test("the link box has layouts 001-007 and extended reading 001-008 (content §3.17)", () => {
  const names = (count: number) =>
    Array.from({ length: count }, (_, index) => `layout-${String(index + 1).padStart(3, "0")}`);
  expect(Object.keys(LINK_BOX_LAYOUTS)).toEqual(names(LAYOUT_COUNTS.linkBox));
  expect(Object.keys(READING_LAYOUTS)).toEqual(names(LAYOUT_COUNTS.extendedReading));
  expect(LAYOUT_COUNTS).toMatchObject({ linkBox: 7, extendedReading: 8 });
});

test("every layout shows the title, and the layouts differ from one another", () => {
  for (const layouts of [LINK_BOX_LAYOUTS, READING_LAYOUTS]) {
    const specs = Object.values(layouts);
    for (const spec of specs) expect(spec.parts).toContain("title");
    expect(new Set(specs.map((spec) => JSON.stringify(spec))).size).toBe(specs.length);
  }
});

test("a card follows the book's layout until useBookLayout is N (content §4)", () => {
  expect(shownLayout(READING_LAYOUTS, { layout: "layout-008" }, "reading").name).toBe("layout-001");
  expect(shownLayout(READING_LAYOUTS, { layout: "layout-008", useBookLayout: "N" }, "reading").name).toBe(
    "layout-008",
  );
  expect(
    shownLayout(READING_LAYOUTS, { layout: "layout-008", useBookLayout: "N" }, "reading").spec.arrangement,
  ).toBe("banner");
  // The link box has no eighth layout: an out-of-range one falls back to the first.
  expect(shownLayout(LINK_BOX_LAYOUTS, { layout: "layout-008", useBookLayout: "N" }, "link-box").name).toBe(
    "layout-001",
  );
});
