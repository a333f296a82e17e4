// @vitest-environment jsdom
import { afterEach, expect, test } from "vitest";
import { doc, paragraph, testEditor } from "../../test/block-editor.ts";
import { cleanPastedHtml } from "./clean-pasted-html.ts";

const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name=Generator content="Microsoft Word 15">
<style>p.MsoNormal{mso-style-parent:"";margin:0cm;}</style></head><body lang=ZH-CN>
<!--StartFragment--><h1 class=MsoTitle style='mso-outline-level:1'>第一章 函数</h1>
<p class=MsoNormal style='mso-margin-top-alt:auto;color:#C00000'><b>定义</b>：设<i>x</i>为变量<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;</span></span><![endif]>第一点</p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18pt;mso-list:l0 level1 lfo1'><span style='mso-list:Ignore'>2.</span>第二点</p>
<p class=MsoListParagraph style='mso-list:l1 level1 lfo2'><span style='font-family:Symbol;mso-list:Ignore'>·</span>要点</p>
<!--EndFragment--></body></html>`;

test("Word's mso styles, classes, comments and office tags go; headings, marks and lists stay", () => {
  const clean = cleanPastedHtml(WORD);
  expect(clean).not.toMatch(/mso-|Mso|class=|<o:p|<style|<meta|StartFragment/i);
  expect(clean).toContain("<h1>第一章 函数</h1>");
  expect(clean).toContain("<b>定义</b>");
  expect(clean).toContain("color:#C00000");
  expect(clean).toMatch(/<ol><li><p>第一点<\/p><\/li><li><p>第二点<\/p><\/li><\/ol>/);
  expect(clean).toMatch(/<ul><li><p>要点<\/p><\/li><\/ul>/);
});

test("scripts, handlers and javascript links from web pages are removed", () => {
  const clean = cleanPastedHtml(
    `<p id="x" class="c" onclick="steal()">文字<script>steal()</script><a href="javascript:steal()">链接</a><img src=x onerror="steal()"></p>`,
  );
  expect(clean).not.toMatch(/script|onclick|onerror|javascript:|id=/);
  expect(clean).toContain("文字");
  expect(clean).toContain("链接");
});

// jsdom has no ClipboardEvent; ProseMirror's pasteHTML only needs an event to pass along.
globalThis.ClipboardEvent ??= class extends Event {
  readonly clipboardData = null;
} as unknown as typeof ClipboardEvent;

let editor: ReturnType<typeof testEditor> | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

test("a pasted Word document keeps its structure in the editor", () => {
  editor = testEditor(doc(paragraph()));
  editor.view.pasteHTML(WORD);
  const types = editor.getJSON().content?.map((node) => node.type);
  expect(types).toEqual(expect.arrayContaining(["heading", "paragraph", "orderedList", "bulletList"]));
  expect(editor.getText()).toContain("第二点");
});

// Word 2016's clipboard writes a hyperlink as <a href> around styled spans; it used to lose its link.
test("a hyperlink pasted from Word becomes a URL link", () => {
  editor = testEditor(doc(paragraph()));
  editor.view.pasteHTML(
    `<html><body><!--StartFragment--><p class=MsoNormal>见<a href="https://www.moe.gov.cn/"><span lang=EN-US style='mso-ansi-language:EN-US'>教育部</span></a><o:p></o:p></p><!--EndFragment--></body></html>`,
  );
  const link = JSON.stringify(editor.getJSON());
  expect(link).toContain('"type":"link"');
  expect(link).toContain('"url":"https://www.moe.gov.cn/"');
  expect(link).toContain('"title":"教育部"');
});
