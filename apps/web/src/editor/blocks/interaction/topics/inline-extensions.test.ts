// @vitest-environment happy-dom
import { Editor } from "@tiptap/core";
import { afterEach, expect, test } from "vitest";
import { inlineExtensions } from "./inline-extensions.ts";

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

test("an inline editor draws its formulas with the formula view, as the document editor does", () => {
  editor = new Editor({
    element: document.createElement("div"),
    extensions: inlineExtensions(false),
    content: {
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "inlineMath", attrs: { latex: "1+1=2" } }] }],
    },
  });
  const formula = editor.view.dom.querySelector<HTMLElement>('[data-type="inlineMath"]');
  expect(formula?.classList.contains("tb-math")).toBe(true);
});
