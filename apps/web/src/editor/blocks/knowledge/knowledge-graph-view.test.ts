// @vitest-environment happy-dom
// The knowledge-graph card drawn from its stored attributes (content §3.16, §5, §8).
import { KNOWLEDGE_TEXTS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { afterEach, expect, test } from "vitest";
import { blockView, cleanUpEditors } from "../../test/block-editor.ts";

afterEach(cleanUpEditors);

const TEXTS = KNOWLEDGE_TEXTS.graph;

function cardOf(attrs: Record<string, unknown>, editable = true) {
  const { editor, dom } = blockView({ type: "knowledgeGraphCard", attrs }, { editable });
  return { editor, card: () => dom };
}

const cardAttrs = (editor: Editor) => editor.state.doc.child(1).attrs;
const items = (card: HTMLElement) =>
  [...card.querySelectorAll(".tb-knowledge-graph__descriptions li")].map((item) => item.textContent);
const button = (card: HTMLElement, name: string) => {
  const found = [...card.querySelectorAll("button")].find((candidate) => candidate.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

test("the description is split on '##' into numbered 'Description N' items (content §5)", () => {
  const { card } = cardOf({
    title: "牛顿第一定律",
    knowPointDesc: "物体保持静止或匀速直线运动## 惯性的大小由质量决定 ##",
  });
  expect(card().querySelector(".tb-knowledge-graph__title")?.textContent).toBe("牛顿第一定律");
  expect(items(card())).toEqual(["描述1物体保持静止或匀速直线运动", "描述2惯性的大小由质量决定"]);
  expect(card().querySelector("ol")?.getAttribute("aria-label")).toBe(TEXTS.descriptions);
});

test("SHOW shows the descriptions and HIDDEN keeps them stored but not shown; the author toggles", () => {
  const { editor, card } = cardOf({ title: "惯性", knowPointDesc: "甲##乙" });
  expect(cardAttrs(editor).knowPointDescDisplay).toBe("SHOW");
  button(card(), TEXTS.hide).click();
  expect(cardAttrs(editor).knowPointDescDisplay).toBe("HIDDEN");
  expect(items(card())).toEqual([]);
  expect(cardAttrs(editor).knowPointDesc).toBe("甲##乙");
  button(card(), TEXTS.show).click();
  expect(items(card())).toEqual(["描述1甲", "描述2乙"]);

  // A reader sees what the author chose, and cannot change it (the controls are hidden by CSS).
  const reader = cardOf({ knowPointDesc: "甲", knowPointDescDisplay: "HIDDEN" }, false);
  expect(items(reader.card())).toEqual([]);
  button(reader.card(), TEXTS.show).click();
  expect(cardAttrs(reader.editor).knowPointDescDisplay).toBe("HIDDEN");
  expect(items(cardOf({ knowPointDesc: "甲" }, false).card())).toEqual(["描述1甲"]);
});

test("a card whose status is error says the graph is invalid instead of its descriptions (content §8)", () => {
  const { card } = cardOf({ title: "函数", knowPointDesc: "甲##乙", knowPointDescStatus: "error" });
  expect(card().querySelector('[role="alert"]')?.textContent).toBe("当前知识图谱已失效，请重新选择知识节点");
  expect(items(card())).toEqual([]);
  expect(cardOf({ knowPointDesc: "甲" }).card().querySelector('[role="alert"]')).toBeNull();
});

test("the tree and link views each show their own cover, and the author switches between them", () => {
  const { editor, card } = cardOf({
    title: "力",
    treeCoverSrc: "/covers/tree.png",
    linkCoverSrc: "/covers/link.png",
  });
  const cover = () =>
    card().querySelector<HTMLImageElement>(".tb-knowledge-graph__cover")?.getAttribute("src");
  expect(cover()).toBe("/covers/tree.png");
  expect(card().dataset.viewType).toBe("Tree");
  button(card(), TEXTS.views.link ?? "").click();
  expect(cardAttrs(editor).viewType).toBe("link");
  expect(cover()).toBe("/covers/link.png");
  expect(button(card(), TEXTS.views.link ?? "").getAttribute("aria-pressed")).toBe("true");

  // A view without a cover shows the card's icon, never the other view's picture.
  const bare = cardOf({ viewType: "link", treeCoverSrc: "/covers/tree.png" }).card();
  expect(bare.querySelector(".tb-knowledge-graph__cover")).toBeNull();
  expect(bare.querySelector(".tb-knowledge-graph__letter")).not.toBeNull();
});
