// The preview and the reader mark each question type right or wrong, and say what the right answer was.
import { describe, expect, it } from "vitest";
import { type Topic, topicInputSchema } from "../api/activities.ts";
import { sampleTopics } from "../test/activity-fixtures.ts";
import { correctAnswerText, gradeTopic, looseText, markVerdict } from "./grade-topic.ts";

const samples = sampleTopics();
const topic = <K extends keyof typeof samples>(type: K) =>
  ({ ...topicInputSchema.parse(samples[type]), oid: type }) as Extract<Topic, { type: K }>;

describe("gradeTopic", () => {
  it("SINGLE and MULTIPLE: exactly the correct choices", () => {
    expect(gradeTopic(topic("SINGLE"), { choices: ["B"] }).correct).toBe(true);
    expect(gradeTopic(topic("SINGLE"), { choices: ["A"] }).correct).toBe(false);
    expect(gradeTopic(topic("MULTIPLE"), { choices: ["C", "A"] }).correct).toBe(true);
    expect(gradeTopic(topic("MULTIPLE"), { choices: ["A"] }).correct).toBe(false);
    expect(gradeTopic(topic("MULTIPLE"), { choices: ["A", "B", "C"] }).correct).toBe(false);
  });

  it("JUDGE: the same truth; no answer is wrong", () => {
    expect(gradeTopic(topic("JUDGE"), { judge: true }).correct).toBe(true);
    expect(gradeTopic(topic("JUDGE"), { judge: false }).correct).toBe(false);
    expect(gradeTopic(topic("JUDGE"), {}).correct).toBe(false);
  });

  it("FILL: any accepted answer per blank, typed loosely", () => {
    expect(gradeTopic(topic("FILL"), { blanks: { "blank-1": " 北京市 " } })).toEqual({
      correct: true,
      blanks: { "blank-1": true },
    });
    expect(gradeTopic(topic("FILL"), { blanks: { "blank-1": "上海" } })).toEqual({
      correct: false,
      blanks: { "blank-1": false },
    });
    expect(gradeTopic(topic("FILL"), {}).correct).toBe(false);
  });

  it("SORT: the whole order", () => {
    expect(gradeTopic(topic("SORT"), { order: ["B", "C", "A"] }).correct).toBe(true);
    expect(gradeTopic(topic("SORT"), { order: ["A", "B", "C"] }).correct).toBe(false);
  });

  it("CONNECT: every left item to its right item", () => {
    expect(gradeTopic(topic("CONNECT"), { pairs: { L1: "R2", L2: "R1" } }).correct).toBe(true);
    expect(gradeTopic(topic("CONNECT"), { pairs: { L1: "R1", L2: "R2" } }).correct).toBe(false);
    expect(gradeTopic(topic("CONNECT"), { pairs: { L1: "R2" } }).correct).toBe(false);
  });

  it("SHORT_ANSWER: the reference's words; anything else is for the reader to compare", () => {
    const reference = "植物利用光能把二氧化碳和水合成有机物。";
    expect(gradeTopic(topic("SHORT_ANSWER"), { text: reference }).correct).toBe(true);
    expect(gradeTopic(topic("SHORT_ANSWER"), { text: "不知道" }).correct).toBe(false);
    expect(gradeTopic(topic("SHORT_ANSWER"), { text: " " }).correct).toBe(false);
  });

  it("compares full-width and half-width forms, case and spacing alike", () => {
    expect(looseText("  ＡＢＣ  ｄ ")).toBe(looseText("abc d"));
  });
});

describe("correctAnswerText", () => {
  it("names the answer as the reader sees the options", () => {
    expect(correctAnswerText(topic("SINGLE"))).toBe("B");
    expect(correctAnswerText(topic("MULTIPLE"))).toBe("A、C");
    expect(correctAnswerText(topic("JUDGE"))).toBe("正确");
    expect(correctAnswerText(topic("FILL"))).toBe("填空 1：北京 / 北京市");
    expect(correctAnswerText(topic("SORT"))).toBe("B → C → A");
    expect(correctAnswerText(topic("CONNECT"))).toBe("1-B、2-A");
  });
});

describe("markVerdict", () => {
  it("says right or wrong; a short answer that differs is for the reader to compare", () => {
    expect(markVerdict(topic("SINGLE"), { correct: true })).toBe("回答正确");
    expect(markVerdict(topic("SINGLE"), { correct: false })).toBe("回答错误");
    expect(markVerdict(topic("SHORT_ANSWER"), { correct: false })).toBe(
      "回答与参考答案不一致，请对照参考答案",
    );
  });
});
