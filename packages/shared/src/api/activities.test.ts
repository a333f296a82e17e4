import { describe, expect, it } from "vitest";
import { blankOids, inlinePlainText } from "../activities/inline-text.ts";
import { INTERACTION_TEXTS } from "../media-texts/interaction.ts";
import { inlineDoc, sampleTopics } from "../test/activity-fixtures.ts";
import {
  ACTIVITY_LIMITS,
  appendTopicsBodySchema,
  putTopicsBodySchema,
  topicInputSchema,
} from "./activities.ts";

const T = INTERACTION_TEXTS.validation;

/** The messages of a refused topic, by path. */
function refusals(topic: unknown): Record<string, string> {
  const result = topicInputSchema.safeParse(topic);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("topic rules per question type (shell §3)", () => {
  it("accepts one topic of each of the seven types, with defaults filled in", () => {
    for (const topic of Object.values(sampleTopics())) {
      const parsed = topicInputSchema.parse(topic);
      expect(parsed.type).toBe(topic.type);
      expect(parsed).toHaveProperty("analysis");
      expect(parsed).toHaveProperty("score", null);
    }
    expect(topicInputSchema.parse(sampleTopics().JUDGE).options).toEqual([]);
  });

  it("needs a subject with text", () => {
    expect(refusals({ ...sampleTopics().JUDGE, subject: inlineDoc("  ") })).toEqual({
      subject: T.subjectRequired,
    });
  });

  it("SINGLE: at least two options and exactly one correct one", () => {
    const single = sampleTopics().SINGLE;
    expect(refusals({ ...single, answer: "Z" })).toEqual({ answer: T.singleAnswer });
    expect(refusals({ ...single, answer: ["A", "B"] })).toHaveProperty("answer");
    expect(refusals({ ...single, options: single.options.slice(0, 1), answer: "A" })).toEqual({
      options: T.optionsMin.replace("{n}", "2"),
    });
    expect(refusals({ ...single, options: [...single.options, single.options[0]] })).toEqual({
      "options.3.id": T.optionDuplicate,
    });
    expect(
      refusals({ ...single, options: [single.options[0], { id: "B", content: inlineDoc("") }] }),
    ).toEqual({
      "options.1.content": T.optionRequired,
    });
  });

  it("MULTIPLE: at least two options and one or more correct ones among them", () => {
    const multiple = sampleTopics().MULTIPLE;
    expect(refusals({ ...multiple, answer: [] })).toEqual({ answer: T.multipleAnswer });
    expect(refusals({ ...multiple, answer: ["A", "Q"] })).toEqual({ "answer.1": T.answerUnknown });
    expect(refusals({ ...multiple, answer: ["A"] })).toEqual({});
    expect(refusals({ ...multiple, options: multiple.options.slice(0, 1), answer: ["A"] })).toHaveProperty(
      "options",
    );
    const eleven = Array.from({ length: ACTIVITY_LIMITS.optionsMax + 1 }, (_, index) => ({
      id: `o${index}`,
      content: inlineDoc(String(index)),
    }));
    expect(refusals({ ...multiple, options: eleven, answer: ["o1"] })).toEqual({
      options: T.optionsMax.replace("{n}", "10"),
    });
  });

  it("JUDGE: true or false", () => {
    expect(refusals({ ...sampleTopics().JUDGE, answer: false })).toEqual({});
    expect(refusals({ ...sampleTopics().JUDGE, answer: "true" })).toEqual({ answer: T.judgeAnswer });
  });

  it("FILL: the subject's blanks, in order, each with accepted answers", () => {
    const fill = sampleTopics().FILL;
    expect(blankOids(fill.subject)).toEqual(["blank-1"]);
    expect(inlinePlainText(fill.subject)).toBe("中国的首都是____");
    expect(refusals({ ...fill, options: [] })).toEqual({ options: T.blanksMin });
    expect(refusals({ ...fill, options: [{ id: "other", answers: [inlineDoc("北京")] }] })).toEqual({
      options: T.blanksMismatch,
    });
    expect(refusals({ ...fill, options: [{ id: "blank-1", answers: [] }] })).toEqual({
      "options.0.answers": T.blankAnswer,
    });
    expect(refusals({ ...fill, subject: inlineDoc("没有空格"), options: fill.options })).toEqual({
      options: T.blanksMismatch,
    });
  });

  it("SORT: the answer orders every item once", () => {
    const sort = sampleTopics().SORT;
    expect(refusals({ ...sort, answer: ["B", "C"] })).toEqual({ answer: T.sortOrder });
    expect(refusals({ ...sort, answer: ["B", "B", "A"] })).toEqual({ answer: T.sortOrder });
  });

  it("CONNECT: two items a side, each left item paired once with a distinct right item", () => {
    const connect = sampleTopics().CONNECT;
    expect(refusals({ ...connect, answer: [{ left: "L1", right: "R2" }] })).toEqual({
      answer: T.connectPairs,
    });
    expect(
      refusals({
        ...connect,
        answer: [
          { left: "L1", right: "R2" },
          { left: "L2", right: "R2" },
        ],
      }),
    ).toEqual({ answer: T.connectPairs });
    expect(refusals({ ...connect, options: connect.options.slice(0, 3), answer: [] })).toEqual({
      options: T.connectSides,
    });
  });

  it("SHORT_ANSWER: a reference answer", () => {
    expect(refusals({ ...sampleTopics().SHORT_ANSWER, answer: inlineDoc("") })).toEqual({
      answer: T.referenceRequired,
    });
  });

  it("keeps blanks to a fill subject and marks to those of content §3.2", () => {
    const fill = sampleTopics().FILL;
    const judge = sampleTopics().JUDGE;
    expect(refusals({ ...judge, subject: fill.subject })).toEqual({ subject: T.blankOutsideSubject });
    expect(refusals({ ...judge, analysis: fill.subject })).toEqual({ analysis: T.blankOutsideSubject });
    const formula = {
      type: "doc" as const,
      content: [{ type: "paragraph", content: [{ type: "inlineMath", attrs: { latex: "x^2" } }] }],
    };
    expect(refusals({ ...judge, subject: formula })).toEqual({});
    expect(inlinePlainText(formula)).toBe("x^2");
    const linked = {
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "看", marks: [{ type: "link" }] }] }],
    };
    expect(Object.keys(refusals({ ...judge, subject: linked }))[0]).toMatch(/^subject\.content\.0/);
  });

  it("refuses unknown types, node types outside the inline editors, and oversized topics", () => {
    expect(refusals({ ...sampleTopics().JUDGE, type: "ESSAY" })).toHaveProperty("type");
    const image = { type: "doc", content: [{ type: "imageBlock", attrs: {} }] };
    expect(Object.keys(refusals({ ...sampleTopics().JUDGE, subject: image }))[0]).toMatch(/^subject/);
    const long = inlineDoc("长".repeat(ACTIVITY_LIMITS.topicMaxChars));
    expect(refusals({ ...sampleTopics().JUDGE, subject: long })).toEqual({ "": T.topicTooLarge });
  });
});

describe("topic lists", () => {
  it("PUT may empty the list, the v2 POST appends at least one, both at most 100", () => {
    expect(putTopicsBodySchema.safeParse({ topics: [] }).success).toBe(true);
    expect(appendTopicsBodySchema.safeParse({ topics: [] }).success).toBe(false);
    const many = Array.from({ length: ACTIVITY_LIMITS.topicsMax + 1 }, () => sampleTopics().JUDGE);
    expect(putTopicsBodySchema.safeParse({ topics: many }).success).toBe(false);
  });
});
