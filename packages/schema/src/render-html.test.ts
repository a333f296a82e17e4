import { describe, expect, it } from "vitest";
import { renderDocumentHtml } from "./render-html.ts";
import { InvalidDocumentError } from "./validate-document.ts";

const text = (value: string, marks: { type: string }[] = []) => ({ type: "text", text: value, marks });
const paragraph = (...content: unknown[]) => ({ type: "paragraph", content });

describe("renderDocumentHtml", () => {
  it("writes headings, paragraphs and lists from the schema's own specs", () => {
    const html = renderDocumentHtml({
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [text("第一节")] },
        paragraph(text("正文")),
        { type: "bulletList", content: [{ type: "listItem", content: [paragraph(text("要点"))] }] },
        {
          type: "orderedList",
          attrs: { start: 3 },
          content: [{ type: "listItem", content: [paragraph(text("步骤"))] }],
        },
      ],
    });
    expect(html).toBe(
      '<h2>第一节</h2><p>正文</p><ul><li><p>要点</p></li></ul><ol start="3"><li><p>步骤</p></li></ol>',
    );
  });

  it("keeps one mark open across neighbouring text and nests marks in order", () => {
    const html = renderDocumentHtml({
      type: "doc",
      content: [
        paragraph(
          text("甲", [{ type: "bold" }]),
          text("乙", [{ type: "bold" }, { type: "italic" }]),
          text("丙", [{ type: "italic" }]),
          text("丁"),
        ),
      ],
    });
    expect(html).toBe("<p><strong>甲<em>乙</em></strong><em>丙</em>丁</p>");
  });

  it("escapes text, so stored content cannot inject markup", () => {
    const html = renderDocumentHtml({
      type: "doc",
      content: [paragraph(text('<script>alert("x")</script> & more'))],
    });
    expect(html).toBe("<p>&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; more</p>");
  });

  it("refuses content that does not fit the schema instead of dropping it", () => {
    expect(() => renderDocumentHtml({ type: "doc", content: [{ type: "video" }] })).toThrow(
      InvalidDocumentError,
    );
  });
});
