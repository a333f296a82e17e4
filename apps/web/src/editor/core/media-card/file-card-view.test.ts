// @vitest-environment happy-dom
import { THREE_D_TEXTS } from "@textbook/shared";
import type { JSONContent } from "@tiptap/core";
import { afterEach, expect, test } from "vitest";
import { documentIcon } from "../../blocks/document-box/document-icon.ts";
import { testAttachment } from "../../test/attachment.ts";
import { blockAttributes, blockView, cleanUpEditors, setBlockAttributes } from "../../test/block-editor.ts";
import { mediaLinks } from "../media-links/media-links.ts";
import { builtinIcon } from "./builtin-pictures.ts";

afterEach(cleanUpEditors);

const T = THREE_D_TEXTS;

function threeD(attrs: Record<string, unknown>, title?: string): JSONContent {
  return {
    type: "threeDBox",
    attrs,
    content: [{ type: "threeDIcon" }, { type: "threeDTitle", attrs: { title: title ?? null } }],
  };
}

function cardOf(block: JSONContent, options: { editable?: boolean } = {}) {
  const { editor, dom } = blockView(block, options);
  return { editor, card: dom };
}

const part = (card: HTMLElement, name: string) => card.querySelector<HTMLElement>(`.tb-file-card__${name}`);
const title = (card: HTMLElement) => part(card, "title") as HTMLInputElement;
const order = (card: HTMLElement) =>
  [...(part(card, "main")?.children ?? [])].map((child) => child.classList[0]?.replace("tb-file-card__", ""));
const buttons = (card: HTMLElement) =>
  [...card.querySelectorAll<HTMLButtonElement>(".tb-file-card__action")].map((button) => ({
    label: button.textContent,
    disabled: button.disabled,
  }));

test("a 3D box shows its icon and its threeDTitle child's title, and opens its model once it has one", () => {
  const { card } = cardOf(threeD({ oid: "m1", fileOid: "file-1", name: "细胞.glb" }, "细胞结构"));
  expect(card.dataset.layout).toBe("layout-001");
  expect(order(card)).toEqual(["icon", "title"]);
  expect(part(card, "icon")?.getAttribute("src")).toBe(builtinIcon("threeD"));
  expect(title(card).value).toBe("细胞结构");
  expect(part(card, "status")?.textContent).toBe("细胞.glb");
  expect(buttons(card)).toEqual([{ label: T.threeD.open, disabled: false }]);
});

test("a 3D box without a file says so, with content §9's hint, and its viewer button waits", () => {
  const { card } = cardOf(threeD({ oid: "m2" }));
  expect(part(card, "status")?.textContent).toBe(`${T.threeD.notUploaded}（${T.threeD.hint}）`);
  expect(title(card).value).toBe("");
  expect(title(card).placeholder).toBe(T.threeD.titlePlaceholder);
  expect(buttons(card)).toEqual([{ label: T.threeD.open, disabled: true }]);
});

test("a box saved mid-upload shows its stored progress (content §4) until it has its file", () => {
  const { editor, card } = cardOf(threeD({ oid: "m9", progress: 35 }));
  expect(part(card, "status")?.textContent).toBe("上传中 35%");
  expect(card.dataset.state).toBe("busy");
  setBlockAttributes(editor, "threeDBox", { fileOid: "f", name: "心脏.glb" });
  expect(part(card, "status")?.textContent).toBe("心脏.glb");
});

test("editing the title writes the threeDTitle child, in one undoable step", () => {
  const { editor, card } = cardOf(threeD({ oid: "m3", fileOid: "f" }, "旧标题"));
  const input = title(card);
  input.value = "  心脏模型 ";
  input.dispatchEvent(new Event("change"));
  expect(blockAttributes(editor, "threeDTitle").title).toBe("心脏模型");
  expect(title(card).value).toBe("心脏模型");
  editor.commands.undo();
  expect(blockAttributes(editor, "threeDTitle").title).toBe("旧标题");
  input.value = "";
  input.dispatchEvent(new Event("change"));
  expect(blockAttributes(editor, "threeDTitle").title).toBeNull();
});

test("the layout follows the book until the box picks its own; the parts are the same elements", () => {
  const { editor, card } = cardOf(threeD({ oid: "m4", layout: "layout-003" }, "模型"));
  const input = title(card);
  expect(card.dataset.layout).toBe("layout-001");
  setBlockAttributes(editor, "threeDBox", { useBookLayout: "N" });
  expect(card.dataset.layout).toBe("layout-003");
  expect(order(card)).toEqual(["title", "illustration"]);
  expect(card.querySelector(".tb-file-card__illustration img")?.getAttribute("src")).toMatch(
    /^data:image\/svg\+xml/,
  );
  setBlockAttributes(editor, "threeDBox", { layout: "layout-004" });
  expect(card.dataset.direction).toBe("column");
  expect(order(card)).toEqual(["illustration", "title"]);
  expect(title(card)).toBe(input);
});

test("a custom icon and illustration come through the media links; none hides the illustration", () => {
  const { editor, card } = cardOf(
    threeD({
      oid: "m5",
      useBookLayout: "N",
      iconAttOid: "icon-1",
      iconSrc: "/old/icon.png",
      useBookIllustration: "N",
      useCustomIllustration: "Y",
      illustration: "/old/picture.png",
    }),
  );
  expect(part(card, "icon")?.getAttribute("src")).toBe("/old/icon.png");
  mediaLinks(editor).add(
    testAttachment({
      attachmentOid: "icon-1",
      name: "icon.png",
      extName: "png",
      previewUrl: "/fresh/icon.png",
    }),
  );
  expect(part(card, "icon")?.getAttribute("src")).toBe("/fresh/icon.png");
  setBlockAttributes(editor, "threeDBox", { layout: "layout-002" });
  expect(card.querySelector(".tb-file-card__illustration img")?.getAttribute("src")).toBe("/old/picture.png");
  setBlockAttributes(editor, "threeDBox", { useCustomIllustration: "N" });
  expect(part(card, "illustration")?.hidden).toBe(true);
});

test("the box's own title colour, alignment, border and fonts are applied", () => {
  const { card } = cardOf(
    threeD({
      oid: "m6",
      titleColor: "#ff0000",
      titleTextAlign: "center",
      iconAlignSelf: "flex-end",
      borderColor: "#00ff00",
      borderWidth: "3",
      enFontFamily: "serif",
    }),
  );
  expect(title(card).style.color).toBe("#ff0000");
  expect(title(card).style.textAlign).toBe("center");
  expect(part(card, "icon")?.style.alignSelf).toBe("flex-end");
  expect(card.style.borderWidth).toBe("3px");
  expect(card.style.fontFamily).toBe("Arial");
});

test("a document box shows its type's icon and title, previews and downloads its file", () => {
  const { card } = cardOf({
    type: "documentBox",
    attrs: { oid: "d1", fileOid: "doc-1", name: "教案.DOCX", title: "第一课教案" },
  });
  expect(part(card, "icon")?.getAttribute("src")).toBe(documentIcon("DOCX"));
  expect(title(card).value).toBe("第一课教案");
  expect(buttons(card)).toEqual([
    { label: T.document.preview, disabled: false },
    { label: T.document.download, disabled: false },
  ]);
});

test("the document layouts of content §3.11 arrange icon, illustration and title", () => {
  const { editor, card } = cardOf({ type: "documentBox", attrs: { oid: "d2", useBookLayout: "N" } });
  const expected: Record<string, string[]> = {
    "layout-001": ["icon", "title"],
    "layout-002": ["illustration", "title"],
    "layout-003": ["title", "illustration"],
    "layout-004": ["title", "icon"],
    "layout-005": ["title", "icon"],
  };
  for (const [layout, parts] of Object.entries(expected)) {
    setBlockAttributes(editor, "documentBox", { layout });
    expect(order(card)).toEqual(parts);
  }
  expect(card.dataset.direction).toBe("column");
});

test("editing a document box's title writes its own title; an older box shows its file name", () => {
  const { editor, card } = cardOf({ type: "documentBox", attrs: { oid: "d3", name: "讲义.pdf" } });
  expect(title(card).value).toBe("讲义.pdf");
  expect(part(card, "icon")?.getAttribute("src")).toBe(documentIcon("PDF"));
  title(card).value = "期中讲义";
  title(card).dispatchEvent(new Event("change"));
  expect(blockAttributes(editor, "documentBox").title).toBe("期中讲义");
});

test("a read-only editor shows the title without letting it be typed into", () => {
  const { card } = cardOf(threeD({ oid: "m7", fileOid: "f" }), { editable: false });
  expect(title(card).readOnly).toBe(true);
  expect(title(card).placeholder).toBe(T.threeD.untitled);
  expect(buttons(card)[0]?.disabled).toBe(false);
});

test("a document placeholder left without its upload says the upload did not finish", () => {
  const { card } = cardOf({ type: "documentPlaceholder", attrs: { oid: "p1" } });
  expect(card.textContent).toContain(T.document.unfinished);
  expect(card.dataset.state).toBe("unfinished");
});
