// @vitest-environment happy-dom
// Popups (content §3.13, §5): the placeholder rule, the editing panel with its link, and a reader's popup.
import type { Editor } from "@tiptap/core";
import { afterEach, expect, test, vi } from "vitest";
import { blockEditor, cleanUpEditors } from "../../test/block-editor.ts";
import { popupLinkValue, popupProblem } from "./popup-panel.ts";

const open = vi.fn();
afterEach(() => {
  cleanUpEditors();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

function popupEditor(
  attrs: Record<string, unknown>,
  editable = true,
): { editor: Editor; popup: HTMLElement } {
  const editor = blockEditor(
    [
      {
        type: "paragraph",
        content: [
          { type: "text", text: "见" },
          { type: "popup", attrs },
        ],
      },
    ],
    { editable },
  );
  const popup = editor.view.dom.querySelector<HTMLElement>('[data-type="popup"]');
  if (!popup) throw new Error("no popup");
  return { editor, popup };
}

const panel = () => document.querySelector<HTMLElement>(".tb-floating-panel");
const control = <T extends HTMLElement>(name: string) => {
  const found = panel()?.querySelector<T>(`[name="${name}"]`);
  if (!found) throw new Error(`no ${name}`);
  return found;
};
const popupAttrs = (editor: Editor) => editor.state.doc.firstChild?.child(1).attrs ?? {};

test.each([
  ["TEXT", "光合作用", "", "请输入弹窗内容"],
  ["TEXT", "", "说明", "文字弹窗需要标题"],
  ["TEXT", "  ", "说明", "文字弹窗需要标题"],
  ["ICON", "", " ", "请输入弹窗内容"],
  ["ICON", "", "说明", null],
  ["TEXT", "光合作用", "说明", null],
])("a %s popup titled %j with description %j: %s (content §5)", (type, title, desc, problem) => {
  expect(popupProblem({ type, title, desc })).toBe(problem);
});

test.each([
  [{ type: "TEXT" }, true],
  [{ type: "TEXT", title: "光合作用" }, true],
  [{ type: "ICON", desc: " " }, true],
  [{ type: "ICON", desc: "说明" }, false],
])("%j shows the 添加弹窗 placeholder: %s", (attrs, placeholder) => {
  const { popup } = popupEditor(attrs);
  expect(popup.classList.contains("tb-placeholder")).toBe(placeholder);
  expect(popup.textContent === "添加弹窗").toBe(placeholder);
});

test("a popup's link keeps its type's own fields and its title", () => {
  const attributes = { url: "https://e.com", bookOid: null, screenType: null, isReaderInfoCarried: "N" };
  expect(popupLinkValue("URL", attributes, "官网")).toEqual({
    type: "URL",
    url: "https://e.com",
    title: "官网",
  });
});

test("the panel saves a word popup with a web link; an incomplete one is not saved", async () => {
  const { editor, popup } = popupEditor({ type: "TEXT" });
  popup.click();
  expect(panel()?.getAttribute("aria-label")).toBe("编辑弹窗");
  const type = (name: string, value: string) => {
    const input = control<HTMLInputElement | HTMLTextAreaElement>(name);
    input.value = value;
    input.dispatchEvent(new Event("input"));
  };
  type("title", "叶绿体");
  panel()?.querySelector<HTMLButtonElement>(".tb-primary")?.click();
  await vi.waitFor(() =>
    expect(panel()?.querySelector(".tb-floating-panel__error")?.textContent).toBe("请输入弹窗内容"),
  );
  type("desc", "植物细胞中进行光合作用的场所");
  const isLink = control<HTMLInputElement>("isLink");
  isLink.checked = true;
  isLink.dispatchEvent(new Event("change"));
  type("url", "https://example.com/chloroplast");
  panel()?.querySelector<HTMLButtonElement>(".tb-primary")?.click();
  await vi.waitFor(() =>
    expect(popupAttrs(editor)).toMatchObject({
      type: "TEXT",
      title: "叶绿体",
      desc: "植物细胞中进行光合作用的场所",
      isLink: "Y",
      link: { type: "URL", url: "https://example.com/chloroplast", title: "https://example.com/chloroplast" },
    }),
  );
  expect(popup.textContent).toBe("叶绿体");
  // The stored document passes the schema's checks.
  expect(() => editor.state.doc.check()).not.toThrow();
});

test("a reader's click opens the popup with its description and follows its link", () => {
  vi.stubGlobal("open", open);
  const { popup } = popupEditor(
    {
      type: "ICON",
      desc: "植物细胞中进行光合作用的场所",
      isLink: "Y",
      link: { type: "URL", url: "https://example.com/c" },
    },
    false,
  );
  expect(popup.classList.contains("tb-popup--icon")).toBe(true);
  popup.click();
  expect(panel()?.querySelector(".tb-popup__desc")?.textContent).toBe("植物细胞中进行光合作用的场所");
  panel()?.querySelector<HTMLButtonElement>(".tb-primary")?.click();
  expect(open).toHaveBeenCalledWith("https://example.com/c", "_blank", "noopener,noreferrer");
});
