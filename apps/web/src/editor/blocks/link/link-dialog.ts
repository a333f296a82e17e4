// The link panel (content §3.13): the link's type, its text, whether it shows its target's own
// title (isShowTitle), and the target; 打开 follows the stored target. Saving marks the link valid
// again (isValid Y) until its target is found missing.
import { EDITOR_BLOCK_TEXTS, READING_TEXTS } from "@textbook/shared";
import { createElement } from "../../core/node-view/create-element.ts";
import { followLink } from "./follow-link.ts";
import type { LinkTargetType } from "./link-target.ts";
import {
  checkbox,
  field,
  linkTypeSelect,
  type NodePanelOptions,
  openPanelFrame,
  textInput,
} from "./panel-parts.ts";
import { createTargetEditor } from "./target-editor.ts";

const TEXTS = EDITOR_BLOCK_TEXTS.link;

export function openLinkDialog(
  options: NodePanelOptions & {
    /** Whether the stored target can be followed (complete and found). */
    canFollow: boolean;
  },
): void {
  const { anchor, editor, attributes } = options;
  const type = linkTypeSelect(attributes.type);
  const title = textInput("title", typeof attributes.title === "string" ? attributes.title : "");
  const showTitle = checkbox(
    "isShowTitle",
    READING_TEXTS.link.useTargetTitle,
    attributes.isShowTitle !== "N",
  );
  const target = createTargetEditor(editor, attributes);
  const follow = createElement("button", { type: "button" }, [READING_TEXTS.link.follow]);
  follow.hidden = !options.canFollow;
  follow.addEventListener("click", () => followLink(attributes));

  const chosenType = () => type.value as LinkTargetType;
  const sync = () => {
    title.disabled = showTitle.input.checked;
    target.show(chosenType());
  };
  type.addEventListener("change", sync);
  showTitle.input.addEventListener("change", sync);
  sync();

  openPanelFrame({
    anchor,
    title: TEXTS.edit,
    body: [field(TEXTS.type, type), field(TEXTS.title, title), showTitle.element, target.element],
    extraButtons: [follow],
    onDone: async (frame) => {
      const collected = await target.collect(chosenType());
      if ("problem" in collected) {
        frame.showProblem(collected.problem);
        return false;
      }
      const isShowTitle = showTitle.input.checked ? "Y" : "N";
      options.onSave({
        ...collected.attributes,
        title: isShowTitle === "Y" ? collected.targetTitle : title.value.trim() || null,
        isShowTitle,
        isValid: "Y",
      });
      return true;
    },
  });
}
