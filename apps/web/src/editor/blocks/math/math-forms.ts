// Block forms of the math nodes: KaTeX views, and Enter on a selected formula opens its editor.
import type { Editor } from "@tiptap/core";
import { NodeSelection } from "@tiptap/pm/state";
import type { BlockForm, BlockForms } from "../../core/node-view/block-form.ts";
import { FormulaImageView } from "./formula-image-view.ts";
import { MathView } from "./math-view.ts";

function mathForm(displayMode: boolean): BlockForm {
  return {
    view: ({ node, editor, getPos }) =>
      new MathView(node, editor, getPos, { attribute: "latex", displayMode }),
    addKeyboardShortcuts() {
      const name = this.name;
      const openSelected = ({ editor }: { editor: Editor }) => {
        const { selection } = editor.state;
        if (!(selection instanceof NodeSelection) || selection.node.type.name !== name) return false;
        const element = editor.view.nodeDOM(selection.from);
        if (!(element instanceof HTMLElement)) return false;
        element.click();
        return true;
      };
      return { Enter: openSelected };
    },
  };
}

export const inlineMathForm = mathForm(false);
const displayMathForm = mathForm(true);

const formulaImageForm: BlockForm = {
  view: ({ node }) => new FormulaImageView(node),
};

export const MATH_FORMS: BlockForms = {
  inlineMath: inlineMathForm,
  displayMath: displayMathForm,
  formulaImage: formulaImageForm,
};
