import { expect, test } from "vitest";
import { bookLook } from "../../../styles/book-look/book-look-store.ts";
import { chosenLayout, DEFAULT_LAYOUT, shownLayout } from "./card-layout.ts";

test("a card follows the book's layout (layout-001 by default) until useBookLayout is N", () => {
  expect(DEFAULT_LAYOUT).toBe("layout-001");
  expect(chosenLayout({ layout: "layout-004" }, 7)).toBe("layout-001");
  expect(chosenLayout({ layout: "layout-004", useBookLayout: "Y" }, 7)).toBe("layout-001");
  expect(chosenLayout({ layout: "layout-004", useBookLayout: "Y" }, 7, "layout-006")).toBe("layout-006");
  expect(chosenLayout({ layout: "layout-004", useBookLayout: "N" }, 7)).toBe("layout-004");
  expect(chosenLayout({ layout: null, useBookLayout: "N" }, 7)).toBe("layout-001");
});

test("a missing, unknown or out-of-range layout of its own is layout-001", () => {
  expect(chosenLayout({ layout: "layout-007", useBookLayout: "N" }, 7)).toBe("layout-007");
  for (const layout of [null, undefined, "", "layout-006", "layout-1", 3]) {
    expect(chosenLayout({ layout, useBookLayout: "N" }, 5)).toBe("layout-001");
  }
});

test("the layout shown is the table's entry of the chosen name", () => {
  const layouts = { "layout-001": { parts: ["title"] }, "layout-002": { parts: ["icon", "title"] } };
  expect(shownLayout(layouts, { layout: "layout-002" }, "video")).toEqual({
    name: "layout-001",
    spec: layouts["layout-001"],
  });
  expect(shownLayout(layouts, { layout: "layout-002", useBookLayout: "N" }, "video")).toEqual({
    name: "layout-002",
    spec: layouts["layout-002"],
  });
  // A table of two has no third layout.
  expect(shownLayout(layouts, { layout: "layout-003", useBookLayout: "N" }, "video").name).toBe("layout-001");
});

test("a card following the book shows the layout the book look holds for its area", () => {
  const layouts = { "layout-001": { parts: ["title"] }, "layout-002": { parts: ["icon", "title"] } };
  const owner = {};
  bookLook.show(owner, [
    { itemKey: "video.layout", itemValue: "layout-002" },
    { itemKey: "audio.layout", itemValue: "layout-009" },
  ]);
  try {
    expect(shownLayout(layouts, {}, "video").name).toBe("layout-002");
    expect(shownLayout(layouts, { layout: "layout-001", useBookLayout: "N" }, "video").name).toBe(
      "layout-001",
    );
    // Another area keeps its own book layout; one its setter refuses is the default.
    expect(shownLayout(layouts, {}, "interaction").name).toBe("layout-001");
    expect(shownLayout(layouts, {}, "audio").name).toBe("layout-001");
  } finally {
    bookLook.hide(owner);
  }
});
