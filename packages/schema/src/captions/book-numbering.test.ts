import { describe, expect, it } from "vitest";
import { createBookNumbering } from "./book-numbering.ts";
import { captionTargets } from "./caption-targets.ts";
import { cell, chapterFile, figure, tableBox } from "./test-document.ts";

/** Three files: two in section 1.1, one in 1.2, then one in chapter 2. */
const book = () => [
  { chapter: 1, section: 1, doc: chapterFile(figure("a"), tableBox({}, { oid: "ta" }, cell("x"))) },
  { chapter: 1, section: 1, doc: chapterFile(figure("b"), figure("b-hidden", { hideTitle: "Y" })) },
  { chapter: 1, section: 2, doc: chapterFile(figure("c"), tableBox({}, { oid: "tc" }, cell("y"))) },
  { chapter: 2, section: 1, doc: chapterFile(figure("d")) },
];

function labels(style: "CHAPTER" | "SECTION") {
  const numbering = createBookNumbering({
    noteTitleStyle: style,
    noteTitleImageTag: "图",
    noteTitleTableTag: "表",
  });
  return book().flatMap((file) =>
    [...captionTargets(numbering.number(file.doc, file.chapter, file.section).doc).values()]
      .filter((target) => !target.hidden)
      .map((target) => target.label),
  );
}

describe("createBookNumbering (content §3.7)", () => {
  it("answers where each file's numbering started, so the file can be numbered the same way again", () => {
    const numbering = createBookNumbering({
      noteTitleStyle: "CHAPTER",
      noteTitleImageTag: "图",
      noteTitleTableTag: "表",
    });
    const [first, second] = book();
    numbering.number(first?.doc ?? chapterFile(), 1, 1);
    expect(numbering.number(second?.doc ?? chapterFile(), 1, 1).place).toEqual({
      chapterIndex: 1,
      sectionIndex: 1,
      firstIndex: { IMAGE: 2, TABLE: 2 },
    });
  });

  it("counts each type on through the chapter in CHAPTER style and starts again in the next chapter", () => {
    expect(labels("CHAPTER")).toEqual(["图1-1", "表1-1", "图1-2", "图1-3", "表1-2", "图2-1"]);
  });

  it("counts each type on through the section in SECTION style and starts again in the next section", () => {
    expect(labels("SECTION")).toEqual(["图1-1-1", "表1-1-1", "图1-1-2", "图1-2-1", "表1-2-1", "图2-1-1"]);
  });
});
