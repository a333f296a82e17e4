import { describe, expect, it } from "vitest";
import { InvalidDocumentError, validateDocument } from "./validate-document.ts";

const paragraph = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });

describe("validateDocument", () => {
  it("accepts headings, lists and marked text", () => {
    const node = validateDocument({
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "第一节" }] },
        {
          type: "paragraph",
          content: [{ type: "text", text: "加粗", marks: [{ type: "bold" }, { type: "italic" }] }],
        },
        { type: "bulletList", content: [{ type: "listItem", content: [paragraph("要点")] }] },
        {
          type: "orderedList",
          attrs: { start: 3 },
          content: [{ type: "listItem", content: [paragraph("步骤")] }],
        },
      ],
    });
    expect(node.childCount).toBe(4);
    expect(node.textContent).toContain("第一节");
  });

  it("refuses an unknown node type with a clear message", () => {
    expect(() => validateDocument({ type: "doc", content: [{ type: "video", content: [] }] })).toThrow(
      "invalid document: Unknown node type: video",
    );
  });

  it("refuses an attribute the node or mark does not declare instead of dropping it", () => {
    expect(() =>
      validateDocument({
        type: "doc",
        content: [
          { type: "paragraph", attrs: { fontWeight: "bold" }, content: [{ type: "text", text: "甲" }] },
        ],
      }),
    ).toThrow(/unknown attribute "fontWeight" on node "paragraph"/);
    expect(() =>
      validateDocument({
        type: "doc",
        content: [
          {
            type: "paragraph",
            content: [{ type: "text", text: "乙", marks: [{ type: "bold", attrs: { x: 1 } }] }],
          },
        ],
      }),
    ).toThrow(/unknown attribute "x" on mark "bold"/);
  });

  it("refuses a heading level outside 1-6", () => {
    expect(() =>
      validateDocument({ type: "doc", content: [{ type: "heading", attrs: { level: 7 } }] }),
    ).toThrow(InvalidDocumentError);
  });

  it("refuses content that breaks the content expression", () => {
    expect(() =>
      validateDocument({ type: "doc", content: [{ type: "listItem", content: [paragraph("x")] }] }),
    ).toThrow(InvalidDocumentError);
    expect(() => validateDocument({ type: "doc", content: [] })).toThrow(InvalidDocumentError);
  });

  it("refuses a root that is not doc, and non-objects", () => {
    expect(() => validateDocument(paragraph("x"))).toThrow(/must start with "doc"/);
    expect(() => validateDocument("doc")).toThrow(/JSON object/);
  });
});
