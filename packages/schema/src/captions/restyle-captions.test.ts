import { describe, expect, it } from "vitest";
import { captionTargets } from "./caption-targets.ts";
import { restyleCaptions } from "./restyle-captions.ts";
import { cell, chapterFile, figure, node, tableBox } from "./test-document.ts";

const SECTION_PICTURE = {
  noteTitleStyle: "SECTION",
  noteTitleImageTag: "Picture",
  noteTitleTableTag: "Table",
} as const;

describe("restyleCaptions (shell §7 note-title style, content §3.7)", () => {
  const file = chapterFile(
    figure("f-1", { index: 4, chapterIndex: 1, sectionIndex: 1 }),
    tableBox({}, { oid: "t-1", index: 1, chapterIndex: 1, sectionIndex: 1 }, cell("x")),
    node("floatingImage", { captionOid: "f-2", captionType: "IMAGE", captionIndex: 9 }),
    figure("f-3", { label: "插图" }),
  );

  it("gives every caption the setting and numbers it in the file's place", () => {
    const restyled = restyleCaptions(file, { chapterIndex: 2, sectionIndex: 3 }, SECTION_PICTURE);
    expect(
      Object.fromEntries([...captionTargets(restyled)].map(([oid, target]) => [oid, target.label])),
    ).toEqual({
      "f-1": "Picture2-3-1",
      "t-1": "Table2-3-1",
      "f-2": "图2-3-2",
      // A caption's own label wins over the tag.
      "f-3": "插图2-3-3",
    });
    expect(restyled.child(0).child(1).attrs).toMatchObject(SECTION_PICTURE);
    // A floating image has no tag fields (content §3.6): it takes the style only.
    expect(restyled.child(2).attrs).toMatchObject({ noteTitleStyle: "SECTION", captionIndex: 2 });
  });

  it("counts on from the place's counters", () => {
    const restyled = restyleCaptions(
      file,
      { chapterIndex: 1, sectionIndex: 2, firstIndex: { IMAGE: 6, TABLE: 3 } },
      { noteTitleStyle: "CHAPTER", noteTitleImageTag: "图", noteTitleTableTag: "表" },
    );
    expect([...captionTargets(restyled).values()].map((target) => target.label)).toEqual([
      "图1-6",
      "表1-3",
      "图1-7",
      "插图1-8",
    ]);
  });

  it("answers the same document when every caption already reads as the setting asks", () => {
    const setting = { noteTitleStyle: "CHAPTER", noteTitleImageTag: "图", noteTitleTableTag: "表" } as const;
    const once = restyleCaptions(file, { chapterIndex: 1, sectionIndex: 1 }, setting);
    expect(once).not.toBe(file);
    expect(restyleCaptions(once, { chapterIndex: 1, sectionIndex: 1 }, setting)).toBe(once);
  });
});
