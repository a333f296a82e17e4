import { LAYOUT_COUNTS } from "@textbook/shared";
import { expect, test } from "vitest";
import { DOCUMENT_LAYOUTS } from "../document/document-layouts.ts";
import { cardLayoutOf, THREE_D_LAYOUTS } from "./card-layouts.ts";

const names = (count: number) =>
  Array.from({ length: count }, (_, i) => `layout-${String(i + 1).padStart(3, "0")}`);

test("the 3D box and the document box have layout-001 … layout-005 (content §3.17)", () => {
  expect(Object.keys(THREE_D_LAYOUTS)).toEqual(names(LAYOUT_COUNTS.threeD));
  expect(Object.keys(DOCUMENT_LAYOUTS)).toEqual(names(LAYOUT_COUNTS.document));
});

test("a box follows the book's layout until its own is chosen (useBookLayout N)", () => {
  expect(cardLayoutOf(THREE_D_LAYOUTS, { layout: "layout-004" }).name).toBe("layout-001");
  expect(cardLayoutOf(THREE_D_LAYOUTS, { layout: "layout-004", useBookLayout: "Y" }).name).toBe("layout-001");
  const own = cardLayoutOf(THREE_D_LAYOUTS, { layout: "layout-004", useBookLayout: "N" });
  expect(own).toEqual({ name: "layout-004", layout: THREE_D_LAYOUTS["layout-004"] });
});

test("a missing or unknown layout of its own is layout-001", () => {
  for (const layout of [null, undefined, "", "layout-006", "layout-1", 3]) {
    expect(cardLayoutOf(THREE_D_LAYOUTS, { layout, useBookLayout: "N" }).name).toBe("layout-001");
    expect(cardLayoutOf(DOCUMENT_LAYOUTS, { layout, useBookLayout: "N" }).layout).toBe(
      DOCUMENT_LAYOUTS["layout-001"],
    );
  }
});

test("the document layouts are as content §3.11 describes them", () => {
  expect(DOCUMENT_LAYOUTS["layout-001"]).toEqual({ parts: ["icon", "title"], direction: "row" });
  expect(DOCUMENT_LAYOUTS["layout-002"]).toEqual({ parts: ["illustration", "title"], direction: "row" });
  expect(DOCUMENT_LAYOUTS["layout-003"]).toEqual({ parts: ["title", "illustration"], direction: "row" });
  for (const name of ["layout-004", "layout-005"]) {
    expect(DOCUMENT_LAYOUTS[name]?.parts).toEqual(["title", "icon"]);
  }
  expect(DOCUMENT_LAYOUTS["layout-004"]?.direction).not.toBe(DOCUMENT_LAYOUTS["layout-005"]?.direction);
});

test("every 3D layout shows the title, and the layouts differ from one another", () => {
  const seen = new Set<string>();
  for (const layout of Object.values(THREE_D_LAYOUTS)) {
    expect(layout.parts).toContain("title");
    seen.add(JSON.stringify(layout));
  }
  expect(seen.size).toBe(5);
});
