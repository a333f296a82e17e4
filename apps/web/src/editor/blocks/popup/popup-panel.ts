// The popup's editing panel (content §3.13): its type (a word or an icon), title, description and,
// with isLink, a link picked with the same target editor as links. A popup is saved only complete
// (content §5: a description, and a title for a word popup); the link is kept as
// {type, …its own fields, title}, the form the schema's `link` attribute checks.
import { POPUP_TYPES } from "@textbook/schema";
import { EDITOR_BLOCK_TEXTS, READING_TEXTS } from "@textbook/shared";
import { createElement } from "../../core/node-view/create-element.ts";
import { type LinkTargetType, TARGET_FIELDS } from "../link/link-target.ts";
import {
  checkbox,
  field,
  linkTypeSelect,
  type NodePanelOptions,
  openPanelFrame,
  selectInput,
  textInput,
} from "../link/panel-parts.ts";
import { createTargetEditor } from "../link/target-editor.ts";

const TEXTS = EDITOR_BLOCK_TEXTS.popup;

const filled = (value: string) => value.trim() !== "";

/** What a popup's values lack, or null when it may be saved. */
export function popupProblem(values: { type: string; title: string; desc: string }): string | null {
  if (!filled(values.desc)) return READING_TEXTS.popup.descRequired;
  if (values.type === "TEXT" && !filled(values.title)) return READING_TEXTS.popup.titleRequired;
  return null;
}

/** The stored link: the type, the fields that type uses (set ones only) and the target's title. */
export function popupLinkValue(
  type: LinkTargetType,
  attributes: Record<string, string | null>,
  title: string,
): Record<string, string> {
  const link: Record<string, string> = { type };
  for (const name of TARGET_FIELDS[type]) {
    const value = attributes[name];
    if (value) link[name] = value;
  }
  if (title) link.title = title;
  return link;
}

export function openPopupPanel(options: NodePanelOptions): void {
  const { attributes } = options;
  const stored = (attributes.link ?? {}) as Record<string, unknown>;
  const type = selectInput(
    "type",
    POPUP_TYPES.map((value) => ({ value, label: TEXTS.types[value] })),
    String(attributes.type ?? "TEXT"),
  );
  const title = textInput("title", typeof attributes.title === "string" ? attributes.title : "");
  const desc = createElement("textarea", { name: "desc" });
  desc.value = typeof attributes.desc === "string" ? attributes.desc : "";
  const isLink = checkbox("isLink", READING_TEXTS.popup.isLink, attributes.isLink === "Y");
  const linkType = linkTypeSelect(stored.type);
  const target = createTargetEditor(options.editor, stored);
  const linkPart = createElement("div", { class: "tb-floating-panel__section" }, [
    field(EDITOR_BLOCK_TEXTS.link.type, linkType),
    target.element,
  ]);
  const chosenLinkType = () => linkType.value as LinkTargetType;
  const sync = () => {
    linkPart.hidden = !isLink.input.checked;
    if (isLink.input.checked) target.show(chosenLinkType());
  };
  isLink.input.addEventListener("change", sync);
  linkType.addEventListener("change", sync);
  sync();

  openPanelFrame({
    anchor: options.anchor,
    title: TEXTS.edit,
    body: [
      field(TEXTS.type, type),
      field(TEXTS.title, title),
      field(TEXTS.desc, desc),
      isLink.element,
      linkPart,
    ],
    onDone: async (frame) => {
      const values = { type: type.value, title: title.value.trim(), desc: desc.value.trim() };
      const problem = popupProblem(values);
      if (problem) {
        frame.showProblem(problem);
        return false;
      }
      let link: Record<string, string> | null = null;
      if (isLink.input.checked) {
        const collected = await target.collect(chosenLinkType());
        if ("problem" in collected) {
          frame.showProblem(collected.problem);
          return false;
        }
        link = popupLinkValue(chosenLinkType(), collected.attributes, collected.targetTitle);
      }
      options.onSave({
        type: values.type,
        title: values.title || null,
        desc: values.desc,
        isLink: link ? "Y" : "N",
        link,
      });
      return true;
    },
  });
}
