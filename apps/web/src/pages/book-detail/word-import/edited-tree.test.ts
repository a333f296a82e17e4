import type { WordProposal } from "@textbook/shared";
import { expect, test } from "vitest";
import { editableTree, importTree, removeNode, renameNode } from "./edited-tree.ts";

const proposal: WordProposal = {
  chapters: [
    {
      id: "c0",
      title: "第一章",
      words: 30,
      sections: [
        { id: "c0s0", title: "第一节", words: 10, files: [{ id: "c0s0f0", title: "第一节", words: 10 }] },
        { id: "c0s1", title: "第二节", words: 20, files: [{ id: "c0s1f0", title: "第二节", words: 20 }] },
      ],
    },
    {
      id: "c1",
      title: "第二章",
      words: 5,
      sections: [
        { id: "c1s0", title: "第二章", words: 5, files: [{ id: "c1s0f0", title: "第二章", words: 5 }] },
      ],
    },
  ],
  words: 35,
  images: 0,
  tables: 0,
  notes: [],
};

test("renamed titles go to the import; an emptied title falls back to the parsed one", () => {
  let tree = renameNode(editableTree(proposal), "c0", "第 1 章 函数");
  tree = renameNode(tree, "c0s1", "   ");
  const sent = importTree(tree, proposal);
  expect(sent[0]?.title).toBe("第 1 章 函数");
  expect(sent[0]?.sections[1]?.title).toBe("第二节");
  expect(sent[0]?.sections[0]?.files).toEqual([{ title: "第一节", from: ["c0s0f0"] }]);
});

test("a removed file takes its emptied section and chapter with it", () => {
  const tree = removeNode(removeNode(editableTree(proposal), "c1s0f0"), "c0s0");
  const sent = importTree(tree, proposal);
  expect(sent.map((chapter) => chapter.title)).toEqual(["第一章"]);
  expect(sent[0]?.sections.map((section) => section.title)).toEqual(["第二节"]);
});
