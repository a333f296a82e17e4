// One valid topic of each shell §3 question type, for the tests of the topic rules, the activity
// calls and the interaction views.
import type { InlineDocument, TopicInput } from "../api/activities.ts";

export function inlineDoc(...lines: string[]): InlineDocument {
  return {
    type: "doc",
    content: lines.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })),
  };
}

const choice = (id: string, text: string) => ({ id, content: inlineDoc(text) });

export function sampleTopics() {
  return {
    SINGLE: {
      type: "SINGLE",
      subject: inlineDoc("1 + 1 = ?"),
      options: [choice("A", "1"), choice("B", "2"), choice("C", "3")],
      answer: "B",
      analysis: inlineDoc("一加一等于二"),
    },
    MULTIPLE: {
      type: "MULTIPLE",
      subject: inlineDoc("哪些是偶数？"),
      options: [choice("A", "2"), choice("B", "3"), choice("C", "4")],
      answer: ["A", "C"],
    },
    FILL: {
      type: "FILL",
      subject: {
        type: "doc",
        content: [
          {
            type: "paragraph",
            content: [
              { type: "text", text: "中国的首都是" },
              { type: "fillBlank", attrs: { oid: "blank-1", fillIndex: 1 } },
            ],
          },
        ],
      },
      options: [{ id: "blank-1", answers: [inlineDoc("北京"), inlineDoc("北京市")] }],
    },
    JUDGE: { type: "JUDGE", subject: inlineDoc("地球是圆的"), answer: true },
    SORT: {
      type: "SORT",
      subject: inlineDoc("从小到大排列"),
      options: [choice("A", "3"), choice("B", "1"), choice("C", "2")],
      answer: ["B", "C", "A"],
    },
    CONNECT: {
      type: "CONNECT",
      subject: inlineDoc("连线：国家与首都"),
      options: [
        { ...choice("L1", "中国"), side: "LEFT" },
        { ...choice("L2", "法国"), side: "LEFT" },
        { ...choice("R1", "巴黎"), side: "RIGHT" },
        { ...choice("R2", "北京"), side: "RIGHT" },
      ],
      answer: [
        { left: "L1", right: "R2" },
        { left: "L2", right: "R1" },
      ],
    },
    SHORT_ANSWER: {
      type: "SHORT_ANSWER",
      subject: inlineDoc("简述光合作用"),
      answer: inlineDoc("植物利用光能把二氧化碳和水合成有机物"),
    },
  } satisfies Record<string, TopicInput>;
}
