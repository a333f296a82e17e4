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

  it("writes only web, same-site and data-image addresses, however a script address is disguised", () => {
    const image = (src: string) =>
      renderDocumentHtml({ type: "doc", content: [{ type: "imageBlock", attrs: { src } }] });
    const video = (coverSrc: string) =>
      renderDocumentHtml({
        type: "doc",
        content: [{ type: "videoBlock", attrs: { src: "/api/files/v", coverSrc } }],
      });
    for (const hostile of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "java\tscript:alert(1)",
      "\u0001javascript:alert(1)",
      "vbscript:msgbox(1)",
      "data:text/html,<script>alert(1)</script>",
      "//evil.example/x.png",
    ]) {
      expect(image(hostile), JSON.stringify(hostile)).not.toContain(" src=");
      expect(video(hostile), JSON.stringify(hostile)).not.toContain(" poster=");
    }
    expect(image("/api/files/a?variant=original&exp=1&sig=x")).toContain(
      ' src="/api/files/a?variant=original&#38;exp=1&#38;sig=x"',
    );
    expect(image("https://example.com/a.png")).toContain(' src="https://example.com/a.png"');
    expect(image("data:image/png;base64,AAAA")).toContain(' src="data:image/png;base64,AAAA"');
    // A character reference stays text: the escaped value is a harmless relative path.
    expect(image("&#x6a;avascript:alert(1)")).toContain(' src="&#38;#x6a;avascript:alert(1)"');
  });

  it("refuses to render a link whose address is not a web address or a site path", () => {
    const link = (url: string) =>
      renderDocumentHtml({
        type: "doc",
        content: [paragraph({ type: "link", attrs: { type: "URL", url, title: "t" } })],
      });
    expect(link("https://example.com")).toContain(' href="https://example.com"');
    expect(() => link("java\tscript:alert(1)")).toThrow(InvalidDocumentError);
  });

  it("refuses content that does not fit the schema instead of dropping it", () => {
    expect(() => renderDocumentHtml({ type: "doc", content: [{ type: "video" }] })).toThrow(
      InvalidDocumentError,
    );
  });
});
