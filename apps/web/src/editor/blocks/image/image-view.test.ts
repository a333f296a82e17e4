// @vitest-environment happy-dom
import { IMAGE_TEXTS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { NodeSelection } from "@tiptap/pm/state";
import { afterEach, expect, test } from "vitest";
import { toastStore } from "../../../app/global/toast.ts";
import { blockEditor, cleanUpEditors, paragraph } from "../../test/block-editor.ts";

afterEach(() => {
  cleanUpEditors();
  toastStore.remove(() => true);
});

const box = (attrs: Record<string, unknown> = {}, image: Record<string, unknown> = {}) => ({
  type: "imageBox",
  attrs: { oid: "box", ...attrs },
  content: [{ type: "imageBlock", attrs: { oid: "img", src: "/files/cell.png", ...image } }],
});

function frame(editor: Editor, type = "imageBlock"): HTMLElement {
  const found = editor.view.dom.querySelector<HTMLElement>(`[data-type="${type}"] .tb-image__frame`);
  if (!found) throw new Error(`no ${type}`);
  return found;
}

function select(editor: Editor, pos: number): void {
  editor.view.dispatch(editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, pos)));
}

/** Drags the right handle of the image at `pos` by `dx` pixels (happy-dom lays nothing out: width 0). */
function drag(editor: Editor, pos: number, dx: number): void {
  select(editor, pos);
  const handle = editor.view.nodeDOM(pos) as HTMLElement;
  const right = handle.querySelector<HTMLElement>('.tb-image__handle[data-side="right"]');
  if (!right) throw new Error("no handle");
  right.dispatchEvent(new PointerEvent("pointerdown", { button: 0, clientX: 0, bubbles: true }));
  right.dispatchEvent(new PointerEvent("pointermove", { clientX: dx, bubbles: true }));
  right.dispatchEvent(new PointerEvent("pointerup", { clientX: dx, bubbles: true }));
}

function openSettings(editor: Editor, pos: number): HTMLElement {
  select(editor, pos);
  const view = editor.view.nodeDOM(pos) as HTMLElement;
  view.querySelector<HTMLButtonElement>(`button[title="${IMAGE_TEXTS.settings}"]`)?.click();
  const panel = document.querySelector<HTMLElement>(`[role="dialog"][aria-label="${IMAGE_TEXTS.settings}"]`);
  if (!panel) throw new Error("no settings panel");
  return panel;
}

function fill(panel: HTMLElement, name: string, value: string): void {
  const input = panel.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
  if (!input) throw new Error(`no field ${name}`);
  input.value = value;
  input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? "change" : "input"));
}

const done = (panel: HTMLElement) => panel.querySelector<HTMLButtonElement>(".tb-primary")?.click();

test("an image box shows its image at its stored width, with its numbered caption below", () => {
  const editor = blockEditor([
    {
      type: "imageBox",
      content: [
        { type: "imageBlock", attrs: { src: "/files/cell.png", alt: "细胞", width: "60%" } },
        {
          type: "caption",
          attrs: { oid: "c1", type: "IMAGE", index: 1, chapterIndex: 3 },
          content: [{ type: "text", text: "细胞结构" }],
        },
      ],
    },
  ]);
  const image = editor.view.dom.querySelector<HTMLImageElement>('[data-type="imageBlock"] img');
  expect(image?.getAttribute("src")).toBe("/files/cell.png");
  expect(image?.alt).toBe("细胞");
  expect(frame(editor).style.getPropertyValue("--tb-image-width")).toBe("60%");
  // The stylesheet decides between the image's width, full width and the box's fixed width.
  expect(frame(editor).style.width).toBe("");
  expect(editor.view.dom.querySelector(".tb-caption__label")?.textContent).toBe("图3-1");
});

test("an image without an address offers to pick one instead of using a script address", () => {
  const editor = blockEditor([
    { type: "paragraph", content: [{ type: "inlineImage", attrs: { src: "javascript:alert(1)" } }] },
  ]);
  const image = editor.view.dom.querySelector<HTMLElement>('[data-type="inlineImage"]');
  expect(image?.querySelector("img")).toBeNull();
  expect(image?.querySelector(".tb-image__placeholder")?.textContent).toContain(IMAGE_TEXTS.pickImage);
});

test("a side handle writes the image's width, never under the minimum of its type (content §9)", () => {
  const editor = blockEditor([
    box(),
    {
      type: "paragraph",
      content: [
        { type: "text", text: "图标" },
        { type: "iconImage", attrs: { src: "/i.png" } },
      ],
    },
  ]);
  drag(editor, 1, 240);
  expect(editor.state.doc.child(0).firstChild?.attrs.width).toBe("240px");
  drag(editor, 1, 10);
  expect(editor.state.doc.child(0).firstChild?.attrs.width).toBe("65px");
  const iconPos = editor.state.doc.child(0).nodeSize + 3;
  drag(editor, iconPos, 5);
  expect(editor.state.doc.nodeAt(iconPos)?.attrs.width).toBe("24px");
});

test("a full-width image has no handles; in a fixed-width box the handles set the box's PC width", () => {
  const editor = blockEditor([
    box({}, { type: "FULL" }),
    box({ imageSizeType: "FIXED", pcFixedWidth: 300, phoneFixedWidth: 180 }),
  ]);
  select(editor, 1);
  expect(editor.view.dom.querySelectorAll(".tb-image__handle")).toHaveLength(2);
  const fixed = editor.view.dom.querySelectorAll<HTMLElement>(".tb-image-box")[1];
  expect(fixed?.dataset.fixed).toBe("Y");
  expect(fixed?.style.getPropertyValue("--tb-image-box-width")).toBe("300px");
  // The phone preview's width (image.css reads it under [data-device="phone"]).
  expect(fixed?.style.getPropertyValue("--tb-image-box-phone-width")).toBe("180px");
  const second = editor.state.doc.child(0).nodeSize;
  drag(editor, second + 1, 420);
  expect(editor.state.doc.child(1).attrs.pcFixedWidth).toBe(420);
  expect(editor.state.doc.child(1).firstChild?.attrs.width).toBe("100%");
  expect(fixed?.style.getPropertyValue("--tb-image-box-width")).toBe("420px");
  const image = fixed?.querySelector<HTMLElement>(".tb-image__frame");
  expect(image?.style.getPropertyValue("--tb-image-box-width")).toBe("");
});

test("the settings refuse a width under 65px with the reason, and write link, description and GIF flag", () => {
  const editor = blockEditor([box()]);
  const panel = openSettings(editor, 1);
  fill(panel, "width", "40");
  done(panel);
  expect(panel.querySelector('[role="alert"]')?.textContent).toBe("宽度不能小于 65px");
  fill(panel, "width", "320");
  fill(panel, "link", "https://example.com/cell");
  fill(panel, "description", "洋葱表皮细胞");
  fill(panel, "isGif", "Y");
  done(panel);
  expect(editor.state.doc.child(0).firstChild?.attrs).toMatchObject({
    width: "320px",
    link: "https://example.com/cell",
    description: "洋葱表皮细胞",
    isGif: "Y",
  });
});

test("a floating image stands right at 260px; its caption is numbered once it has a title", () => {
  const editor = blockEditor([
    { type: "floatingImage", attrs: { oid: "f", src: "/f.png" } },
    paragraph("正文"),
  ]);
  const view = editor.view.dom.querySelector<HTMLElement>('[data-type="floatingImage"]');
  expect(view?.dataset.align).toBe("RIGHT");
  expect(frame(editor, "floatingImage").style.getPropertyValue("--tb-image-width")).toBe("260px");
  expect(view?.querySelector(".tb-image__caption")).toBeNull();
  const panel = openSettings(editor, 0);
  fill(panel, "alt", "河流分布");
  done(panel);
  const attrs = editor.state.doc.child(0).attrs;
  expect(attrs.captionOid).toEqual(expect.any(String));
  expect(attrs.captionIndex).toBe(1);
  expect(editor.view.dom.querySelector(".tb-image__caption")?.textContent).toBe("图1-1 河流分布");
  const again = openSettings(editor, 0);
  fill(again, "alt", "");
  done(again);
  expect(editor.state.doc.child(0).attrs.captionOid).toBeNull();
  expect(editor.view.dom.querySelector(".tb-image__caption")).toBeNull();
});

test("an image box adds its notes and one title row, and shows its flags and knowledge points", () => {
  const editor = blockEditor([
    box({ isAI: "Y", kgPoints: [{ knId: "k1", knText: "细胞膜", graphId: null }] }),
  ]);
  const view = editor.view.dom.querySelector<HTMLElement>(".tb-image-box");
  const button = (label: string) =>
    [...(view?.querySelectorAll<HTMLButtonElement>(".tb-image-box__tools button") ?? [])].find(
      (candidate) => candidate.textContent === label,
    );
  button(IMAGE_TEXTS.form.addCaption)?.click();
  button(IMAGE_TEXTS.form.addCaption)?.click();
  button(IMAGE_TEXTS.form.addTitle)?.click();
  const box0 = editor.state.doc.child(0);
  expect(box0.content.content.map((child) => child.type.name)).toEqual([
    "imageBlock",
    "caption",
    "caption",
    "flexer",
  ]);
  expect(
    [...editor.view.dom.querySelectorAll(".tb-caption__label")].map((label) => label.textContent),
  ).toEqual(["图1-1", "图1-2"]);
  expect(button(IMAGE_TEXTS.form.addTitle)?.hidden).toBe(true);
  const marks = view?.querySelector(".tb-image-box__marks");
  expect(marks?.textContent).toContain(IMAGE_TEXTS.form.isAI);
  expect(marks?.textContent).toContain("细胞膜");
  marks?.querySelector<HTMLButtonElement>('[aria-label="移除知识点“细胞膜”"]')?.click();
  expect(editor.state.doc.child(0).attrs.kgPoints).toEqual([]);
});

test("a reader's click follows the image's web link; its description is the picture's tooltip", () => {
  const opened: string[] = [];
  const open = window.open;
  window.open = ((url: string) => {
    opened.push(url);
    return null;
  }) as typeof window.open;
  const editor = blockEditor([
    box({}, { link: "https://example.com/cell", description: "洋葱表皮细胞" }),
    box({ oid: "box2" }, { oid: "img2", link: null }),
  ]);
  const images = editor.view.dom.querySelectorAll<HTMLImageElement>(".tb-image__frame img");
  expect(images[0]?.title).toBe("洋葱表皮细胞");
  images[0]?.click();
  expect(opened).toEqual([]);
  editor.setEditable(false);
  images[0]?.click();
  images[1]?.click();
  expect(opened).toEqual(["https://example.com/cell"]);
  window.open = open;
  // A script link never reaches the view: the schema refuses it (F-08; safe-url.test.ts checks the
  // view's own filter on disguised addresses).
  expect(() => blockEditor([box({}, { link: "java\tscript:alert(1)" })])).toThrow("Invalid JSON content");
});

test("an image saved while its file was on its way shows that upload state (content §4)", () => {
  const editor = blockEditor([
    box({}, { src: null, showLoading: "Y", process: "40" }),
    box({ oid: "box2" }, { oid: "img2", showLoading: "Y" }),
  ]);
  const progress = [...editor.view.dom.querySelectorAll<HTMLElement>(".tb-image__progress")];
  expect(progress.map((element) => element.firstChild?.textContent)).toEqual(["上传中 40%", "等待上传"]);
  expect(progress[0]?.querySelector<HTMLElement>(".tb-image__bar")?.style.width).toBe("40%");
});
