// The table box (content §3.5): its caption, table and sub caption are editable children; a toolbar
// above them edits the box (title, super caption, hide title, caption and sub caption) and the
// selected cells (rows, columns, merge/split, header row, cell style).

import { CELL_VERTICAL_ALIGNS } from "@textbook/schema";
import { EDITOR_BLOCK_TEXTS, formatMessage } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { setCellAttr } from "@tiptap/pm/tables";
import type { Decoration, NodeView, ViewMutationRecord } from "@tiptap/pm/view";
import { refusedAttribute } from "../../core/node-view/attribute-problem.ts";
import { createElement } from "../../core/node-view/create-element.ts";
import { openFormPanel } from "../../core/node-view/form-panel.ts";
import { iconElement } from "../../core/node-view/icon-element.ts";
import { isActiveTableBox } from "./active-table-box.ts";
import { addBoxPart, CELL_ACTIONS } from "./table-actions.ts";
import { TABLE_ICONS } from "./table-icons.ts";
import "./table.css";

const TEXTS = EDITOR_BLOCK_TEXTS.table;
const FIELD_LABELS: Record<string, string> = {
  borderColor: TEXTS.borderColor,
  background: TEXTS.background,
  verticalAlign: TEXTS.verticalAlign,
};

/** Empty fields clear the attribute (the book's table style applies again). */
function cellValues(values: Record<string, string>): Record<string, string | null> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim() || null]));
}

export class TableBoxView implements NodeView {
  readonly dom: HTMLElement;
  readonly contentDOM: HTMLElement;
  private node: ProseMirrorNode;
  private readonly editor: Editor;
  private readonly getPos: () => number | undefined;
  private readonly toolbar: HTMLElement;
  private readonly superCaption: HTMLElement;

  /** Only the box holding the selection builds its toolbar: a chapter may hold hundreds of tables. */
  private active: boolean;

  constructor(
    node: ProseMirrorNode,
    editor: Editor,
    getPos: () => number | undefined,
    decorations: readonly Decoration[],
  ) {
    this.active = isActiveTableBox(decorations);
    this.node = node;
    this.editor = editor;
    this.getPos = getPos;
    this.toolbar = createElement("div", { class: "tb-table-box__toolbar", contenteditable: "false" });
    this.superCaption = createElement("div", {
      class: "tb-table-box__super-caption",
      contenteditable: "false",
    });
    this.contentDOM = createElement("div", { class: "tb-table-box__content" });
    // The toolbar hangs from a sticky anchor, so it stays in sight over a table taller than the screen.
    const anchor = createElement("div", { class: "tb-table-box__anchor", contenteditable: "false" }, [
      this.toolbar,
    ]);
    this.dom = createElement("figure", { class: "tb-table-box", "data-type": "tableBox" }, [
      anchor,
      this.superCaption,
      this.contentDOM,
    ]);
    // Toolbar clicks must not move the selection out of the cells they act on.
    this.toolbar.addEventListener("mousedown", (event) => event.preventDefault());
    this.draw();
  }

  update(node: ProseMirrorNode, decorations: readonly Decoration[]): boolean {
    if (node.type !== this.node.type) return false;
    const active = isActiveTableBox(decorations);
    const redraw =
      node.attrs !== this.node.attrs || node.childCount !== this.node.childCount || active !== this.active;
    this.node = node;
    this.active = active;
    if (redraw) this.draw();
    return true;
  }

  stopEvent(event: Event): boolean {
    return this.toolbar.contains(event.target as Node) || this.superCaption.contains(event.target as Node);
  }

  ignoreMutation(mutation: ViewMutationRecord): boolean {
    return (
      !this.contentDOM.contains(mutation.target) ||
      (mutation.target === this.contentDOM && mutation.type === "attributes")
    );
  }

  private draw(): void {
    const { hideTitle, superCaption } = this.node.attrs;
    this.dom.dataset.hideTitle = hideTitle === "Y" ? "Y" : "N";
    this.superCaption.textContent = typeof superCaption === "string" ? superCaption : "";
    this.superCaption.hidden = !superCaption;
    this.toolbar.replaceChildren(...(this.active ? this.toolbarButtons() : []));
  }

  private toolbarButtons(): HTMLElement[] {
    const buttons = CELL_ACTIONS.map(({ key, label, command }) =>
      this.button(key, label, () => command(this.editor.state, this.editor.view.dispatch)),
    );
    buttons.push(this.button("cellStyle", TEXTS.cellStyle, (anchor) => this.openCellStyle(anchor)));
    buttons.push(this.button("settings", TEXTS.settings, (anchor) => this.openSettings(anchor)));
    const hidden = this.node.attrs.hideTitle === "Y";
    const hideButton = this.button(
      "hideTitle",
      hidden ? TEXTS.showTitle : TEXTS.hideTitle,
      () => this.setBoxAttributes({ hideTitle: hidden ? "N" : "Y" }),
      hidden ? "showTitle" : "hideTitle",
    );
    hideButton.setAttribute("aria-pressed", String(hidden));
    buttons.push(hideButton);
    if (this.node.firstChild?.type.name !== "caption") {
      buttons.push(this.button("addCaption", TEXTS.addCaption, () => this.addPart("caption")));
    }
    if (this.node.lastChild?.type.name !== "tableSubCaption") {
      buttons.push(this.button("addSubCaption", TEXTS.addSubCaption, () => this.addPart("tableSubCaption")));
    }
    buttons.push(this.button("deleteTable", TEXTS.deleteTable, () => this.deleteBox()));
    return buttons;
  }

  private button(
    key: string,
    label: string,
    run: (anchor: HTMLElement) => void,
    icon = key,
  ): HTMLButtonElement {
    const definition = TABLE_ICONS[icon];
    const button = createElement(
      "button",
      { type: "button", "data-action": key, "aria-label": label, title: label },
      [definition ? iconElement(definition) : label],
    );
    button.addEventListener("click", () => {
      if (this.editor.isEditable) run(button);
    });
    return button;
  }

  private setBoxAttributes(attributes: Record<string, unknown>): void {
    const position = this.getPos();
    if (position === undefined) return;
    const { tr } = this.editor.state;
    this.editor.view.dispatch(tr.setNodeMarkup(position, undefined, { ...this.node.attrs, ...attributes }));
  }

  private addPart(part: "caption" | "tableSubCaption"): void {
    const position = this.getPos();
    if (position === undefined) return;
    const transaction = addBoxPart(this.editor.state, position, part);
    if (transaction) this.editor.view.dispatch(transaction);
  }

  private deleteBox(): void {
    const position = this.getPos();
    if (position === undefined) return;
    this.editor.view.dispatch(this.editor.state.tr.delete(position, position + this.node.nodeSize));
  }

  private openSettings(anchor: HTMLElement): void {
    const { title, superCaption } = this.node.attrs;
    openFormPanel({
      anchor,
      title: TEXTS.settings,
      values: { title: String(title ?? ""), superCaption: String(superCaption ?? "") },
      fields: () => [
        { name: "title", label: TEXTS.title, kind: "text" },
        { name: "superCaption", label: TEXTS.superCaption, kind: "text" },
      ],
      onSave: (values) =>
        this.setBoxAttributes({
          title: values.title?.trim() || null,
          superCaption: values.superCaption?.trim() || null,
        }),
    });
  }

  /** Border colour, background and vertical alignment of the selected cells (or the cell at the cursor). */
  private openCellStyle(anchor: HTMLElement): void {
    const { $from } = this.editor.state.selection;
    let cell: ProseMirrorNode | null = null;
    for (let depth = $from.depth; depth > 0 && !cell; depth--) {
      const node = $from.node(depth);
      if (node.type.spec.tableRole === "cell" || node.type.spec.tableRole === "header_cell") cell = node;
    }
    if (!cell) return;
    const attrs = cell.attrs;
    const cellType = cell.type;
    openFormPanel({
      anchor,
      title: TEXTS.cellStyle,
      values: {
        borderColor: String(attrs.borderColor ?? ""),
        background: String(attrs.background ?? ""),
        verticalAlign: String(attrs.verticalAlign ?? ""),
      },
      fields: () => [
        { name: "borderColor", label: TEXTS.borderColor, kind: "text" },
        { name: "background", label: TEXTS.background, kind: "text" },
        {
          name: "verticalAlign",
          label: TEXTS.verticalAlign,
          kind: "select",
          options: [
            { value: "", label: EDITOR_BLOCK_TEXTS.panel.followBook },
            ...CELL_VERTICAL_ALIGNS.map((value) => ({ value, label: TEXTS.verticalAligns[value] })),
          ],
        },
      ],
      check: (values) => {
        const refused = refusedAttribute(cellType, cellValues(values));
        return refused
          ? formatMessage(TEXTS.invalidValue, { field: FIELD_LABELS[refused] ?? refused })
          : null;
      },
      onSave: (values) => {
        for (const [name, next] of Object.entries(cellValues(values))) {
          if (next === (attrs[name] ?? null)) continue;
          setCellAttr(name, next)(this.editor.state, this.editor.view.dispatch);
        }
      },
    });
  }
}
