// @vitest-environment happy-dom
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import type { JSONContent } from "@tiptap/core";
import { afterEach, expect, test } from "vitest";
import { blockEditor, cleanUpEditors, paragraph } from "../test/block-editor.ts";

afterEach(cleanUpEditors);

function cardOf(type: string, attrs: Record<string, unknown>, content?: JSONContent[]) {
  const editor = blockEditor([
    paragraph("前"),
    { type, attrs, ...(content ? { content } : {}) },
    paragraph("后"),
  ]);
  const card = editor.view.dom.querySelector<HTMLElement>(`[data-type="${type}"]`);
  if (!card) throw new Error(`no ${type} card`);
  return { editor, card };
}

test("an unfinished interaction shows its placeholder notice; a finished one does not (content §4)", () => {
  const unfinished = cardOf("interaction", { title: "课堂测验", complete: "N" }).card;
  expect(unfinished.querySelector(".tb-card__notice")?.textContent).toBe(EDITOR_BLOCK_TEXTS.card.incomplete);
  const finished = cardOf("interaction", { title: "课堂测验", complete: "Y", topics: [{}, {}] }).card;
  expect(finished.querySelector(".tb-card__notice")).toBeNull();
  expect(finished.querySelector(".tb-card__facts")?.textContent).toContain("2 道题");
});

test("a knowledge-graph card whose description failed says the graph is invalid (content §8)", () => {
  const { card } = cardOf("knowledgeGraphCard", { title: "函数", knowPointDescStatus: "error" });
  expect(card.querySelector(".tb-card__notice")?.textContent).toBe("当前知识图谱已失效，请重新选择知识节点");
});

test("a card is redrawn when its attributes change, and only then", () => {
  const { editor, card } = cardOf("mindMapCard", { title: "朗读" });
  const title = card.querySelector(".tb-card__title");
  editor.commands.insertContentAt(1, "新");
  expect(card.querySelector(".tb-card__title")).toBe(title);
  const pos = editor.state.doc.child(0).nodeSize;
  editor.view.dispatch(editor.state.tr.setNodeAttribute(pos, "title", "朗读（新）"));
  expect(card.querySelector(".tb-card__title")?.textContent).toBe("朗读（新）");
});
