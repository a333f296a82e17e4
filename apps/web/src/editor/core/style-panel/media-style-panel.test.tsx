// @vitest-environment happy-dom
// The media style panels in use (content §2, §4): each opens for its selected card, writes the
// block's attributes, the block shows the change at once, and a style goes only to a block of its type.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MEDIA_PANEL_TEXTS } from "@textbook/shared";
import type { Editor, JSONContent } from "@tiptap/core";
import { NodeSelection } from "@tiptap/pm/state";
import { afterEach, expect, test } from "vitest";
import { toastStore } from "../../../app/global/toast.ts";
import { blockEditor, cleanUpEditors } from "../../test/block-editor.ts";
import { builtinIcon } from "../media-card/builtin-pictures.ts";
import { StylePanel } from "./style-panel.tsx";

const M = MEDIA_PANEL_TEXTS;

afterEach(() => {
  cleanup();
  cleanUpEditors();
  toastStore.remove(() => true);
});

function withPanel(content: JSONContent[]): Editor {
  const editor = blockEditor(content);
  render(<StylePanel editor={editor} />);
  return editor;
}

function select(editor: Editor, index: number): void {
  let pos = 0;
  for (let child = 0; child < index; child++) pos += editor.state.doc.child(child).nodeSize;
  act(() => {
    editor.view.dispatch(editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, pos)));
  });
}

const card = (editor: Editor, index: number) => editor.view.dom.children[index] as HTMLElement;
const layout = (n: number) => screen.getByRole("radio", { name: M.layoutName.replace("{n}", String(n)) });

test("a selected video card opens the video panel; a layout picked there shows on the card at once", () => {
  const editor = withPanel([{ type: "videoBox", attrs: { oid: "v1" } }]);
  select(editor, 0);
  expect(screen.getByRole("heading", { name: M.titles.videoBox })).toBeTruthy();
  // The book's layout while useBookLayout is Y (content §9: layout-001).
  expect((layout(1) as HTMLInputElement).checked).toBe(true);
  expect(screen.getByText(M.followingBookLayout.replace("{layout}", "版式 1"))).toBeTruthy();
  fireEvent.click(layout(3));
  expect(editor.state.doc.child(0).attrs).toMatchObject({ layout: "layout-003", useBookLayout: "N" });
  expect(card(editor, 0).dataset.layout).toBe("layout-003");
  expect(card(editor, 0).dataset.arrangement).toBe("side");
  // The icon is the built-in one until the author uploads another.
  expect(screen.getByText(M.options.iconStates.default)).toBeTruthy();
  const panel = screen.getByRole("region", { name: M.titles.videoBox });
  expect(panel.querySelector(`img[src="${builtinIcon("video")}"]`)).toBeTruthy();
  // Under 全书样式: the book's cover is each video's first frame until the book sets a poster.
  expect(screen.getByText("视频首帧", { selector: "dd" })).toBeTruthy();
  // Back to the book's layout with the switch.
  fireEvent.click(screen.getByLabelText(M.fields.useBookLayout));
  expect(card(editor, 0).dataset.layout).toBe("layout-001");
});

test("a border width typed in the panel is the card's own; the type label is written too", () => {
  const editor = withPanel([{ type: "videoBox", attrs: { oid: "v1" } }]);
  select(editor, 0);
  const width = screen.getByLabelText(M.fields.borderWidth) as HTMLInputElement;
  fireEvent.change(width, { target: { value: "3" } });
  fireEvent.blur(width);
  expect(card(editor, 0).style.borderWidth).toBe("3px");
  const label = screen.getByLabelText(M.fields.typeName) as HTMLInputElement;
  fireEvent.change(label, { target: { value: "微课" } });
  fireEvent.blur(label);
  expect(card(editor, 0).querySelector(".tb-media-box__type")?.textContent).toBe("微课");
  // The field is drawn again for its stored value.
  const stored = screen.getByLabelText(M.fields.borderWidth) as HTMLInputElement;
  fireEvent.change(stored, { target: { value: "99" } });
  fireEvent.blur(stored);
  expect(screen.getByRole("alert").textContent).toBe("请输入 0 到 20 之间的数字");
  expect(editor.state.doc.child(0).attrs.borderWidth).toBe("3");
});

test("a style copied from a video goes onto another video, never onto an audio box", () => {
  const editor = withPanel([
    {
      type: "videoBox",
      attrs: { oid: "v1", layout: "layout-005", useBookLayout: "N", borderStyle: "dashed", typeName: "微课" },
    },
    { type: "videoBox", attrs: { oid: "v2", title: "第二段" } },
    { type: "audioBox", attrs: { oid: "a1" } },
  ]);
  select(editor, 0);
  fireEvent.click(screen.getByRole("button", { name: M.copyStyle }));
  select(editor, 1);
  fireEvent.click(screen.getByRole("button", { name: M.pasteStyle }));
  expect(editor.state.doc.child(1).attrs).toMatchObject({
    layout: "layout-005",
    useBookLayout: "N",
    borderStyle: "dashed",
    title: "第二段",
    typeName: null,
  });
  expect(card(editor, 1).dataset.layout).toBe("layout-005");
  select(editor, 2);
  fireEvent.click(screen.getByRole("button", { name: M.pasteStyle }));
  expect(toastStore.get().map((toast) => toast.text)).toContain(
    "只能粘贴到同类型的组件：复制的是视频的样式，当前选中的是音频",
  );
  expect(editor.state.doc.child(2).attrs.layout).toBe("layout-001");
});

test("an image box at a fixed width: the PC width typed in its panel sizes the picture", () => {
  const editor = withPanel([
    {
      type: "imageBox",
      attrs: { oid: "b", imageSizeType: "FIXED" },
      content: [{ type: "imageBlock", attrs: { src: "/files/a.png" } }],
    },
  ]);
  // The click selects the image inside: its box's panel opens.
  act(() => {
    editor.view.dispatch(editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, 1)));
  });
  expect(screen.getByRole("heading", { name: M.titles.imageBox })).toBeTruthy();
  const pc = screen.getByLabelText(M.fields.pcFixedWidth) as HTMLInputElement;
  fireEvent.change(pc, { target: { value: "300" } });
  fireEvent.blur(pc);
  const box = card(editor, 0);
  expect(box.dataset.fixed).toBe("Y");
  expect(box.style.getPropertyValue("--tb-image-box-width")).toBe("300px");
  const stored = screen.getByLabelText(M.fields.pcFixedWidth) as HTMLInputElement;
  fireEvent.change(stored, { target: { value: "40" } });
  fireEvent.blur(stored);
  expect(screen.getByRole("alert").textContent).toBe("请输入 65 到 2048 之间的数字");
});

test("an audio box offers a custom illustration once the author chooses one", () => {
  const editor = withPanel([
    { type: "audioBox", attrs: { oid: "a1", layout: "layout-002", useBookLayout: "N" } },
  ]);
  select(editor, 0);
  expect(screen.getByRole("heading", { name: M.titles.audioBox })).toBeTruthy();
  expect(screen.queryByLabelText(M.fields.illustrationImage)).toBeNull();
  // The book's illustration shows in layout 2 (content §3.17: static images).
  expect(card(editor, 0).querySelector<HTMLImageElement>(".tb-media-box__picture")?.hidden).toBe(false);
  act(() => {
    editor.view.dispatch(
      editor.state.tr.setNodeMarkup(0, undefined, {
        ...editor.state.doc.child(0).attrs,
        useBookIllustration: "N",
        useCustomIllustration: "N",
      }),
    );
  });
  expect(card(editor, 0).querySelector<HTMLImageElement>(".tb-media-box__picture")?.hidden).toBe(true);
  act(() => {
    editor.view.dispatch(
      editor.state.tr.setNodeMarkup(0, undefined, {
        ...editor.state.doc.child(0).attrs,
        useCustomIllustration: "Y",
        illustration: "/files/custom.png",
      }),
    );
  });
  expect(screen.getByLabelText(M.fields.illustrationImage)).toBeTruthy();
  expect(card(editor, 0).querySelector(".tb-media-box__picture")?.getAttribute("src")).toBe(
    "/files/custom.png",
  );
});

test("under 全书样式 values are in words, never raw: 版式 1, 实线, the default font", () => {
  const editor = withPanel([{ type: "interaction", attrs: { oid: "q1" } }]);
  select(editor, 0);
  const values = [...document.querySelectorAll("dd")].map((dd) => dd.textContent ?? "");
  expect(values).toContain("版式 1");
  expect(values).toContain("实线");
  expect(values).toContain("默认无衬线字体");
  expect(values.join(" ")).not.toMatch(/layout-|solid|sans-serif|#[0-9A-Fa-f]{8}/);
});
