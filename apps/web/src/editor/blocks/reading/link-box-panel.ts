// The link box panel (content §3.13): its category (a virtual simulation or a practical project),
// title, type label, and the simulation it opens, picked from the file's virtual simulations or
// made anew with the same VIRTUAL target editor as links (GET/POST/PUT .../virtual-simulations).
import { LINK_BOX_CATEGORIES } from "@textbook/schema";
import { READING_TEXTS } from "@textbook/shared";
import { TARGET_FIELDS } from "../link/link-target.ts";
import { field, type NodePanelOptions, openPanelFrame, selectInput, textInput } from "../link/panel-parts.ts";
import { createTargetEditor } from "../link/target-editor.ts";

const TEXTS = READING_TEXTS.linkBox;

const own = (value: unknown) => (typeof value === "string" ? value : "");

export function openLinkBoxPanel(options: NodePanelOptions): void {
  const { attributes } = options;
  const category = selectInput(
    "category",
    LINK_BOX_CATEGORIES.map((value) => ({ value, label: TEXTS.categories[value] })),
    own(attributes.category),
  );
  const title = textInput("title", own(attributes.title));
  const typeName = textInput("typeName", own(attributes.typeName));
  // An empty label shows the category's name (card-kinds.ts).
  const showCategoryName = () => {
    typeName.placeholder = TEXTS.categories[category.value as (typeof LINK_BOX_CATEGORIES)[number]];
  };
  category.addEventListener("change", showCategoryName);
  showCategoryName();
  // The simulation part reads a VIRTUAL target's fields; the box's own title names a new one.
  const target = createTargetEditor(options.editor, { ...attributes, type: "VIRTUAL" }, ["VIRTUAL"]);
  target.show("VIRTUAL");

  openPanelFrame({
    anchor: options.anchor,
    title: TEXTS.edit,
    body: [
      field(TEXTS.category, category),
      field(TEXTS.title, title),
      field(TEXTS.typeName, typeName),
      target.element,
    ],
    onDone: async (frame) => {
      const collected = await target.collect("VIRTUAL");
      if ("problem" in collected) {
        frame.showProblem(collected.problem);
        return false;
      }
      const simulation = Object.fromEntries(
        TARGET_FIELDS.VIRTUAL.map((name) => [name, collected.attributes[name] ?? null]),
      );
      options.onSave({
        ...simulation,
        type: "VIRTUAL",
        category: category.value,
        title: title.value.trim() || collected.targetTitle,
        typeName: typeName.value.trim() || null,
        isValid: "Y",
      });
      return true;
    },
  });
}
