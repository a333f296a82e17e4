// @vitest-environment happy-dom
import { afterEach, expect, test } from "vitest";
import { doc, heading, paragraph, testEditor, text } from "../../test/block-editor.ts";
import { findMatches } from "./find-matches.ts";
import { findState } from "./find-replace.ts";

let editor: ReturnType<typeof testEditor>;
afterEach(() => editor.destroy());

test("a word is found in every block, across marks, whatever its case, never across blocks", () => {
  editor = testEditor(
    doc(
      heading(1, text("函数与极限")),
      paragraph(text("极"), text("限", ["bold"]), text("的定义；Limit 与 limit")),
      paragraph(text("极")),
      paragraph(text("限")),
    ),
  );
  const found = findMatches(editor.state.doc, "极限");
  expect(found).toHaveLength(2);
  expect(found.map((match) => editor.state.doc.textBetween(match.from, match.to))).toEqual(["极限", "极限"]);
  expect(findMatches(editor.state.doc, "limit")).toHaveLength(2);
  expect(findMatches(editor.state.doc, "")).toEqual([]);
});

test("next and previous step through the matches and wrap around, selecting each", () => {
  editor = testEditor(doc(paragraph(text("a b a b a"))));
  editor.commands.setSearchWord("a");
  expect(findState(editor.state)).toMatchObject({ word: "a", current: 0 });
  expect(findState(editor.state).matches).toHaveLength(3);
  editor.commands.findNext();
  editor.commands.findNext();
  expect(findState(editor.state).current).toBe(2);
  editor.commands.findNext();
  expect(findState(editor.state).current).toBe(0);
  editor.commands.findPrevious();
  expect(findState(editor.state).current).toBe(2);
  const { from, to } = editor.state.selection;
  expect(editor.state.doc.textBetween(from, to)).toBe("a");
});

test("replace changes the current match, replace all changes every one, keeping marks", () => {
  editor = testEditor(doc(paragraph(text("旧"), text("旧", ["bold"]), text("新旧"))));
  editor.commands.setSearchWord("旧");
  editor.commands.replaceCurrent("新");
  expect(editor.state.doc.textContent).toBe("新旧新旧");
  expect(findState(editor.state).matches).toHaveLength(2);
  editor.commands.replaceAll("新");
  expect(editor.state.doc.textContent).toBe("新新新新");
  expect(findState(editor.state).matches).toHaveLength(0);
  expect(editor.getJSON().content?.[0]?.content?.[1]).toMatchObject({
    text: "新",
    marks: [{ type: "bold" }],
  });
});

test("nothing found: the commands refuse and there is no current match", () => {
  editor = testEditor(doc(paragraph(text("abc"))));
  editor.commands.setSearchWord("xyz");
  expect(findState(editor.state)).toMatchObject({ matches: [], current: -1 });
  expect(editor.commands.findNext()).toBe(false);
  expect(editor.commands.replaceAll("q")).toBe(false);
});

test("the matches follow edits while the word is set", () => {
  editor = testEditor(doc(paragraph(text("cat"))));
  editor.commands.setSearchWord("cat");
  editor.commands.insertContentAt(1, "cat ");
  expect(findState(editor.state).matches).toHaveLength(2);
});

test("after every kind of edit the matches and their highlights are those of a fresh search", () => {
  editor = testEditor(
    doc(
      paragraph(text("cat and cat")),
      paragraph(text("a dog")),
      paragraph(text("ca"), text("t", ["bold"]), text(" here")),
      paragraph(text("last cat")),
    ),
  );
  editor.commands.setSearchWord("cat");
  editor.commands.findNext();
  const bold = editor.state.schema.mark("bold");
  // A match split by marks is highlighted in pieces.
  const highlighted = (name: string) =>
    [...editor.view.dom.querySelectorAll(`.${name}`)].map((element) => element.textContent).join("");
  const edits: [string, () => void][] = [
    ["type a match", () => editor.commands.insertContentAt(14, "cat ")],
    ["type inside a match", () => editor.commands.insertContentAt(3, "x")],
    ["type after a match", () => editor.commands.insertContentAt(2, "at")],
    [
      "type the word again right after itself",
      () => editor.commands.insertContentAt(findState(editor.state).matches[0]?.to ?? 1, "cat"),
    ],
    ["delete across blocks", () => editor.commands.deleteRange({ from: 10, to: 20 })],
    ["split a block", () => editor.view.dispatch(editor.state.tr.split(4))],
    ["join blocks", () => editor.commands.joinBackward()],
    ["bold a match", () => editor.view.dispatch(editor.state.tr.addMark(1, 6, bold))],
    ["paste paragraphs", () => editor.commands.insertContentAt(1, "<p>cat</p><p>cat cat</p>")],
    ["undo", () => editor.commands.undo()],
    ["replace the current match", () => editor.commands.replaceCurrent("dog")],
    ["replace every match", () => editor.commands.replaceAll("cat cat")],
  ];
  for (const [name, edit] of edits) {
    edit();
    const state = findState(editor.state);
    const fresh = findMatches(editor.state.doc, "cat");
    expect(state.matches, name).toEqual(fresh);
    expect(highlighted("find-match"), name).toBe("cat".repeat(fresh.length));
    const current = state.matches[state.current];
    expect(current && editor.state.doc.textBetween(current.from, current.to), name).toBe("cat");
    expect(highlighted("find-match-current"), name).toBe("cat");
  }
});
