// @vitest-environment happy-dom
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import type { Editor, JSONContent } from "@tiptap/core";
import { TextSelection } from "@tiptap/pm/state";
import { CellSelection } from "@tiptap/pm/tables";
import { afterEach, expect, test } from "vitest";
import { blockEditor, cleanUpEditors, paragraph } from "../../test/block-editor.ts";

const TEXTS = EDITOR_BLOCK_TEXTS.table;
afterEach(cleanUpEditors);

const cell = (text: string): JSONContent => ({ type: "tableCell", content: [paragraph(text)] });
const row = (...texts: string[]): JSONContent => ({ type: "tableRow", content: texts.map(cell) });

function tableEditor(attrs: Record<string, unknown> = {}) {
  const editor = blockEditor([
    {
      type: "tableBox",
      attrs: { oid: "t1", ...attrs },
      content: [
        {
          type: "caption",
          attrs: { oid: "c1", type: "TABLE", index: 1 },
          content: [{ type: "text", text: "成绩" }],
        },
        { type: "table", content: [row("a", "b"), row("c", "d")] },
      ],
    },
  ]);
  const box = editor.view.dom.querySelector<HTMLElement>(".tb-table-box");
  if (!box) throw new Error("no table box");
  return { editor, box };
}

const table = (editor: Editor) => editor.state.doc.child(0).child(1);
const action = (box: HTMLElement, key: string) => {
  const button = box.querySelector<HTMLButtonElement>(`[data-action="${key}"]`);
  if (!button) throw new Error(`no ${key}`);
  button.click();
};

/** Puts the cursor in the text of the cell holding `text`. */
function cursorIn(editor: Editor, text: string) {
  let at = -1;
  editor.state.doc.descendants((node, position) => {
    if (node.isText && node.text === text) at = position;
    return at < 0;
  });
  editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, at)));
}

test("rows and columns are added and removed at the cursor", () => {
  const { editor, box } = tableEditor();
  cursorIn(editor, "a");
  action(box, "addRowAfter");
  expect(table(editor).childCount).toBe(3);
  action(box, "addColumnAfter");
  expect(table(editor).firstChild?.childCount).toBe(3);
  action(box, "deleteColumn");
  action(box, "deleteRow");
  expect(table(editor).childCount).toBe(2);
  expect(table(editor).firstChild?.childCount).toBe(2);
});

test("selected cells merge into one and split back", () => {
  const { editor, box } = tableEditor();
  const cells: number[] = [];
  editor.state.doc.descendants((node, position) => {
    if (node.type.name === "tableCell") cells.push(position);
  });
  editor.view.dispatch(
    editor.state.tr.setSelection(CellSelection.create(editor.state.doc, cells[0] ?? 0, cells[1] ?? 0)),
  );
  action(box, "mergeCells");
  expect(table(editor).firstChild?.childCount).toBe(1);
  expect(table(editor).firstChild?.firstChild?.attrs.colspan).toBe(2);
  cursorIn(editor, "a");
  action(box, "splitCell");
  expect(table(editor).firstChild?.childCount).toBe(2);
});

test("cell style writes border colour, background and vertical align; a bad colour is refused with a message", () => {
  const { editor, box } = tableEditor();
  cursorIn(editor, "d");
  action(box, "cellStyle");
  const panel = document.querySelector<HTMLElement>(".tb-floating-panel");
  const field = (name: string) =>
    panel?.querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${name}"]`);
  const background = field("background");
  if (!panel || !background) throw new Error("no cell style panel");
  background.value = "not a colour";
  background.dispatchEvent(new Event("input"));
  panel.querySelector<HTMLButtonElement>(".tb-primary")?.click();
  expect(panel.querySelector('[role="alert"]')?.textContent).toBe(`“${TEXTS.background}”的值不正确`);
  background.value = "#FFEEDD";
  background.dispatchEvent(new Event("input"));
  const border = field("borderColor");
  if (border) {
    border.value = "rgb(97, 97, 97)";
    border.dispatchEvent(new Event("input"));
  }
  const align = field("verticalAlign");
  if (align) {
    align.value = "bottom";
    align.dispatchEvent(new Event("change"));
  }
  panel.querySelector<HTMLButtonElement>(".tb-primary")?.click();
  const styled = table(editor).child(1).child(1);
  expect(styled.attrs).toMatchObject({
    background: "#FFEEDD",
    borderColor: "rgb(97, 97, 97)",
    verticalAlign: "bottom",
  });
  expect(() => editor.state.doc.check()).not.toThrow();
});

test("hide title toggles the box's hideTitle; the title and super caption are box settings", () => {
  const { editor, box } = tableEditor({ superCaption: "单位：元" });
  expect(box.querySelector(".tb-table-box__super-caption")?.textContent).toBe("单位：元");
  action(box, "hideTitle");
  expect(editor.state.doc.child(0).attrs.hideTitle).toBe("Y");
  expect(box.dataset.hideTitle).toBe("Y");
  expect(box.querySelector('[data-action="hideTitle"]')?.getAttribute("aria-label")).toBe(TEXTS.showTitle);
  action(box, "settings");
  const title = document.querySelector<HTMLInputElement>('.tb-floating-panel [name="title"]');
  if (!title) throw new Error("no settings");
  title.value = "期末成绩";
  title.dispatchEvent(new Event("input"));
  document.querySelector<HTMLButtonElement>(".tb-floating-panel .tb-primary")?.click();
  expect(editor.state.doc.child(0).attrs.title).toBe("期末成绩");
});

test("a sub caption can be added once; the whole box is deleted with its table", () => {
  const { editor, box } = tableEditor();
  action(box, "addSubCaption");
  expect(editor.state.doc.child(0).lastChild?.type.name).toBe("tableSubCaption");
  expect(box.querySelector('[data-action="addSubCaption"]')).toBeNull();
  action(box, "deleteTable");
  expect(editor.state.doc.child(0).type.name).toBe("paragraph");
});

test("the toolbar belongs to the table box holding the cursor", () => {
  const editor = blockEditor([
    paragraph("前"),
    { type: "tableBox", content: [{ type: "table", content: [row("a", "b")] }] },
  ]);
  const box = editor.view.dom.querySelector(".tb-table-box");
  expect(box?.classList.contains("tb-table-box--active")).toBe(false);
  cursorIn(editor, "b");
  expect(box?.classList.contains("tb-table-box--active")).toBe(true);
});

test("the toolbar is one row of icons, each button named and titled in Chinese", () => {
  const { editor, box } = tableEditor();
  cursorIn(editor, "a");
  const buttons = [...box.querySelectorAll<HTMLButtonElement>(".tb-table-box__toolbar button")];
  expect(buttons.length).toBeGreaterThan(10);
  for (const button of buttons) {
    expect(button.querySelector("svg")).not.toBeNull();
    expect(button.textContent).toBe("");
    expect(button.getAttribute("aria-label")).toMatch(/\p{Script=Han}/u);
    expect(button.title).toBe(button.getAttribute("aria-label"));
  }
});
