import { LAYOUT_COUNTS } from "@textbook/shared";
import { expect, test } from "vitest";
import { DOCUMENT_LAYOUTS } from "../document-box/document-layouts.ts";
import { THREE_D_LAYOUTS } from "./card-layouts.ts";

const names = (count: number) =>
  Array.from({ length: count }, (_, i) => `layout-${String(i + 1).padStart(3, "0")}`);

test("the 3D box and the document box have layout-001 … layout-005 (content §3.17)", () => {
  expect(Object.keys(THREE_D_LAYOUTS)).toEqual(names(LAYOUT_COUNTS.threeD));
  expect(Object.keys(DOCUMENT_LAYOUTS)).toEqual(names(LAYOUT_COUNTS.document));
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
