import { describe, expect, it } from "vitest";
import { markMatches, SEARCH_LIMIT, searchBook } from "./search.ts";

describe("searching the edition", () => {
  const entries = [
    { fileOid: "f1", title: "光合作用", text: "植物利用光能，把二氧化碳和水合成有机物。" },
    { fileOid: "f2", title: "呼吸作用", text: "细胞分解有机物，释放能量。Energy is released." },
    { fileOid: "f3", title: "小结", text: "本章没有别的内容。" },
  ];

  it("finds files by title or text in reading order, ignoring case and surrounding spaces", () => {
    expect(searchBook(entries, " 有机物 ").map((hit) => hit.fileOid)).toEqual(["f1", "f2"]);
    expect(searchBook(entries, "energy").map((hit) => hit.fileOid)).toEqual(["f2"]);
    expect(searchBook(entries, "光合").map((hit) => hit.fileOid)).toEqual(["f1"]);
    expect(searchBook(entries, "   ")).toEqual([]);
  });

  it("marks every match in the title and in a snippet around the first one", () => {
    const [hit] = searchBook(entries, "作用");
    expect(hit?.title).toEqual([
      { text: "光合", match: false },
      { text: "作用", match: true },
    ]);
    const long = `${"前".repeat(60)}关键词${"后".repeat(200)}`;
    const [far] = searchBook([{ fileOid: "x", title: "x", text: long }], "关键词");
    const snippet = far?.snippet.map((part) => part.text).join("") ?? "";
    expect(snippet.startsWith("…")).toBe(true);
    expect(snippet.endsWith("…")).toBe(true);
    expect(far?.snippet.filter((part) => part.match)).toEqual([{ text: "关键词", match: true }]);
  });

  it("cuts text at each occurrence and stops at the limit", () => {
    expect(markMatches("aXbxc", "x")).toEqual([
      { text: "a", match: false },
      { text: "X", match: true },
      { text: "b", match: false },
      { text: "x", match: true },
      { text: "c", match: false },
    ]);
    const many = Array.from({ length: SEARCH_LIMIT + 5 }, (_, index) => ({
      fileOid: `f${index}`,
      title: "同名",
      text: "",
    }));
    expect(searchBook(many, "同名")).toHaveLength(SEARCH_LIMIT);
  });
});
