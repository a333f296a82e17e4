// @vitest-environment happy-dom
import { shadingImage } from "@textbook/shared";
import { afterEach, expect, test } from "vitest";
import { blockEditor, cleanUpEditors, paragraph } from "../../test/block-editor.ts";
import { headerBackground, headerStyle } from "./header-style.ts";

afterEach(cleanUpEditors);

test("a header following the book writes nothing inline: header.css takes the book's look", () => {
  expect(headerStyle({ useBookBackground: "Y", useBookHeightType: "Y" }, "chapterHeader")).toEqual({});
  expect(headerStyle({}, "sectionHeader")).toEqual({});
});

test("its own background: pure colour, a shading over the theme colour, or an image", () => {
  const own = { useBookBackground: "N" };
  expect(headerBackground({ ...own, backgroundType: "pure-color", pcBackground: "#123456" })).toBe("#123456");
  expect(headerBackground({ ...own, backgroundType: "shading", pcBackground: "custom-shading-002" })).toBe(
    shadingImage("custom-shading-002", "#00838FFF"),
  );
  expect(
    headerBackground({ ...own, backgroundType: "image", pcImageSrc: "https://cdn.example.com/h.png" }),
  ).toBe('center / cover no-repeat url("https://cdn.example.com/h.png"), #00838FFF');
  expect(headerBackground({ ...own, backgroundType: "image", pcImageSrc: "javascript:x" })).toBeUndefined();
  expect(headerBackground({ useBookBackground: "Y", pcBackground: "#123456" })).toBeUndefined();
});

test("a height of its own applies only when the header does not use the book's height type", () => {
  expect(
    headerStyle({ useBookHeightType: "N", heightType: "FIXED", pcHeight: 320 }, "chapterHeader").minHeight,
  ).toBe("320px");
  expect(headerStyle({ useBookHeightType: "N", heightType: "FIXED" }, "chapterHeader").minHeight).toBe(
    "400px",
  );
  expect(headerStyle({ useBookHeightType: "N", heightType: "AUTO" }, "chapterHeader").minHeight).toBe("auto");
  expect(
    headerStyle({ useBookHeightType: "Y", heightType: "FIXED", pcHeight: 320 }, "chapterHeader").minHeight,
  ).toBeUndefined();
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
  editor.view.dispatch(
    editor.state.tr.setNodeMarkup(0, undefined, {
      ...editor.state.doc.child(0).attrs,
      useBookBackground: "Y",
    }),
  );
  expect(header?.style.background).toBe("");
});
