// @vitest-environment happy-dom
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { Fragment, type Node as ProseMirrorNode, Slice } from "@tiptap/pm/model";
import { afterEach, expect, test, vi } from "vitest";
import { blockMenuEntries, matchingEntries } from "../core/block-menu/block-menu-entries.ts";
import { hoveredBlock } from "../core/block-menu/hovered-block.ts";
import { runBlockMenuEntry } from "../core/block-menu/run-block-menu-entry.ts";
import { blockEditor, cleanUpEditors, paragraph } from "../test/block-editor.ts";
import { BLOCK_CHOICES, insertableBlocks } from "./block-choices.ts";

afterEach(cleanUpEditors);

/** An editor holding the paragraph 前, and that paragraph as the hover menu sees it. */
function oneParagraph() {
  const editor = blockEditor([paragraph("前")]);
  const block = hoveredBlock(editor.state.doc, 1, 0);
  if (!block) throw new Error("no hovered block");
  return { editor, block };
}

function offeredAt(editor: Editor, pos: number): string[] {
  return insertableBlocks(editor.state.doc, pos).map(({ choice }) => choice.key);
}

test("between top-level blocks every block choice is offered except the headers, which only open a document", () => {
  const editor = blockEditor([paragraph("一"), paragraph("二")]);
  const between = editor.state.doc.child(0).nodeSize;
  const offered = offeredAt(editor, between);
  expect(offered).toContain("tableBox");
  expect(offered).toContain("codeBox");
  expect(offered).toContain("mathBox");
  expect(offered).toContain("layoutBox");
  expect(offered).not.toContain("chapterHeader");
  expect(offered).not.toContain("sectionHeader");
  // Every offer really fits: inserting it leaves a valid document.
  for (const { node } of insertableBlocks(editor.state.doc, between)) {
    expect(() =>
      editor.state.doc
        .replace(between, between, new Slice(Fragment.from(node as ProseMirrorNode), 0, 0))
        .check(),
    ).not.toThrow();
  }
});

test("at the very start of a document the chapter header is offered", () => {
  const editor = blockEditor([paragraph("一")]);
  expect(offeredAt(editor, 0)).toContain("chapterHeader");
});

test("inside a list item only simple blocks are offered: no table, heading or code box (content §5)", () => {
  const editor = blockEditor([
    { type: "bulletList", content: [{ type: "listItem", content: [paragraph("项")] }] },
  ]);
  // After the list item's paragraph: position 1 (list) + 1 (item) + paragraph size.
  const afterParagraph = 2 + (editor.state.doc.firstChild?.firstChild?.firstChild?.nodeSize ?? 0);
  const offered = offeredAt(editor, afterParagraph);
  expect(offered).toContain("paragraph");
  expect(offered).toContain("bulletList");
  expect(offered).not.toContain("tableBox");
  expect(offered).not.toContain("heading-1");
  expect(offered).not.toContain("codeBox");
});

test("inside a layout box no layout box is offered", () => {
  const editor = blockEditor([{ type: "layoutBox", content: [paragraph("框")] }]);
  const afterParagraph = 1 + (editor.state.doc.firstChild?.firstChild?.nodeSize ?? 0);
  const offered = offeredAt(editor, afterParagraph);
  expect(offered).toContain("codeBox");
  expect(offered).not.toContain("layoutBox");
});

test("every block choice names a node type of the schema", () => {
  const editor = blockEditor([paragraph()]);
  for (const choice of BLOCK_CHOICES) expect(editor.schema.nodes[choice.type]).toBeDefined();
});

test("the hovered block inside a list is the list item's paragraph, and the menu inserts after it", () => {
  const editor = blockEditor([
    { type: "bulletList", content: [{ type: "listItem", content: [paragraph("项")] }] },
    paragraph("后"),
  ]);
  const block = hoveredBlock(editor.state.doc, 3, 2);
  expect(block?.node.type.name).toBe("paragraph");
  const keys = JSON.stringify(blockMenuEntries(editor, block as NonNullable<typeof block>));
  expect(keys).not.toContain("block:tableBox");
  expect(keys).toContain("inline:inlineMath");
});

test("choosing a table inserts a 3 × 3 table box with a numbered caption after the hovered block", () => {
  const { editor, block } = oneParagraph();
  runBlockMenuEntry(editor, block, "block:tableBox");
  const box = editor.state.doc.child(1);
  expect(box.type.name).toBe("tableBox");
  const [caption, table] = [box.child(0), box.child(1)];
  expect(caption.type.name).toBe("caption");
  expect(caption.attrs).toMatchObject({ type: "TABLE", index: 1 });
  expect(editor.view.dom.querySelector(".tb-caption__label")?.textContent).toBe("表1-1");
  expect(table.childCount).toBe(3);
  expect(table.firstChild?.childCount).toBe(3);
  expect(typeof box.attrs.oid).toBe("string");
  expect(() => editor.state.doc.check()).not.toThrow();
});

test("in a table cell the menu offers simple blocks and never turns the text into a heading", () => {
  const editor = blockEditor([
    {
      type: "tableBox",
      content: [
        {
          type: "table",
          content: [{ type: "tableRow", content: [{ type: "tableCell", content: [paragraph("格")] }] }],
        },
      ],
    },
  ]);
  let cellParagraph = -1;
  editor.state.doc.descendants((node, position) => {
    if (node.type.name === "paragraph") cellParagraph = position;
  });
  const block = hoveredBlock(editor.state.doc, cellParagraph + 1, cellParagraph);
  expect(block?.pos).toBe(cellParagraph);
  const entries = JSON.stringify(blockMenuEntries(editor, block as NonNullable<typeof block>));
  expect(entries).toContain("block:mathBox");
  expect(entries).not.toContain("block:tableBox");
  expect(entries).toContain("kind:bulletList");
  expect(entries).not.toContain("kind:heading-1");
});

test("media items say which files they take (content §9); other items say nothing", () => {
  const { editor, block } = oneParagraph();
  const entries = blockMenuEntries(editor, block).flatMap((group) => group.entries);
  const title = (key: string) => entries.find((entry) => entry.key === key)?.hint;
  expect(title("block:videoBox")).toBe("视频支持 mp4 格式，不超过 500M");
  expect(title("block:audioBox")).toBe("音频支持 mp3 格式，不超过 100M");
  expect(title("block:galleryBox")).toBe("图片支持 jpg、jpeg、png、gif、webp、svg 格式，不超过 20M");
  expect(title("inline:iconImage")).toBe("图片支持 jpg、jpeg、png、gif、webp、svg 格式，不超过 20M");
  expect(title("block:tableBox")).toBeUndefined();
});

test.each([
  ["inline:link", "link"],
  ["inline:popup", "popup"],
])("choosing %s inserts it into the hovered text and opens its editor at once", (key, type) => {
  const { editor, block } = oneParagraph();
  runBlockMenuEntry(editor, block, key);
  const inserted: string[] = [];
  editor.state.doc.firstChild?.forEach((child) => {
    inserted.push(child.type.name);
  });
  expect(inserted).toContain(type);
  expect(document.querySelector(".tb-floating-panel")).not.toBeNull();
});

test.each([
  ["inline:link", "link"],
  ["inline:popup", "popup"],
  ["block:mathBox", "mathBox"],
])("a new %s whose editor is cancelled is taken away again, outside the undo history", async (key, type) => {
  const { editor, block } = oneParagraph();
  const before = editor.state.doc;
  runBlockMenuEntry(editor, block, key);
  expect(JSON.stringify(editor.getJSON())).toContain(`"${type}"`);
  const cancel = [...document.querySelectorAll<HTMLButtonElement>(".tb-floating-panel button")].find(
    (button) => button.textContent === EDITOR_BLOCK_TEXTS.math.cancel,
  );
  cancel?.click();
  expect(document.querySelector(".tb-floating-panel")).toBeNull();
  await vi.waitFor(() => expect(editor.state.doc.eq(before)).toBe(true));
  editor.commands.undo();
  expect(JSON.stringify(editor.getJSON())).not.toContain(`"${type}"`);
});

test("clicking a new link while its editor is open opens it again and keeps the link; cancelling that removes it", async () => {
  const { editor, block } = oneParagraph();
  runBlockMenuEntry(editor, block, "inline:link");
  editor.view.dom.querySelector<HTMLElement>('[data-type="link"]')?.click();
  await new Promise((settled) => setTimeout(settled, 0));
  expect(JSON.stringify(editor.getJSON())).toContain('"link"');
  expect(document.querySelectorAll(".tb-floating-panel")).toHaveLength(1);
  const cancel = [...document.querySelectorAll<HTMLButtonElement>(".tb-floating-panel button")].find(
    (button) => button.textContent === EDITOR_BLOCK_TEXTS.math.cancel,
  );
  cancel?.click();
  await vi.waitFor(() => expect(JSON.stringify(editor.getJSON())).not.toContain('"link"'));
});

test("a new link saved from its editor stays", () => {
  const { editor, block } = oneParagraph();
  runBlockMenuEntry(editor, block, "inline:link");
  const url = document.querySelector<HTMLInputElement>('.tb-floating-panel input[name="url"]');
  if (!url) throw new Error("no url field");
  url.value = "https://example.com";
  url.dispatchEvent(new Event("input", { bubbles: true }));
  document.querySelector<HTMLButtonElement>(".tb-floating-panel .tb-primary")?.click();
  return vi.waitFor(() => {
    expect(document.querySelector(".tb-floating-panel")).toBeNull();
    expect(JSON.stringify(editor.getJSON())).toContain("https://example.com");
  });
});

test("a new formula saved from its editor (which closes before it saves) stays", async () => {
  const { editor, block } = oneParagraph();
  runBlockMenuEntry(editor, block, "block:mathBox");
  const latex = document.querySelector<HTMLTextAreaElement>(".tb-floating-panel textarea");
  if (!latex) throw new Error("no formula field");
  latex.value = "x^2";
  latex.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", ctrlKey: true }));
  await new Promise((settled) => setTimeout(settled, 0));
  expect(JSON.stringify(editor.getJSON())).toContain("x^2");
});

test("the search box narrows the entries by name and says when nothing matches", () => {
  const { editor, block } = oneParagraph();
  const groups = blockMenuEntries(editor, block);
  const keys = (query: string) =>
    matchingEntries(groups, query).flatMap((group) => group.entries.map((entry) => entry.key));
  expect(keys("")).toEqual(groups.flatMap((group) => group.entries.map((entry) => entry.key)));
  expect(keys("视频")).toEqual(["block:videoBox", "inline:inlineVideo"]);
  expect(keys(" 表 格 ")).toEqual(["block:tableBox"]);
  expect(keys("不存在的块")).toEqual([]);
});

test("the first block's menu offers the chapter and section headers, inserted at the file's start", () => {
  const editor = blockEditor([paragraph("一"), paragraph("二")]);
  const first = hoveredBlock(editor.state.doc, 1, 0);
  if (!first) throw new Error("no hovered block");
  const keys = JSON.stringify(blockMenuEntries(editor, first));
  expect(keys).toContain("before:chapterHeader");
  expect(keys).toContain("before:sectionHeader");
  const secondAt = editor.state.doc.child(0).nodeSize;
  const second = hoveredBlock(editor.state.doc, secondAt + 1, secondAt);
  expect(JSON.stringify(blockMenuEntries(editor, second as NonNullable<typeof second>))).not.toContain(
    "before:",
  );

  runBlockMenuEntry(editor, first, "before:chapterHeader");
  expect(editor.state.doc.child(0).type.name).toBe("chapterHeader");
  const headerSize = editor.state.doc.child(0).nodeSize;
  const opening = hoveredBlock(editor.state.doc, headerSize + 1, headerSize);
  const afterHeader = JSON.stringify(blockMenuEntries(editor, opening as NonNullable<typeof opening>));
  expect(afterHeader).toContain("before:sectionHeader");
  expect(afterHeader).not.toContain("before:chapterHeader");
  runBlockMenuEntry(editor, opening as NonNullable<typeof opening>, "before:sectionHeader");
  expect(editor.state.doc.child(1).type.name).toBe("sectionHeader");
  expect(() => editor.state.doc.check()).not.toThrow();
});
