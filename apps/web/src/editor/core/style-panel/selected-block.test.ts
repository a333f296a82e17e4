import { schema } from "@textbook/schema";
import { EditorState, NodeSelection, TextSelection } from "@tiptap/pm/state";
import { expect, test } from "vitest";
import { MEDIA_PANEL_TYPES, selectedBlock } from "./selected-block.ts";

const doc = schema.nodeFromJSON({
  type: "doc",
  content: [
    { type: "paragraph", content: [{ type: "text", text: "正文" }] },
    { type: "videoBox", attrs: { title: "视频" } },
    {
      type: "threeDBox",
      content: [{ type: "threeDIcon" }, { type: "threeDTitle", attrs: { title: "模型" } }],
    },
  ],
});

test("a clicked media card (a node selection) asks for its own panel", () => {
  const videoPos = doc.child(0).nodeSize;
  const state = EditorState.create({ doc, selection: NodeSelection.create(doc, videoPos) });
  expect(selectedBlock(state)).toMatchObject({ kind: "videoBox", pos: videoPos, type: "videoBox" });
});

test("a selection inside a media box asks for the box's panel", () => {
  const boxPos = doc.child(0).nodeSize + doc.child(1).nodeSize;
  const iconPos = boxPos + 1;
  const state = EditorState.create({ doc, selection: NodeSelection.create(doc, iconPos) });
  expect(selectedBlock(state)).toMatchObject({ kind: "threeDBox", pos: boxPos });
});

test("the cursor in a paragraph still asks for the paragraph panel", () => {
  const state = EditorState.create({ doc, selection: TextSelection.create(doc, 1) });
  expect(selectedBlock(state)?.kind).toBe("paragraph");
});

test.each(MEDIA_PANEL_TYPES)("a selected %s card opens its own panel (content §2)", (type) => {
  const card = schema.nodes[type]?.createAndFill();
  if (!card) throw new Error(`cannot make a ${type}`);
  const made = schema.nodes.doc?.create(null, [schema.nodes.paragraph?.create() ?? card, card]);
  if (!made) throw new Error("no document");
  const at = made.child(0).nodeSize;
  const state = EditorState.create({ doc: made, selection: NodeSelection.create(made, at) });
  expect(selectedBlock(state)).toMatchObject({ kind: type, pos: at, type });
});
