// Link (content §3.13): its title when it leads somewhere; otherwise the placeholders of content
// §5 (incomplete target) and §8 (target gone). A click edits the type and the target's fields.
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import type { AttributeViewSpec } from "../node-view/attribute-view.ts";
import { type FormField, type FormValues, openFormPanel } from "../node-view/form-panel.ts";
import { linkState } from "./link-state.ts";
import "./link.css";

const TEXTS = EDITOR_BLOCK_TEXTS.link;

const TARGET_FIELDS: Record<string, string[]> = {
  BOOK: ["bookOid", "chapterOid", "sectionOid", "fileOid", "headingOid"],
  URL: ["url"],
  VIRTUAL: ["url", "screenType", "vsFileOid", "deviceType"],
};

function linkFields(values: FormValues): FormField[] {
  const type = values.type ?? "BOOK";
  return [
    {
      name: "type",
      label: TEXTS.type,
      kind: "select",
      options: (["BOOK", "URL", "VIRTUAL"] as const).map((value) => ({ value, label: TEXTS.types[value] })),
    },
    { name: "title", label: TEXTS.title, kind: "text" },
    ...(TARGET_FIELDS[type] ?? []).map(
      (name): FormField => ({ name, label: TEXTS.fields[name as keyof typeof TEXTS.fields], kind: "text" }),
    ),
  ];
}

export const linkView: AttributeViewSpec = {
  className: "tb-link",
  render(dom, { node }) {
    const state = linkState(node.attrs);
    if (state !== "ready") {
      dom.classList.add("tb-placeholder");
      dom.dataset.state = state;
      dom.textContent = state === "incomplete" ? TEXTS.incomplete : TEXTS.invalid;
      return;
    }
    const { title, url, type } = node.attrs;
    dom.textContent = String(title || url || TEXTS.types[type as keyof typeof TEXTS.types]);
    if (type === "URL") dom.title = String(url);
  },
  onClick(dom, { node, setAttributes }) {
    const values: FormValues = { type: String(node.attrs.type), title: String(node.attrs.title ?? "") };
    for (const names of Object.values(TARGET_FIELDS)) {
      for (const name of names) values[name] = String(node.attrs[name] ?? "");
    }
    openFormPanel({
      anchor: dom,
      title: TEXTS.edit,
      values,
      fields: linkFields,
      onSave: (saved) => {
        const attributes: Record<string, unknown> = {};
        for (const [name, value] of Object.entries(saved)) attributes[name] = value.trim() || null;
        // An edited target is checked again by whoever resolves links; until then it counts as valid.
        setAttributes({ ...attributes, type: saved.type, isValid: "Y" });
      },
    });
  },
};
