// Content §5 style setters and content §9 unit conversions.
import { describe, expect, test, vi } from "vitest";
import { applyStyleItems } from "./apply-style-items.ts";
import { styleDefinition } from "./style-catalogue.ts";
import { STYLE_TEXTS } from "./style-texts.ts";
import { normaliseFontFamily, setStyleValue, styleValueCss } from "./style-values.ts";

function set(itemKey: string, value: string) {
  const definition = styleDefinition(itemKey);
  if (!definition) throw new Error(`no item ${itemKey}`);
  return setStyleValue(definition.value, value);
}

function css(itemKey: string, value: string) {
  const definition = styleDefinition(itemKey);
  if (!definition) throw new Error(`no item ${itemKey}`);
  return styleValueCss(definition.value, value);
}

describe("fonts", () => {
  test("a Chinese 'serif' becomes 'sans-serif'; other Chinese fonts stay", () => {
    expect(set("paragraph.font.zh", "serif")).toEqual({ value: "sans-serif" });
    expect(set("paragraph.font.zh", "sans-serif")).toEqual({ value: "sans-serif" });
    expect(set("paragraph.font.zh", "宋体")).toEqual({ value: "宋体" });
    expect(normaliseFontFamily("zh", "serif")).toBe("sans-serif");
  });

  test("a Western 'serif' or 'sans-serif' becomes 'Arial'; other Western fonts stay", () => {
    expect(set("list.font.en", "serif")).toEqual({ value: "Arial" });
    expect(set("list.font.en", "sans-serif")).toEqual({ value: "Arial" });
    expect(set("list.font.en", "Times New Roman")).toEqual({ value: "Times New Roman" });
  });

  test("a font name that could leave its declaration is refused", () => {
    for (const hostile of ['Arial"; } body {', "a;b", "x{}", "url(javascript:alert(1))"]) {
      expect(set("paragraph.font.en", hostile)).toEqual({ problem: STYLE_TEXTS.problems.font });
    }
  });
});

describe("backgrounds", () => {
  test("an http(s) value is an image reference, wrapped as url()", () => {
    expect(set("chapter.header.background", "https://cdn.example.com/a.png")).toEqual({
      value: "https://cdn.example.com/a.png",
    });
    expect(css("chapter.header.background", "https://cdn.example.com/a.png")).toBe(
      'url("https://cdn.example.com/a.png")',
    );
    expect(css("chapter.header.background", "http://cdn.example.com/a.png")).toBe(
      'url("http://cdn.example.com/a.png")',
    );
  });

  test("anything else is a colour, used verbatim; an invalid colour is refused", () => {
    expect(set("chapter.header.background", "#123456")).toEqual({ value: "#123456" });
    expect(css("chapter.header.background", "rgba(0, 0, 0, 0.5)")).toBe("rgba(0, 0, 0, 0.5)");
    expect(set("chapter.header.background", "reddish")).toEqual({ problem: STYLE_TEXTS.problems.color });
  });

  test("a link to one of our own files (/api/…) is an image too, and keeps the attachment it shows", () => {
    expect(css("chapter.header.background", "/api/files/a1?exp=1&sig=x")).toBe(
      'url("/api/files/a1?exp=1&sig=x")',
    );
    const { items } = applyStyleItems([
      { itemKey: "chapter.header.background", itemValue: "/api/files/a1?exp=1&sig=x", attachmentOid: "a1" },
      { itemKey: "section.header.background", itemValue: "#123456", attachmentOid: "a1" },
    ]);
    expect(items.map((item) => [item.itemKey, item.attachmentOid])).toEqual([
      ["chapter.header.background", "a1"],
      ["section.header.background", ""],
    ]);
  });

  test("an image address with quotes, brackets or spaces is refused", () => {
    for (const hostile of [
      'https://x.example.com/a.png") ; } body { color: red',
      "https://x.example.com/a(1).png",
      "https://x.example.com/a b.png",
    ]) {
      expect(set("chapter.header.background", hostile)).toEqual({ problem: STYLE_TEXTS.problems.image });
    }
  });
});

describe("colours", () => {
  test("rgb, rgba, hex (3, 4, 6, 8 digits), hsl and hsla are accepted; nothing else", () => {
    for (const colour of [
      "#fff",
      "#00838FFF",
      "#00838F",
      "rgb(1, 2, 3)",
      "rgba(1,2,3,.5)",
      "hsl(120, 50%, 50%)",
    ]) {
      expect(set("paragraph.color", colour), colour).toEqual({ value: colour });
    }
    for (const hostile of ["red; } body {", "url(javascript:alert(1))", "#12345", 'red"', "rgb(300, 0, 0)"]) {
      expect(set("paragraph.color", hostile), hostile).toEqual({ problem: STYLE_TEXTS.problems.color });
    }
  });
});

describe("numbers, options and images", () => {
  test("a value out of range or not a number is refused", () => {
    expect(set("paragraph.font.size", "9")).toEqual({ problem: "请输入 10 到 120 之间的数值" });
    expect(set("paragraph.font.size", "121")).toHaveProperty("problem");
    expect(set("paragraph.font.size", "18px")).toEqual({ problem: STYLE_TEXTS.problems.number });
    expect(set("paragraph.font.size", "")).toEqual({ problem: STYLE_TEXTS.problems.number });
    expect(set("paragraph.font.size", " 20 ")).toEqual({ value: "20" });
  });

  test("an option outside the item's list is refused", () => {
    expect(set("video.layout", "layout-002")).toEqual({ value: "layout-002" });
    expect(set("audio.layout", "layout-006")).toEqual({ problem: STYLE_TEXTS.problems.option });
    expect(set("page.background.type", "gradient")).toEqual({ problem: STYLE_TEXTS.problems.option });
  });

  test("an image is an http(s) or /api/ address, or empty for none", () => {
    expect(set("video.poster.image", "")).toEqual({ value: "" });
    expect(set("video.poster.image", "/api/attachments/a1/file")).toEqual({
      value: "/api/attachments/a1/file",
    });
    expect(css("video.poster.image", "")).toBe("none");
    for (const hostile of [
      "javascript:alert(1)",
      "data:image/svg+xml,<svg onload=x>",
      "//evil.example.com/a.png",
    ]) {
      expect(set("video.poster.image", hostile), hostile).toEqual({ problem: STYLE_TEXTS.problems.image });
    }
  });
});

describe("content §9 unit conversions", () => {
  test("font sizes become rem by 16; paddings, margins, borders and radii px; indents em", () => {
    expect(css("paragraph.font.size", "18")).toBe("1.125rem");
    expect(css("chapter.header.font.size", "48")).toBe("3rem");
    expect(css("image.margin.top", "20")).toBe("20px");
    expect(css("image.border.width", "2")).toBe("2px");
    expect(css("latex.border.radius", "4")).toBe("4px");
    expect(css("paragraph.text.indent", "2")).toBe("2em");
    expect(css("heading.text.indent", "0")).toBe("0em");
  });
});

describe("applyStyleItems", () => {
  test("an unknown key is ignored and logged; the known ones are kept", () => {
    const log = vi.fn();
    const result = applyStyleItems(
      [
        { itemKey: "paragraph.font.size", itemValue: "20" },
        { itemKey: "paragraph.sparkle", itemValue: "yes" },
      ],
      log,
    );
    expect(result.ignored).toEqual(["paragraph.sparkle"]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("paragraph.sparkle"));
    expect(result.items.map((item) => [item.itemKey, item.itemValue])).toEqual([
      ["paragraph.font.size", "20"],
    ]);
    expect(result.items[0]).toMatchObject({
      styleVariableName: "--tb-paragraph-font-size",
      previewName: "paragraph.font.size",
      itemType: "CSS",
      selector: "root",
    });
  });

  test("refused values are reported with their reason; the last value sent for a key wins", () => {
    const result = applyStyleItems([
      { itemKey: "paragraph.color", itemValue: "#123" },
      { itemKey: "paragraph.color", itemValue: "red; } body {" },
      { itemKey: "list.font.en", itemValue: "serif" },
    ]);
    expect(result.refused).toEqual([{ itemKey: "paragraph.color", problem: STYLE_TEXTS.problems.color }]);
    expect(result.items).toEqual([expect.objectContaining({ itemKey: "list.font.en", itemValue: "Arial" })]);
  });

  test("an attachment oid stays only on image items", () => {
    const result = applyStyleItems([
      { itemKey: "video.poster.image", itemValue: "/api/attachments/a1/file", attachmentOid: "a1" },
      { itemKey: "video.layout", itemValue: "layout-002", attachmentOid: "a2" },
    ]);
    expect(result.items.map((item) => item.attachmentOid)).toEqual(["", "a1"]);
  });
});
