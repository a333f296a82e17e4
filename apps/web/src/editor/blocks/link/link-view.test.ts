// @vitest-environment happy-dom
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { afterEach, expect, test, vi } from "vitest";
import { blockEditor, cleanUpEditors } from "../../test/block-editor.ts";

const TEXTS = EDITOR_BLOCK_TEXTS;
afterEach(cleanUpEditors);

function inlineEditor(
  type: string,
  attrs: Record<string, unknown>,
): { editor: Editor; element: HTMLElement } {
  const editor = blockEditor([
    {
      type: "paragraph",
      content: [
        { type: "text", text: "见" },
        { type, attrs },
      ],
    },
  ]);
  const element = editor.view.dom.querySelector<HTMLElement>(`[data-type="${type}"]`);
  if (!element) throw new Error(`no ${type}`);
  return { editor, element };
}

const inline = (type: string, attrs: Record<string, unknown>) => inlineEditor(type, attrs).element;

const BOOK_TARGET = { bookOid: "b", chapterOid: "c", sectionOid: "s", fileOid: "f" };

test.each([
  ["a book link without its file", { type: "BOOK", ...BOOK_TARGET, fileOid: null }],
  ["a URL link without url", { type: "URL", title: "官网" }],
  ["a virtual link without screen type", { type: "VIRTUAL", url: "https://vs.example.com" }],
  ["a virtual link without url", { type: "VIRTUAL", screenType: "PC" }],
])("%s shows the add link or virtual simulation placeholder (content §5)", (_name, attrs) => {
  const link = inline("link", attrs);
  expect(link.textContent).toBe(TEXTS.link.incomplete);
  expect(link.classList.contains("tb-placeholder")).toBe(true);
});

test("a complete link shows its title; a zjy simulation needs no url", () => {
  expect(inline("link", { type: "BOOK", title: "第二章", ...BOOK_TARGET }).textContent).toBe("第二章");
  expect(inline("link", { type: "URL", url: "https://example.com" }).textContent).toBe("https://example.com");
  expect(inline("link", { type: "VIRTUAL", title: "仿真", screenType: "PC", fromZjy: "Y" }).textContent).toBe(
    "仿真",
  );
});

test("a link with isValid N says its jump target was not found (content §4, §8)", () => {
  const link = inline("link", { type: "URL", url: "https://example.com", isValid: "N" });
  expect(link.textContent).toBe(TEXTS.link.invalid);
  expect(link.dataset.state).toBe("invalid");
});

test("a popup without description, or a text popup without title, shows 添加弹窗 (content §5)", () => {
  expect(inline("popup", { type: "TEXT", title: "光合作用" }).textContent).toBe(TEXTS.popup.placeholder);
  expect(inline("popup", { type: "TEXT", desc: "说明" }).textContent).toBe(TEXTS.popup.placeholder);
  expect(inline("popup", { type: "TEXT", title: "光合作用", desc: "说明" }).textContent).toBe("光合作用");
  const icon = inline("popup", { type: "ICON", desc: "说明" });
  expect(icon.classList.contains("tb-popup--icon")).toBe(true);
  expect(icon.classList.contains("tb-placeholder")).toBe(false);
});

test("clicking a link opens its editor; saving writes the target and the link leads there", async () => {
  const { editor, element: link } = inlineEditor("link", { type: "URL" });
  link.click();
  const panel = document.querySelector<HTMLElement>(".tb-floating-panel");
  if (!panel) throw new Error("no link editor");
  const url = panel.querySelector<HTMLInputElement>('input[name="url"]');
  if (!url) throw new Error("no url field");
  url.value = "https://example.com/a";
  url.dispatchEvent(new Event("input"));
  panel.querySelector<HTMLButtonElement>(".tb-primary")?.click();
  await vi.waitFor(() =>
    expect(editor.state.doc.firstChild?.child(1).attrs.url).toBe("https://example.com/a"),
  );
  expect(editor.view.dom.querySelector('[data-type="link"]')?.textContent).toBe("https://example.com/a");
});
