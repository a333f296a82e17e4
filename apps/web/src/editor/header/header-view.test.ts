// @vitest-environment happy-dom
import { STYLE_DEFAULTS } from "@textbook/shared";
import { afterEach, expect, test } from "vitest";
import { blockEditor, cleanUpEditors, paragraph } from "../test/block-editor.ts";
import { headerBackground, headerStyle } from "./header-style.ts";

afterEach(cleanUpEditors);

test("a chapter header with the book's background and height uses the content §9 defaults", () => {
  const style = headerStyle({ useBookBackground: "Y", useBookHeightType: "Y" }, "chapterHeader");
  expect(style).toMatchObject({
    background: "#00838FFF",
    minHeight: "auto",
    padding: "120px 50px 120px 50px",
    fontSize: "48px",
    color: "#ffffff",
    textAlign: "justify",
  });
  expect(headerStyle({}, "sectionHeader")).toMatchObject({
    fontSize: "36px",
    padding: "60px 50px 60px 50px",
  });
});

test("its own background: pure colour, shading over the theme colour, or an image", () => {
  const own = { useBookBackground: "N" };
  expect(
    headerBackground({ ...own, backgroundType: "pure-color", pcBackground: "#123456" }, "chapterHeader"),
  ).toBe("#123456");
  expect(headerBackground({ ...own, backgroundType: "shading" }, "chapterHeader")).toContain(
    "repeating-linear-gradient",
  );
  expect(
    headerBackground(
      { ...own, backgroundType: "image", pcImageSrc: "https://cdn.example.com/h.png" },
      "chapterHeader",
    ),
  ).toContain('url("https://cdn.example.com/h.png")');
  expect(
    headerBackground({ ...own, backgroundType: "image", pcImageSrc: "javascript:x" }, "chapterHeader"),
  ).toBe(STYLE_DEFAULTS.chapterHeader.backgroundColor);
});

test("a fixed height applies only when the header does not use the book's height type", () => {
  expect(
    headerStyle({ useBookHeightType: "N", heightType: "FIXED", pcHeight: 320 }, "chapterHeader").minHeight,
  ).toBe("320px");
  expect(headerStyle({ useBookHeightType: "N", heightType: "FIXED" }, "chapterHeader").minHeight).toBe(
    "400px",
  );
  expect(
    headerStyle({ useBookHeightType: "Y", heightType: "FIXED", pcHeight: 320 }, "chapterHeader").minHeight,
  ).toBe("auto");
});

test("the header view holds the editable title and follows attribute changes", () => {
  const editor = blockEditor([
    { type: "chapterHeader", content: [{ type: "text", text: "第一章 绪论" }] },
    paragraph("正文"),
  ]);
  const header = editor.view.dom.querySelector<HTMLElement>(".tb-header");
  expect(header?.querySelector(".tb-header__title")?.textContent).toBe("第一章 绪论");
  editor.view.dispatch(
    editor.state.tr.setNodeMarkup(0, undefined, {
      ...editor.state.doc.child(0).attrs,
      useBookBackground: "N",
      pcBackground: "#3f51b5",
    }),
  );
  expect(header?.style.background).toMatch(/#3f51b5|rgb\(63, 81, 181\)/);
});
