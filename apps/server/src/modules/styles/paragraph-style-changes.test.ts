import { schema } from "@textbook/schema";
import type { DocumentJson } from "@textbook/shared";
import { describe, expect, it } from "vitest";
import {
  changesParagraphStyle,
  NOT_PARAGRAPH_STYLE,
  PARAGRAPH_STYLE_ATTRIBUTES,
} from "./paragraph-style-changes.ts";

type Attrs = Record<string, unknown>;
const p = (text: string, attrs: Attrs = {}) => ({
  type: "paragraph",
  attrs,
  content: text ? [{ type: "text", text }] : [],
});
const h = (text: string, attrs: Attrs = {}) => ({
  type: "heading",
  attrs: { level: 2, ...attrs },
  content: [{ type: "text", text }],
});
const ul = (items: string[], attrs: Attrs = {}) => ({
  type: "bulletList",
  attrs,
  content: items.map((text) => ({ type: "listItem", content: [p(text)] })),
});
const doc = (...content: unknown[]) => ({ type: "doc", content }) as DocumentJson;

describe("the paragraph style attributes", () => {
  it("name every attribute of paragraphs, lists and headings as style or not", () => {
    for (const [type, style] of Object.entries(PARAGRAPH_STYLE_ATTRIBUTES)) {
      const declared = Object.keys(schema.nodes[type]?.spec.attrs ?? {});
      const known = [...style, ...NOT_PARAGRAPH_STYLE];
      expect(
        declared.filter((name) => !known.includes(name)),
        type,
      ).toEqual([]);
      expect(
        style.every((name) => declared.includes(name)),
        type,
      ).toBe(true);
    }
  });
});

describe("changesParagraphStyle", () => {
  const stored = doc(h("标题", { oid: "h1" }), p("甲", { indent: 2 }), p("乙"), ul(["一", "二"]));

  it("lets text change, blocks come and go, and nothing else", () => {
    expect(changesParagraphStyle(stored, stored)).toBe(false);
    expect(
      changesParagraphStyle(stored, doc(h("新标题", { oid: "h1" }), p("甲甲", { indent: 2 }), p("乙"))),
    ).toBe(false);
    // A paragraph typed above a styled one shifts it: matched by text, not by index.
    expect(
      changesParagraphStyle(
        stored,
        doc(h("标题", { oid: "h1" }), p("新"), p("甲", { indent: 2 }), p("乙"), ul(["一"])),
      ),
    ).toBe(false);
    // Enter at the end of a styled paragraph: the new one takes its style along.
    expect(
      changesParagraphStyle(
        stored,
        doc(
          h("标题", { oid: "h1" }),
          p("甲", { indent: 2 }),
          p("", { indent: 2 }),
          p("乙"),
          ul(["一", "二"]),
        ),
      ),
    ).toBe(false);
    // Splitting a styled paragraph gives both halves its style.
    expect(
      changesParagraphStyle(
        doc(p("甲乙", { indent: 2 })),
        doc(p("甲", { indent: 2 }), p("乙", { indent: 2 })),
      ),
    ).toBe(false);
    expect(changesParagraphStyle(stored, doc())).toBe(false);
  });

  it("finds a paragraph's indent or line spacing changed", () => {
    expect(
      changesParagraphStyle(stored, doc(h("标题", { oid: "h1" }), p("甲"), p("乙"), ul(["一", "二"]))),
    ).toBe(true);
    expect(
      changesParagraphStyle(
        stored,
        doc(h("标题", { oid: "h1" }), p("甲", { indent: 2 }), p("乙", { lineSpacing: 2 })),
      ),
    ).toBe(true);
  });

  it("finds a heading's align changed, by its oid even when its text changed too", () => {
    expect(changesParagraphStyle(stored, doc(h("另一个标题", { oid: "h1", align: "center" })))).toBe(true);
    expect(changesParagraphStyle(doc(h("标题")), doc(h("标题", { oid: "new", align: "right" })))).toBe(true);
  });

  it("finds a list's type changed", () => {
    expect(changesParagraphStyle(stored, doc(ul(["一", "二"], { listType: "square" })))).toBe(true);
  });

  it("finds a new block given a style nothing around it had", () => {
    expect(
      changesParagraphStyle(
        stored,
        doc(h("标题", { oid: "h1" }), p("新", { lineSpacing: 3 }), p("甲", { indent: 2 })),
      ),
    ).toBe(true);
  });

  it("treats an attribute written as its default as unchanged", () => {
    expect(changesParagraphStyle(doc(ul(["一"])), doc(ul(["一"], { listType: "disc" })))).toBe(false);
    expect(changesParagraphStyle(doc(p("甲")), doc(p("甲", { indent: null, oid: null })))).toBe(false);
  });

  it("ignores what is not a style: a heading's level, a list's start", () => {
    expect(changesParagraphStyle(doc(h("标题")), doc({ ...h("标题"), attrs: { level: 3 } }))).toBe(false);
  });
});
