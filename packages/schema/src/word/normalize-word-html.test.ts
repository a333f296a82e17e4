/// <reference lib="dom" />
import { Window } from "happy-dom";
import { expect, test } from "vitest";
import { normalizeWordHtml } from "./normalize-word-html.ts";
import { wordHtmlToDocument } from "./word-document.ts";

function body(html: string): HTMLElement {
  const window = new Window();
  window.document.body.innerHTML = html;
  return window.document.body as unknown as HTMLElement;
}

type Json = { type: string; attrs?: Record<string, unknown>; content?: Json[]; text?: string };

function nodesOf(json: Json, type: string): Json[] {
  const own = json.type === type ? [json] : [];
  return [...own, ...(json.content ?? []).flatMap((child) => nodesOf(child, type))];
}

// Copied from Word 2016's clipboard (CF_HTML fragment): a hyperlink is an <a href> around styled spans.
const WORD_LINK = `<p class=MsoNormal>参见<a href="https://www.moe.gov.cn/jyb_xxgk/"><span lang=EN-US
style='font-family:"Times New Roman",serif'>教育部<span class=GramE>网站</span></span></a>和<a
href="mailto:a@b.cn">邮箱</a>、<a href="#_Toc1234">目录</a><o:p></o:p></p>`;

test("a pasted Word hyperlink becomes a URL link node; other addresses keep their text only", () => {
  const doc = wordHtmlToDocument(body(WORD_LINK)).toJSON() as Json;
  const links = nodesOf(doc, "link");
  expect(links).toHaveLength(1);
  expect(links[0]?.attrs).toMatchObject({
    type: "URL",
    url: "https://www.moe.gov.cn/jyb_xxgk/",
    title: "教育部网站",
  });
  const text = nodesOf(doc, "text")
    .map((node) => node.text)
    .join("");
  expect(text).toContain("邮箱");
  expect(text).toContain("目录");
});

test("a javascript: link is no link", () => {
  const doc = wordHtmlToDocument(body(`<p><a href="javascript:alert(1)">点我</a></p>`)).toJSON() as Json;
  expect(nodesOf(doc, "link")).toEqual([]);
});

const WORD_NESTED_LIST = `
<p class=MsoListParagraphCxSpFirst style='mso-list:l0 level1 lfo1'><span style='mso-list:Ignore'>1.</span>一</p>
<p class=MsoListParagraphCxSpMiddle style='mso-list:l0 level2 lfo1'><span style='mso-list:Ignore'>a.</span>一甲</p>
<p class=MsoListParagraphCxSpMiddle style='mso-list:l0 level2 lfo1'><span style='mso-list:Ignore'>b.</span>一乙</p>
<p class=MsoListParagraphCxSpLast style='mso-list:l0 level1 lfo1'><span style='mso-list:Ignore'>2.</span>二</p>`;

test("Word's list levels become nested lists", () => {
  const root = body(WORD_NESTED_LIST);
  normalizeWordHtml(root);
  expect(root.innerHTML.replace(/\s+/g, "")).toBe(
    "<ol><li><p>一</p><ol><li><p>一甲</p></li><li><p>一乙</p></li></ol></li><li><p>二</p></li></ol>",
  );
});

test("图 n-n under a picture and 表 n-n above a table become their boxes' captions", () => {
  const doc = wordHtmlToDocument(
    body(`<figure data-type="imageBox"><img data-type="imageBlock" src="/a.png"></figure>
<p>图 1-1 细胞结构</p><p>表 2-3 元素周期</p><table><tr><td><p>H</p></td></tr></table><p>图 9-9 无图可配</p>`),
  ).toJSON() as Json;
  const captions = nodesOf(doc, "caption");
  expect(captions.map((caption) => [caption.attrs?.type, caption.content?.[0]?.text])).toEqual([
    ["IMAGE", "细胞结构"],
    ["TABLE", "元素周期"],
  ]);
  expect(nodesOf(doc, "tableBox")).toHaveLength(1);
  expect(nodesOf(doc, "paragraph").map((node) => node.content?.[0]?.text)).toContain("图 9-9 无图可配");
});
