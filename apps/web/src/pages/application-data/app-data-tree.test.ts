import type { ReadingFigures } from "@textbook/shared";
import { expect, test } from "vitest";
import { treeRows } from "./app-data-tree.ts";

const figures: ReadingFigures = {
  readers: 1,
  seconds: 60,
  time: "1 分钟",
  completionRate: 50,
  opens: 1,
  videoPlays: 0,
  quizAttempts: 0,
  correctRate: 0,
};

test("the tree becomes rows whose sections and files know their section", () => {
  const rows = treeRows({
    chapters: [
      {
        oid: "c1",
        title: "第一章",
        ...figures,
        sections: [
          { oid: "s1", title: "第一节", ...figures, files: [{ oid: "f1", title: "导言", ...figures }] },
        ],
      },
    ],
  });
  expect(rows[0]).toMatchObject({ key: "c1", title: "第一章", place: null });
  expect(rows[0]?.children?.[0]).toMatchObject({ key: "s1", place: { chapterOid: "c1", sectionOid: "s1" } });
  expect(rows[0]?.children?.[0]?.children?.[0]).toMatchObject({
    key: "s1/f1",
    title: "导言",
    place: { chapterOid: "c1", sectionOid: "s1" },
  });
});
