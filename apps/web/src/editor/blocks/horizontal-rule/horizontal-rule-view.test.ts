// @vitest-environment happy-dom
import { afterEach, expect, test } from "vitest";
import { blockEditor, cleanUpEditors, paragraph } from "../../test/block-editor.ts";

afterEach(cleanUpEditors);

function rule(attrs: Record<string, unknown>) {
  const editor = blockEditor([paragraph("上"), { type: "horizontalRule", attrs }, paragraph("下")]);
  return editor.view.dom.querySelector<HTMLHRElement>(".tb-horizontal-rule hr");
}

test("an unstyled rule leaves thickness and colour to the book's rule style (horizontal-rule.css)", () => {
  const line = rule({});
  expect(line?.style.borderTopWidth).toBe("");
  expect(line?.style.borderTopColor).toBe("");
  expect(line?.style.width).toBe("100%");
});

test("type, alignment, width, height and colour come from the attributes", () => {
  const line = rule({ type: "dashed", alignX: "center", width: "50%", height: "3px", color: "#ff5722" });
  expect(line?.style.borderTopStyle).toBe("dashed");
  expect(line?.style.borderTopWidth).toBe("3px");
  expect(line?.style.width).toBe("50%");
  expect(line?.style.margin).toBe("0px auto");
});
