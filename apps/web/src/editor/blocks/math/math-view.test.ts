// @vitest-environment jsdom
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import { afterEach, expect, test, vi } from "vitest";
import { blockEditor, cleanUpEditors } from "../../test/block-editor.ts";
import { stubIntersectionObserver } from "../../test/stub-intersection-observer.ts";
import { renderLatex } from "./render-latex.ts";

const TEXTS = EDITOR_BLOCK_TEXTS.math;
afterEach(cleanUpEditors);

function mathEditor() {
  const editor = blockEditor([
    {
      type: "paragraph",
      content: [
        { type: "text", text: "设 " },
        { type: "inlineMath", attrs: { latex: "x^2" } },
      ],
    },
    { type: "mathBox", content: [{ type: "displayMath", attrs: { latex: "\\frac{a}{b}" } }] },
  ]);
  return editor;
}

test("inline and display math render with KaTeX from their LaTeX", () => {
  const editor = mathEditor();
  const inline = editor.view.dom.querySelector<HTMLElement>('[data-type="inlineMath"]');
  const display = editor.view.dom.querySelector<HTMLElement>('[data-type="displayMath"]');
  expect(inline?.tagName).toBe("SPAN");
  expect(inline?.querySelector(".katex")).not.toBeNull();
  expect(display?.tagName).toBe("DIV");
  expect(display?.querySelector(".katex-display")).not.toBeNull();
});

test("a formula KaTeX cannot read shows the reason; an empty one asks for input", () => {
  const element = document.createElement("span");
  expect(renderLatex(element, "\\frac{a}{", false).error).toMatch(/^公式有误：/);
  expect(element.classList.contains("tb-math--error")).toBe(true);
  expect(renderLatex(element, "  ", false).error).toBeNull();
  expect(element.textContent).toBe(TEXTS.empty);
  expect(element.classList.contains("tb-math--error")).toBe(false);
});

test("the formula editor previews while typing, shows errors, and saves the LaTeX", () => {
  const editor = mathEditor();
  editor.view.dom.querySelector<HTMLElement>('[data-type="inlineMath"]')?.click();
  const panel = document.querySelector<HTMLElement>(".tb-floating-panel");
  const textarea = panel?.querySelector("textarea");
  const preview = panel?.querySelector<HTMLElement>(".tb-math-preview");
  if (!panel || !textarea || !preview) throw new Error("no formula editor");
  expect(textarea.value).toBe("x^2");
  textarea.value = "\\sqrt{";
  textarea.dispatchEvent(new Event("input"));
  expect(preview.textContent).toMatch(/^公式有误：/);
  textarea.value = "\\sqrt{2}";
  textarea.dispatchEvent(new Event("input"));
  expect(preview.querySelector(".katex")).not.toBeNull();
  panel.querySelector<HTMLButtonElement>(".tb-primary")?.click();
  expect(editor.state.doc.firstChild?.child(1).attrs.latex).toBe("\\sqrt{2}");
  expect(document.querySelector(".tb-floating-panel")).toBeNull();
});

test("a formula image shows its MathML without scripts", () => {
  const editor = blockEditor([
    {
      type: "paragraph",
      content: [
        {
          type: "formulaImage",
          attrs: { mathml: '<math><mi>x</mi><script>alert(1)</script><mo onclick="alert(1)">+</mo></math>' },
        },
      ],
    },
  ]);
  const image = editor.view.dom.querySelector<HTMLElement>('[data-type="formulaImage"]');
  expect(image?.querySelector("math mi")?.textContent).toBe("x");
  expect(image?.innerHTML).not.toContain("script");
  expect(image?.innerHTML).not.toContain("onclick");
});

test("a formula off screen shows its LaTeX until it comes near the screen", () => {
  const observer = stubIntersectionObserver();
  try {
    const editor = mathEditor();
    const display = editor.view.dom.querySelector<HTMLElement>('[data-type="displayMath"]');
    if (!display) throw new Error("no formula");
    expect(display.textContent).toBe("\\frac{a}{b}");
    expect(display.classList.contains("tb-math--pending")).toBe(true);
    observer.bringNear(display);
    expect(display.querySelector(".katex-display")).not.toBeNull();
  } finally {
    vi.unstubAllGlobals();
  }
});
