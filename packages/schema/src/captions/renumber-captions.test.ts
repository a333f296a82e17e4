import { describe, expect, it } from "vitest";
import { renumberCaptions } from "./renumber-captions.ts";
import { cell, chapterFile, figure, node, paragraph, tableBox, text } from "./test-document.ts";

describe("renumberCaptions (content §3.7, §5)", () => {
  const file = chapterFile(
    figure("f-1", { index: 7 }),
    tableBox({}, { oid: "t-1", index: 3 }, cell("x")),
    paragraph(text("正文")),
    figure("f-2"),
    node("floatingImage", { captionOid: "f-3", captionType: "IMAGE" }),
    tableBox({}, { oid: "t-2" }, cell("y")),
  );

  it("numbers figures and tables apart, in reading order, in the file's chapter and section", () => {
    expect(Object.fromEntries(renumberCaptions(file, { chapterIndex: 2, sectionIndex: 1 }))).toEqual({
      "f-1": { index: 1, chapterIndex: 2, sectionIndex: 1 },
      "t-1": { index: 1, chapterIndex: 2, sectionIndex: 1 },
      "f-2": { index: 2, chapterIndex: 2, sectionIndex: 1 },
      "f-3": { captionIndex: 3, chapterIndex: 2, sectionIndex: 1 },
      "t-2": { index: 2, chapterIndex: 2, sectionIndex: 1 },
    });
  });

  it("starts each type from its counter (captions of earlier files of the chapter)", () => {
    const numbers = renumberCaptions(file, { chapterIndex: 2, sectionIndex: 1, firstIndex: { IMAGE: 5 } });
    expect(numbers.get("f-1")).toMatchObject({ index: 5 });
    expect(numbers.get("f-3")).toMatchObject({ captionIndex: 7 });
    expect(numbers.get("t-1")).toMatchObject({ index: 1 });
  });

  it("gives a hidden caption no number and leaves no gap", () => {
    const hidden = chapterFile(
      figure("a"),
      figure("b", { hideTitle: "Y" }),
      tableBox({ hideTitle: "Y" }, { oid: "t" }, cell("x")),
      figure("c"),
    );
    const numbers = renumberCaptions(hidden, { chapterIndex: 1, sectionIndex: 1 });
    expect(
      [numbers.get("a"), numbers.get("b"), numbers.get("t"), numbers.get("c")].map(
        (n) => n && "index" in n && n.index,
      ),
    ).toEqual([1, null, null, 2]);
  });

  it("leaves out captions without an oid", () => {
    const numbers = renumberCaptions(
      chapterFile(node("imageBox", {}, [node("imageBlock"), node("caption")])),
      {
        chapterIndex: 1,
        sectionIndex: 1,
      },
    );
    expect(numbers.size).toBe(0);
  });
});
