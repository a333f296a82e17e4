// @vitest-environment happy-dom
// Each question type's editor, driven as an author drives it, writes a topic the activities
// contract accepts; an unfinished one is refused with the contract's message at the right place.
import { INTERACTION_TEXTS, type InlineDocument, type TopicInput, topicInputSchema } from "@textbook/shared";
import { sampleTopics } from "@textbook/shared/test/activity-fixtures";
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { newOid } from "../../../core/node-view/new-oid.ts";
import { compactDocument } from "./inline-document.ts";
import { inlineExtensions } from "./inline-extensions.ts";
import { checkDraft, draftOf, newDraft, readerOrder, type TopicDraft } from "./topic-drafts.ts";
import {
  addBlankAnswer,
  addOption,
  moveDraft,
  moveOption,
  removeOption,
  setAnalysis,
  setBlankAnswer,
  setJudge,
  setOptionContent,
  setPair,
  setReference,
  setSubject,
  toggleCorrect,
} from "./topic-edits.ts";

const V = INTERACTION_TEXTS.validation;
const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

/** An inline editor of content §2 (blanks only in a fill subject), typed into as an author types. */
function inlineEditor(blanks = false): Editor {
  const editor = new Editor({ extensions: inlineExtensions(blanks), enableContentCheck: true });
  editors.push(editor);
  return editor;
}

function typed(text: string): InlineDocument {
  const editor = inlineEditor();
  editor.commands.insertContent(text);
  return compactDocument(editor.getJSON());
}

function accepted(draft: TopicDraft): TopicInput {
  const checked = checkDraft(draft);
  expect(checked.problems).toBeNull();
  if (!checked.topic) throw new Error("refused");
  expect(topicInputSchema.safeParse(checked.topic).success).toBe(true);
  return checked.topic;
}

const fillOptions = (draft: TopicDraft, texts: string[]) =>
  draft.options.reduce(
    (current, item, index) => setOptionContent(current, item.id, typed(texts[index] ?? "")),
    draft,
  );

describe("each question type's editor writes what the contract accepts", () => {
  it("SINGLE: a subject, choices and the one correct choice", () => {
    let draft = setSubject(newDraft("SINGLE"), typed("1 + 1 = ?"));
    draft = fillOptions(draft, ["1", "2", "3", "4"]);
    const [, second, third] = draft.options;
    draft = toggleCorrect(toggleCorrect(draft, third?.id ?? ""), second?.id ?? "");
    const topic = accepted(setAnalysis(draft, typed("一加一等于二")));
    expect(topic).toMatchObject({ type: "SINGLE", answer: second?.id, analysis: typed("一加一等于二") });
    expect(topic.options).toHaveLength(4);
  });

  it("MULTIPLE: several correct choices, in the choices' order", () => {
    let draft = fillOptions(setSubject(newDraft("MULTIPLE"), typed("哪些是偶数？")), ["2", "3", "4", "6"]);
    const ids = draft.options.map((item) => item.id);
    draft = toggleCorrect(toggleCorrect(toggleCorrect(draft, ids[3] ?? ""), ids[0] ?? ""), ids[2] ?? "");
    draft = removeOption(draft, ids[3] ?? "");
    expect(accepted(draft)).toMatchObject({ type: "MULTIPLE", answer: [ids[0], ids[2]], analysis: null });
  });

  it("FILL: blanks inserted in the fill subject, each with its accepted answers", () => {
    const subject = inlineEditor(true);
    subject.commands.insertContent("中国的首都是");
    subject.commands.insertContent({ type: "fillBlank", attrs: { oid: newOid() } });
    subject.commands.insertContent("，最大的城市是");
    subject.commands.insertContent({ type: "fillBlank", attrs: { oid: newOid() } });
    const written = compactDocument(subject.getJSON());
    const blanks = written.content?.[0]?.content?.filter((node) => node.type === "fillBlank") ?? [];
    // Numbered in reading order (content §3.3: 'fill N'); the first keeps the default and drops it.
    expect(blanks.map((blank) => blank.attrs?.fillIndex)).toEqual([undefined, 2]);
    let draft = setSubject(newDraft("FILL"), written);
    expect(draft.blanks).toHaveLength(2);
    const [first, second] = draft.blanks;
    draft = setBlankAnswer(draft, first?.id ?? "", first?.answers[0]?.key ?? "", typed("北京"));
    draft = addBlankAnswer(draft, first?.id ?? "");
    draft = setBlankAnswer(draft, first?.id ?? "", draft.blanks[0]?.answers[1]?.key ?? "", typed("北京市"));
    draft = setBlankAnswer(draft, second?.id ?? "", second?.answers[0]?.key ?? "", typed("上海"));
    const topic = accepted(draft);
    expect(topic.options).toEqual([
      { id: first?.id, answers: [typed("北京"), typed("北京市")] },
      { id: second?.id, answers: [typed("上海")] },
    ]);
  });

  it("JUDGE: true or false", () => {
    expect(accepted(setJudge(setSubject(newDraft("JUDGE"), typed("地球是圆的")), false))).toMatchObject({
      type: "JUDGE",
      answer: false,
      options: [],
    });
  });

  it("SORT: the items in their correct order; the reader meets another order", () => {
    let draft = fillOptions(setSubject(newDraft("SORT"), typed("从小到大排列")), ["1", "2", "3"]);
    draft = addOption(draft);
    draft = setOptionContent(draft, draft.options[3]?.id ?? "", typed("4"));
    draft = moveOption(draft, draft.options[3]?.id ?? "", -1);
    const correct = draft.options.map((item) => item.id);
    const topic = accepted(draft);
    expect(topic.answer).toEqual(correct);
    expect(topic.options?.map((item) => item.id)).not.toEqual(correct);
    expect([...(topic.options?.map((item) => item.id) ?? [])].sort()).toEqual([...correct].sort());
  });

  it("CONNECT: two columns, each left item paired with its own right item", () => {
    let draft = fillOptions(setSubject(newDraft("CONNECT"), typed("国家与首都")), [
      "中国",
      "法国",
      "巴黎",
      "北京",
    ]);
    const [china, france, paris, beijing] = draft.options.map((item) => item.id);
    draft = setPair(draft, china ?? "", paris ?? "");
    // Picking a right item another left item has moves it: each right item is connected once.
    draft = setPair(draft, france ?? "", paris ?? "");
    draft = setPair(draft, china ?? "", beijing ?? "");
    expect(accepted(draft)).toMatchObject({
      type: "CONNECT",
      answer: [
        { left: china, right: beijing },
        { left: france, right: paris },
      ],
    });
  });

  it("SHORT_ANSWER: a reference answer", () => {
    const draft = setReference(
      setSubject(newDraft("SHORT_ANSWER"), typed("简述光合作用")),
      typed("合成有机物"),
    );
    expect(accepted(draft)).toMatchObject({ type: "SHORT_ANSWER", answer: typed("合成有机物") });
  });
});

describe("unfinished topics", () => {
  it("name the part of the form the contract refuses", () => {
    const single = fillOptions(newDraft("SINGLE"), ["1", "", "3", "4"]);
    expect(checkDraft(single).problems).toEqual({
      subject: V.subjectRequired,
      [`option:${single.options[1]?.id}`]: V.optionRequired,
      answer: V.singleAnswer,
    });
    expect(checkDraft(setSubject(newDraft("JUDGE"), typed("？"))).problems).toEqual({
      answer: V.judgeAnswer,
    });
    expect(checkDraft(setSubject(newDraft("FILL"), typed("没有空格"))).problems).toEqual({
      options: V.blanksMin,
    });
    expect(checkDraft(setSubject(newDraft("SHORT_ANSWER"), typed("题"))).problems).toEqual({
      reference: V.referenceRequired,
    });
  });

  it("a FILL blank without answers is refused at that blank", () => {
    const subject = inlineEditor(true);
    subject.commands.insertContent({ type: "fillBlank", attrs: { oid: "blank-a" } });
    const draft = setSubject(newDraft("FILL"), compactDocument(subject.getJSON()));
    expect(checkDraft(draft).problems).toEqual({ "blank:blank-a:0": V.optionRequired });
  });
});

describe("stored topics", () => {
  it("come back unchanged through the editor's form", () => {
    for (const [index, sample] of Object.values(sampleTopics()).entries()) {
      const stored = { ...topicInputSchema.parse(sample), oid: `oid-${index}` };
      const again = accepted(draftOf(stored));
      expect(again).toEqual(stored);
    }
  });

  it("a SORT whose reader order equals its answer is shown in another order", () => {
    const draft = draftOf({ ...topicInputSchema.parse(sampleTopics().SORT), oid: "s" });
    expect(readerOrder(draft)).toEqual(["A", "B", "C"]);
    expect(readerOrder({ ...draft, shownOrder: ["B", "C", "A"] })).toEqual(["C", "A", "B"]);
  });

  it("topics move up and down the list", () => {
    const drafts = [newDraft("JUDGE"), newDraft("FILL"), newDraft("SORT")];
    const keys = drafts.map((draft) => draft.key);
    expect(moveDraft(drafts, keys[2] ?? "", -1).map((draft) => draft.key)).toEqual([
      keys[0],
      keys[2],
      keys[1],
    ]);
    expect(moveDraft(drafts, keys[0] ?? "", -1)).toBe(drafts);
  });
});
