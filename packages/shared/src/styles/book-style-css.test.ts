// The one function from a book's items to CSS: variables, composed variables, the small screen's
// values, and no way for a stored value to reach the CSS unchecked.
import { describe, expect, test } from "vitest";
import { BOOK_ROOT_CLASS, bookStyleCss, bookStyleVariables, PHONE_MAX_WIDTH_PX } from "./book-style-css.ts";
import { shadingImage } from "./shadings.ts";

type Items = { itemKey: string; itemValue: string }[];
const pc = (items: Items = []) => bookStyleVariables(items, "pc");
const phone = (items: Items = []) => bookStyleVariables(items, "phone");

describe("variables and units", () => {
  test("with no items every variable is its default: font sizes in rem, spacings in px, indents in em", () => {
    expect(pc()).toMatchObject({
      "--tb-paragraph-font-size": "1.125rem",
      "--tb-paragraph-text-indent": "2em",
      "--tb-paragraph-color": "#212121FF",
      "--tb-chapter-header-font-size": "3rem",
      "--tb-image-margin-top": "20px",
      "--tb-hr-height": "1px",
      "--tb-table-header-background": "#D8D8D8",
      "--tb-video-layout": "layout-001",
    });
  });

  test("a book's value replaces the default", () => {
    expect(pc([{ itemKey: "paragraph.font.size", itemValue: "24" }])["--tb-paragraph-font-size"]).toBe(
      "1.5rem",
    );
  });

  test("paddings compose top, right, bottom, left per screen size", () => {
    expect(pc()["--tb-page-padding"]).toBe("0px 48px 50px 50px");
    expect(phone()["--tb-page-padding"]).toBe("0px 15px 30px 15px");
    expect(pc()["--tb-chapter-header-padding"]).toBe("120px 50px 120px 50px");
    expect(phone()["--tb-section-header-padding"]).toBe("30px 15px 30px 15px");
  });

  test("a header's height is a minimum only when its type is FIXED", () => {
    expect(pc()["--tb-chapter-header-min-height"]).toBe("auto");
    const fixed = [{ itemKey: "chapter.header.height.type", itemValue: "FIXED" }];
    expect(pc(fixed)["--tb-chapter-header-min-height"]).toBe("400px");
    expect(phone(fixed)["--tb-chapter-header-min-height"]).toBe("200px");
  });

  test("line height auto is normal", () => {
    expect(pc()["--tb-paragraph-line-height"]).toBe("1.6");
    expect(
      pc([{ itemKey: "paragraph.line-height.type", itemValue: "auto" }])["--tb-paragraph-line-height"],
    ).toBe("normal");
  });
});

describe("composed variables", () => {
  test("font stacks put the Western font first, quoting names that need it", () => {
    expect(pc()["--tb-paragraph-font-family"]).toBe("Arial, sans-serif");
    const items = [
      { itemKey: "table.font.en", itemValue: "Times New Roman" },
      { itemKey: "table.font.zh", itemValue: "宋体" },
    ];
    expect(pc(items)["--tb-table-font-family"]).toBe('"Times New Roman", "宋体"');
  });

  test("borders: none without a colour, else width, style and colour", () => {
    expect(pc()["--tb-video-border"]).toBe("none");
    expect(pc()["--tb-image-border"]).toBe("0px solid #00838FFF");
    const items = [
      { itemKey: "video.border.color.type", itemValue: "pure-color" },
      { itemKey: "video.border.width", itemValue: "2" },
      { itemKey: "video.border.style", itemValue: "dashed" },
      { itemKey: "video.border.color", itemValue: "#ff0000" },
    ];
    expect(pc(items)["--tb-video-border"]).toBe("2px dashed #ff0000");
  });

  test("each background type: no-color, pure-color, shading, image", () => {
    expect(pc()["--tb-page-background"]).toBe("transparent");
    expect(pc()["--tb-video-background"]).toBe("#00838F1F");
    const shading = pc([{ itemKey: "video.background.type", itemValue: "shading" }])["--tb-video-background"];
    expect(shading).toBe(shadingImage("custom-shading-001", "#00838FFF"));
    expect(shading).toMatch(/^url\("data:image\/svg\+xml/);
    const image = pc([
      { itemKey: "page.background.type", itemValue: "image" },
      { itemKey: "page.background.image", itemValue: "https://cdn.example.com/bg.png" },
    ])["--tb-page-background"];
    expect(image).toBe('center / cover no-repeat url("https://cdn.example.com/bg.png")');
  });

  test("a header background: a colour, an image over the theme colour, per screen size", () => {
    expect(pc()["--tb-chapter-header-background"]).toBe("#00838FFF");
    const items = [
      { itemKey: "chapter.header.background", itemValue: "https://cdn.example.com/h.png" },
      { itemKey: "chapter.header.background.phone", itemValue: "#123456" },
    ];
    expect(pc(items)["--tb-chapter-header-background"]).toBe(
      'center / cover no-repeat url("https://cdn.example.com/h.png"), #00838FFF',
    );
    expect(phone(items)["--tb-chapter-header-background"]).toBe("#123456");
  });

  test("type labels and rules without a colour are transparent", () => {
    expect(pc()["--tb-video-type-label-background"]).toBe("#f0f8f9");
    expect(pc([{ itemKey: "hr.color.type", itemValue: "no-color" }])["--tb-hr-color"]).toBe("transparent");
  });
});

describe("the stylesheet", () => {
  const css = bookStyleCss([{ itemKey: "chapter.header.height.type", itemValue: "FIXED" }]);

  test("large screens are the base, scoped to the book's root", () => {
    expect(css.startsWith(`.${BOOK_ROOT_CLASS} {\n`)).toBe(true);
    expect(css).toContain("  --tb-chapter-header-min-height: 400px;");
  });

  test("the small screen's values under data-device phone and in a narrow-screen media query", () => {
    const phoneStart = css.indexOf('.tb-book[data-device="phone"] {\n');
    const phoneBlock = phoneStart < 0 ? "" : css.slice(phoneStart, css.indexOf("}", phoneStart));
    expect(phoneBlock).toContain("--tb-chapter-header-min-height: 200px;");
    expect(phoneBlock).toContain("--tb-page-padding: 0px 15px 30px 15px;");
    // Only what differs from the large screen.
    expect(phoneBlock).not.toContain("--tb-paragraph-font-size");
    const media = css.slice(
      css.indexOf(`@media (max-width: ${PHONE_MAX_WIDTH_PX}px) {\n.tb-book:not([data-device="pc"]) {`),
    );
    expect(media).toContain("--tb-chapter-header-min-height: 200px;");
    expect(media.endsWith("}\n}")).toBe(true);
  });

  test("another scope", () => {
    expect(bookStyleCss([], "#preview .tb-book")).toContain('#preview .tb-book[data-device="phone"] {');
  });

  test("hostile stored values never reach the CSS: the default shows instead", () => {
    const hostile = bookStyleCss([
      { itemKey: "paragraph.color", itemValue: "red; } body { display: none" },
      { itemKey: "page.background.type", itemValue: "image" },
      { itemKey: "page.background.image", itemValue: "url(javascript:alert(1))" },
      { itemKey: "chapter.header.background", itemValue: 'https://x.example.com/a.png"); } * { color: red' },
      { itemKey: "paragraph.font.en", itemValue: 'Arial"; } body {' },
      { itemKey: "video.layout", itemValue: "layout-001; } body {" },
      { itemKey: "paragraph.font.size", itemValue: "18; } body {" },
      { itemKey: "unknown.key", itemValue: "} body {" },
    ]);
    expect(hostile).not.toMatch(/body|javascript|\* \{/);
    expect(hostile).toContain("--tb-paragraph-color: #212121FF;");
    expect(hostile).toContain("--tb-paragraph-font-family: Arial, sans-serif;");
    expect(hostile).toContain("--tb-page-background: #FFFFFF;");
    // Every declaration is one line of its own: nothing a value holds opens or closes a block.
    for (const line of hostile.split("\n").filter((line) => line.startsWith("  --"))) {
      expect(line).toMatch(/^ {2}--tb-[a-z0-9-]+: (?:[^;{}"]|"[^"]*")*;$/);
    }
  });
});
