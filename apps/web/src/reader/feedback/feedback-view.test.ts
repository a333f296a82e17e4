// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { READER_STORAGE_KEYS } from "../reader-session.ts";
import { createFeedbackView } from "./feedback-view.ts";
import { blockPlace, selectionPlace } from "./selection-place.ts";

let page: HTMLElement;

beforeEach(() => {
  page = document.createElement("div");
  page.innerHTML =
    '<article class="tb-book"><p data-oid="b1">信息技术是<strong>一门</strong>重要的课成。</p><p data-oid="b2">第二段</p><p>第三段没有编号。</p></article>';
  document.body.append(page);
  localStorage.setItem(READER_STORAGE_KEYS.token, "reader-token");
});
afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function select(node: Node, start: number, endNode: Node, end: number) {
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(endNode, end);
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

const textOf = (selector: string, index = 0) => {
  const node = page.querySelector(selector)?.childNodes[index];
  if (!node) throw new Error(`no text in ${selector}`);
  return node;
};

test("a selection keeps its block oid, its offsets in the block's text and the quote", () => {
  // "重要的课成。" is the paragraph's third text node; 课成 starts at 10.
  const tail = textOf("[data-oid=b1]", 2);
  select(tail, 3, tail, 5);
  expect(selectionPlace(document.getSelection(), page)).toEqual({
    blockOid: "b1",
    startOffset: 10,
    endOffset: 12,
    quote: "课成",
  });
  // Across marks inside the block.
  select(textOf("[data-oid=b1]", 0), 4, tail, 2);
  expect(selectionPlace(document.getSelection(), page)).toMatchObject({
    startOffset: 4,
    quote: "是一门重要",
  });
});

test("a text block without an oid is named by its place among the text blocks", () => {
  const third = textOf("p:not([data-oid])");
  select(third, 5, third, 7);
  expect(selectionPlace(document.getSelection(), page)).toEqual({
    blockOid: "@2",
    startOffset: 5,
    endOffset: 7,
    quote: "编号",
  });
});

test("no place for a selection across blocks, outside the page or empty", () => {
  select(textOf("[data-oid=b1]", 0), 0, textOf("[data-oid=b2]"), 2);
  expect(selectionPlace(document.getSelection(), page)).toBeNull();
  document.getSelection()?.removeAllRanges();
  expect(selectionPlace(document.getSelection(), page)).toBeNull();
  const outside = document.createElement("p");
  outside.dataset.oid = "x";
  outside.textContent = "页外";
  document.body.append(outside);
  select(outside.firstChild as Node, 0, outside.firstChild as Node, 1);
  expect(selectionPlace(document.getSelection(), page)).toBeNull();
  expect(blockPlace(textOf("[data-oid=b2]"), page)).toEqual({
    blockOid: "b2",
    quote: "第二段",
  });
});

test("纠错 by a selection sends the place, the type and the description; 我的纠错 shows the reply", async () => {
  const fetched: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      fetched.push({ url, init });
      const data = url.includes("?")
        ? {
            items: [
              {
                oid: "r1",
                bookName: "信息技术基础",
                quote: "课成",
                type: "WORD",
                description: "错别字",
                state: "PROCESSED",
                reply: "已改正",
                createdAt: "2026-11-28T10:00:00.000Z",
              },
            ],
          }
        : {};
      return new Response(JSON.stringify({ errorCode: "0", errorMessage: "", data }), { status: 200 });
    }),
  );
  const view = createFeedbackView({ bookOid: "book1", editionOid: "ed1", fileOid: () => "file1", page });
  document.body.append(view.layer, view.mineButton);
  const button = view.layer.querySelector<HTMLButtonElement>(".reader-feedback-report");
  expect(button?.hidden).toBe(true);
  const tail = textOf("[data-oid=b1]", 2);
  select(tail, 3, tail, 5);
  page.dispatchEvent(new MouseEvent("mouseup", { bubbles: true }));
  expect(button?.hidden).toBe(false);
  button?.click();
  const form = view.layer.querySelector("form") as HTMLFormElement;
  (form.querySelector("input[value=WORD]") as HTMLInputElement).checked = true;
  form.requestSubmit();
  expect(view.layer.querySelector("[role=status]")?.textContent).toBe("请填写问题描述");
  (form.querySelector("textarea") as HTMLTextAreaElement).value = "“课成”应为“课程”";
  form.requestSubmit();
  await vi.waitFor(() =>
    expect(view.layer.querySelector("[role=status]")?.textContent).toBe("已提交，感谢你的反馈"),
  );
  const sent = fetched[0];
  expect(sent?.url).toBe("/api/reader/error-corrections");
  expect(new Headers(sent?.init.headers).get("authorization")).toBe("Bearer reader-token");
  expect(JSON.parse(String(sent?.init.body))).toEqual({
    bookOid: "book1",
    editionOid: "ed1",
    fileOid: "file1",
    blockOid: "b1",
    startOffset: 10,
    endOffset: 12,
    quote: "课成",
    type: "WORD",
    description: "“课成”应为“课程”",
  });

  view.mineButton.click();
  await vi.waitFor(() =>
    expect(view.layer.querySelector(".reader-feedback-reply")?.textContent).toBe("编辑回复：已改正"),
  );
  expect(view.layer.querySelector(".reader-feedback-state")?.textContent).toBe("已处理");
  view.stop();
});

test("a click in a block without selecting text reports the whole block", async () => {
  const fetched: RequestInit[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      fetched.push(init);
      return new Response(JSON.stringify({ errorCode: "0", errorMessage: "", data: {} }), { status: 200 });
    }),
  );
  const view = createFeedbackView({ bookOid: "book1", editionOid: "ed1", fileOid: () => "file1", page });
  document.body.append(view.layer);
  document.getSelection()?.removeAllRanges();
  page.querySelector("p:not([data-oid])")?.dispatchEvent(new MouseEvent("mouseup", { bubbles: true }));
  view.layer.querySelector<HTMLButtonElement>(".reader-feedback-report")?.click();
  const form = view.layer.querySelector("form") as HTMLFormElement;
  (form.querySelector("textarea") as HTMLTextAreaElement).value = "整段有误";
  form.requestSubmit();
  await vi.waitFor(() => expect(fetched).toHaveLength(1));
  expect(JSON.parse(String(fetched[0]?.body))).toMatchObject({ blockOid: "@2", quote: "第三段没有编号。" });
  expect(JSON.parse(String(fetched[0]?.body))).not.toHaveProperty("startOffset");
});

test("a refusal shows the server's message", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            errorCode: "err.errorCorrection.placeNotFound",
            errorMessage: "纠错的位置在该版本中不存在，请刷新后重新选择",
          }),
          { status: 400 },
        ),
    ),
  );
  const view = createFeedbackView({ bookOid: "book1", editionOid: "ed1", fileOid: () => "file1", page });
  document.body.append(view.layer);
  const tail = textOf("[data-oid=b1]", 2);
  select(tail, 3, tail, 5);
  page.dispatchEvent(new MouseEvent("mouseup", { bubbles: true }));
  view.layer.querySelector<HTMLButtonElement>(".reader-feedback-report")?.click();
  const form = view.layer.querySelector("form") as HTMLFormElement;
  (form.querySelector("textarea") as HTMLTextAreaElement).value = "有问题";
  form.requestSubmit();
  await vi.waitFor(() =>
    expect(view.layer.querySelector("[role=status]")?.textContent).toBe(
      "纠错的位置在该版本中不存在，请刷新后重新选择",
    ),
  );
});
