// A topic's small documents (subject, options, analysis: content §2's inline editors) drawn as
// plain DOM for the reader, without ProseMirror: paragraphs, the content §3.2 marks, numbered
// blanks, and formulas typeset by KaTeX, which is loaded only when a topic holds one.
import { formatMessage, INTERACTION_TEXTS, type InlineContent, type InlineNode } from "@textbook/shared";
import { createElement } from "../../../editor/core/node-view/create-element.ts";

const MARK_TAGS: Record<string, keyof HTMLElementTagNameMap> = {
  bold: "strong",
  italic: "em",
  strike: "s",
  superscript: "sup",
  subscript: "sub",
  highlight: "mark",
  code: "code",
  textColor: "span",
};

function withMarks(node: InlineNode, content: Node): Node {
  let wrapped = content;
  for (const mark of [...(node.marks ?? [])].reverse()) {
    const tag = MARK_TAGS[mark.type];
    if (!tag) continue;
    const element = createElement(tag, {}, [wrapped]);
    const colour = mark.attrs?.color;
    if (mark.type === "textColor" && typeof colour === "string") element.style.color = colour;
    wrapped = element;
  }
  return wrapped;
}

function inlineNode(node: InlineNode, formulas: HTMLElement[]): Node | null {
  switch (node.type) {
    case "text":
      return withMarks(node, document.createTextNode(node.text ?? ""));
    case "fillBlank": {
      const index = typeof node.attrs?.fillIndex === "number" ? node.attrs.fillIndex : 1;
      return createElement("span", { class: "tb-reader-quiz__blank" }, [
        formatMessage(INTERACTION_TEXTS.blank, { n: index }),
      ]);
    }
    case "inlineMath": {
      const latex = typeof node.attrs?.latex === "string" ? node.attrs.latex : "";
      const formula = createElement("span", { class: "tb-reader-quiz__math", "data-latex": latex }, [latex]);
      formulas.push(formula);
      return formula;
    }
    default:
      return null;
  }
}

/**
 * The document's paragraphs (as <p>, or as <span>s side by side where it is inline, as an option
 * beside its letter is). Formulas show their LaTeX until KaTeX has typeset them.
 */
export function renderInlineDocument(document: InlineContent | null, inline = false): HTMLElement {
  const formulas: HTMLElement[] = [];
  const holder = createElement(inline ? "span" : "div", { class: "tb-reader-quiz__text" });
  for (const block of document?.content ?? []) {
    const line = createElement(inline ? "span" : "p");
    for (const child of block.content ?? []) {
      const node = inlineNode(child, formulas);
      if (node) line.append(node);
    }
    holder.append(line);
  }
  if (formulas.length > 0) {
    void import("../../../editor/blocks/math/render-latex.ts").then(({ renderLatex }) => {
      for (const formula of formulas) renderLatex(formula, formula.dataset.latex ?? "", false);
    });
  }
  return holder;
}
