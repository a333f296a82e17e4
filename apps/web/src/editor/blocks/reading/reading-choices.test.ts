// @vitest-environment happy-dom
import { afterEach, expect, test } from "vitest";
import { blockEditor, cleanUpEditors, paragraph } from "../../test/block-editor.ts";
import { insertableBlocks } from "../block-choices.ts";
import { READING_CHOICES } from "./reading-choices.ts";

afterEach(cleanUpEditors);

test("the menu offers the two kinds of link box and extended reading between top-level blocks only", () => {
  const editor = blockEditor([paragraph("一"), { type: "layoutBox", content: [paragraph("框内")] }]);
  const between = editor.state.doc.child(0).nodeSize;
  const offered = insertableBlocks(editor.state.doc, between, READING_CHOICES);
  expect(offered.map(({ choice }) => choice.label)).toEqual(["虚拟仿真", "实训项目", "拓展阅读"]);
  expect(offered.map(({ node }) => node.attrs.category ?? node.attrs.typeName)).toEqual([
    "virtual-simulation",
    "practical-project",
    "拓展阅读",
  ]);
  // A layout box holds media, not link boxes or readings (they stand at the top level).
  expect(insertableBlocks(editor.state.doc, between + 2, READING_CHOICES)).toEqual([]);
});
