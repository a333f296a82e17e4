// The custom activity box (content §3.14: fileOid, type, name, title): an activity the author names
// and types freely (讨论, 实践…), shown as a card. 编辑活动 opens a form for the three fields; saving
// writes them onto the node (one undoable step) and stores the activity (save-activity.ts), whose
// oid and file the node then names.
import { EDITOR_BLOCK_TEXTS, INTERACTION_TEXTS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { reportFailure } from "../../../app/global/report-failure.ts";
import { builtinIcon } from "../../core/media-card/builtin-pictures.ts";
import type { AttributeViewSpec } from "../../core/node-view/attribute-view.ts";
import { createElement } from "../../core/node-view/create-element.ts";
import { openFormPanel } from "../../core/node-view/form-panel.ts";
import { setAttributesByOid } from "../../core/upload/node-by-oid.ts";
import { saveActivity } from "./save-activity.ts";
import "../../core/media-card/media-card.css";
import "./interaction.css";

const T = INTERACTION_TEXTS.customActivity;
const FIELDS = ["type", "name", "title"] as const;

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

async function storeActivity(editor: Editor, oid: string, values: Record<string, string>): Promise<void> {
  try {
    const activity = await saveActivity(editor, oid, {
      type: values.type,
      name: values.name,
      title: values.title,
    });
    setAttributesByOid(editor, oid, () => ({ oid: activity.oid, fileOid: activity.fileOid }));
  } catch (error) {
    reportFailure(error, T.saveFailed);
  }
}

function openEditor(
  anchor: HTMLElement,
  editor: Editor,
  attrs: Record<string, unknown>,
  write: (attributes: Record<string, unknown>) => void,
) {
  openFormPanel({
    anchor,
    title: T.edit,
    values: Object.fromEntries(FIELDS.map((field) => [field, text(attrs[field])])),
    fields: () => FIELDS.map((name) => ({ name, label: T[name], kind: "text" as const })),
    check: (values) => (values.type?.trim() ? null : T.typeRequired),
    onSave: (values) => {
      const trimmed = Object.fromEntries(FIELDS.map((field) => [field, values[field]?.trim() ?? ""]));
      write(Object.fromEntries(FIELDS.map((field) => [field, trimmed[field] || null])));
      const oid = attrs.oid;
      if (typeof oid === "string") void storeActivity(editor, oid, trimmed);
    },
  });
}

export const customActivityView: AttributeViewSpec = {
  className: "tb-card tb-activity",
  render(dom, { node, editor, setAttributes }) {
    const { attrs } = node;
    const edit = createElement(
      "button",
      {
        type: "button",
        class: "tb-activity__action tb-card__button tb-card__edit",
      },
      [T.edit],
    );
    edit.addEventListener("click", () => {
      if (editor.isEditable) openEditor(dom, editor, node.attrs, setAttributes);
    });
    const name = text(attrs.name);
    dom.append(
      createElement("div", { class: "tb-activity__text tb-card__text" }, [
        createElement("img", {
          class: "tb-activity__icon tb-card__icon",
          alt: "",
          src: builtinIcon("activity"),
        }),
        createElement("span", { class: "tb-activity__kind tb-card__type" }, [
          text(attrs.type) || EDITOR_BLOCK_TEXTS.blocks.customActivityBox,
        ]),
        createElement("span", { class: "tb-activity__title" }, [
          text(attrs.title) || EDITOR_BLOCK_TEXTS.card.untitled,
        ]),
        name ? createElement("span", { class: "tb-activity__name" }, [name]) : null,
        edit,
      ]),
    );
  },
};
