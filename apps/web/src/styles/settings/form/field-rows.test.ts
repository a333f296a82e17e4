import { STYLE_CATALOGUE, styleDefault } from "@textbook/shared";
import { expect, test } from "vitest";
import { clearedBy, governorOf, panelSections } from "./field-rows.ts";

const defaults = (key: string) => styleDefault(key) ?? "";
const withValues =
  (values: Record<string, string>) =>
  (key: string): string =>
    values[key] ?? defaults(key);

function shownKeys(panel: Parameters<typeof panelSections>[0], values: Record<string, string> = {}) {
  return panelSections(panel, withValues(values)).flatMap((section) =>
    section.rows.flatMap((row) => row.cells.map((cell) => cell.definition.key)),
  );
}

test("every catalogue item has a field in its panel, shown when its type setting uses it", () => {
  const missing = STYLE_CATALOGUE.filter((definition) => {
    const governor = governorOf(definition.key);
    const values = governor ? { [governor.key]: governor.uses[0] ?? "" } : {};
    return !shownKeys(definition.panel, values).includes(definition.key);
  });
  expect(missing.map((definition) => definition.key)).toEqual([]);
});

test("a background type shows only the fields it uses (content §4: no-color, pure-color, shading, image)", () => {
  const background = (type: string) =>
    shownKeys("image", { "image.background.type": type }).filter((key) => key.startsWith("image.background"));
  expect(background("no-color")).toEqual(["image.background.type"]);
  expect(background("pure-color")).toEqual(["image.background.type", "image.background.color"]);
  expect(background("shading")).toEqual(["image.background.type", "image.background.shading"]);
  expect(background("image")).toEqual(["image.background.type", "image.background.image"]);
});

test("a header's small and large screen backgrounds share a row, as colours or as uploaded images", () => {
  const row = (type: string) =>
    panelSections("chapterHeader", withValues({ "chapter.header.background.type": type }))
      .flatMap((section) => section.rows)
      .find((candidate) => candidate.key === "chapter.header.background");
  expect(row("pure-color")?.cells.map((cell) => [cell.device, cell.widget])).toEqual([
    ["phone", "background-color"],
    ["pc", "background-color"],
  ]);
  expect(row("image")?.cells.map((cell) => cell.widget)).toEqual(["background-image", "background-image"]);
  expect(row("shading")).toBeUndefined();
});

test("paddings pair their screen sizes; fixed heights show only for a fixed height type", () => {
  const rows = panelSections("chapterHeader", withValues({})).flatMap((section) => section.rows);
  const top = rows.find((row) => row.key === "chapter.header.padding.top");
  expect(top?.label).toBe("上内边距");
  expect(top?.cells.map((cell) => cell.definition.key)).toEqual([
    "chapter.header.padding.top.phone",
    "chapter.header.padding.top.pc",
  ]);
  expect(shownKeys("chapterHeader")).not.toContain("chapter.header.height.pc");
  expect(shownKeys("chapterHeader", { "chapter.header.height.type": "FIXED" })).toContain(
    "chapter.header.height.pc",
  );
});

test("icons show their custom image only in the custom state, each icon in its own section", () => {
  const sections = panelSections("page", withValues({ "page.icon.video.state": "custom" }));
  const video = sections.find((section) => section.title === "视频图标");
  expect(video?.rows.map((row) => row.key)).toEqual(["page.icon.video.state", "page.icon.video.image"]);
  const audio = sections.find((section) => section.title === "音频图标");
  expect(audio?.rows.map((row) => row.key)).toEqual(["page.icon.audio.state"]);
});

test("layouts, fonts, colours, sizes and choices get their widgets", () => {
  const widgets = Object.fromEntries(
    panelSections("video", defaults)
      .flatMap((section) => section.rows.flatMap((row) => row.cells))
      .map((cell) => [cell.definition.key, cell.widget]),
  );
  expect(widgets["video.layout"]).toBe("layout");
  expect(widgets["video.font.zh"]).toBe("font");
  expect(widgets["video.background.color"]).toBe("color");
  expect(widgets["video.background.type"]).toBe("radio");
  expect(widgets["video.poster.type"]).toBe("radio");
  const paragraph = panelSections("paragraph", defaults).flatMap((section) => section.rows);
  expect(paragraph.find((row) => row.key === "paragraph.font.size")?.cells[0]?.widget).toBe("number");
});

test("choosing the default poster clears the poster (content §4)", () => {
  expect(clearedBy("video.poster.type", "default")).toEqual(["video.poster.image"]);
  expect(clearedBy("video.poster.type", "custom")).toEqual([]);
  expect(clearedBy("page.icon.video.state", "default")).toEqual([]);
});
