// Renders LaTeX with KaTeX into an element; a formula KaTeX cannot read shows the reason (in
// Chinese, formula-problem.ts) instead of silently rendering red source, so the author sees what to fix.
import { EDITOR_BLOCK_TEXTS, formatMessage } from "@textbook/shared";
import katex from "katex";
import "katex/dist/katex.min.css";
import { formulaProblem } from "./formula-problem.ts";
import "./math.css";

const TEXTS = EDITOR_BLOCK_TEXTS.math;
const ERROR_CLASS = "tb-math--error";
const EMPTY_CLASS = "tb-math--empty";

export interface RenderResult {
  error: string | null;
}

export function renderLatex(element: HTMLElement, latex: string, displayMode: boolean): RenderResult {
  element.classList.remove(ERROR_CLASS, EMPTY_CLASS);
  if (latex.trim() === "") {
    element.textContent = TEXTS.empty;
    element.classList.add(EMPTY_CLASS);
    return { error: null };
  }
  try {
    katex.render(latex, element, { displayMode, throwOnError: true, strict: "ignore", trust: false });
    return { error: null };
  } catch (error) {
    const reason =
      error instanceof katex.ParseError
        ? formulaProblem(error.rawMessage, error.position)
        : formulaProblem(error instanceof Error ? error.message : String(error));
    const message = formatMessage(TEXTS.error, { reason });
    element.textContent = message;
    element.classList.add(ERROR_CLASS);
    return { error: message };
  }
}
