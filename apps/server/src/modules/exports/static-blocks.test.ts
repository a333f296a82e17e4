// The static pages' blocks (EPUB, PDF, DOCX): every question type with its answer for the key,
// exercises numbered through the book, posters only from pictures the export carries.
import { validateDocument } from "@textbook/schema";
import { EXPORT_TEXTS, type Topic, topicInputSchema } from "@textbook/shared";
import { sampleTopics } from "@textbook/shared/test/activity-fixtures";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { describe, expect, it } from "vitest";
import { createStaticBlocks } from "./static-blocks.ts";
import { answerHtml, questionHtml } from "./topic-html.ts";

const topics = Object.fromEntries(
  Object.entries(sampleTopics()).map(([type, input]) => [
    type,
    { ...topicInputSchema.parse(input), oid: type } as Topic,
  ]),
) as Record<string, Topic>;
const noMath = () => null;
/** The HTML's text: what lies outside its tags. */
function text(html: string): string {
  let out = "";
  let inTag = false;
  for (const character of html) {
    if (character === "<") inTag = true;
    else if (character === ">") inTag = false;
    else if (!inTag) out += character;
  }
  return out;
}

/** The first node of a one-block document. */
function node(json: object): ProseMirrorNode {
  return validateDocument({ type: "doc", content: [json] }).child(0);
}

describe("questions and answers", () => {
  it.each([
    ["SINGLE", "答案：B", ["A. 1", "B. 2", "C. 3"]],
    ["MULTIPLE", "答案：A、C", ["A. 2", "B. 3", "C. 4"]],
    ["FILL", "答案：（1）北京 / 北京市", ["中国的首都是（1）"]],
    ["JUDGE", `答案：${EXPORT_TEXTS.judgeTrue}`, ["地球是圆的"]],
    ["SORT", "答案：B → C → A", ["A. 3", "B. 1", "C. 2"]],
    ["CONNECT", "答案：1—B，2—A", ["1. 中国", "2. 法国", "A. 巴黎", "B. 北京"]],
    ["SHORT_ANSWER", "答案：植物利用光能把二氧化碳和水合成有机物", ["简述光合作用"]],
  ])("%s: the page shows the question, the key its answer", (type, answer, shown) => {
    const topic = topics[type] as Topic;
    const question = text(questionHtml(topic, 1, noMath));
    for (const part of shown) expect(question).toContain(part);
    expect(question).not.toContain("答案");
    expect(text(answerHtml(topic, 1, noMath))).toContain(answer);
  });

  it("the key shows the analysis after the answer", () => {
    expect(text(answerHtml(topics.SINGLE as Topic, 3, noMath))).toBe("3.答案：B解析：一加一等于二");
  });
});

describe("createStaticBlocks", () => {
  const activity = (oid: string, own: Topic[]) => ({
    activity: { oid } as never,
    topics: own,
  });

  it("numbers exercises through the book and gathers their answers in order", () => {
    const blocks = createStaticBlocks({ math: "html", carriesPicture: () => false });
    const first = blocks.nodeHtml([activity("act-1", [topics.JUDGE as Topic])]);
    const second = blocks.nodeHtml([activity("act-2", [topics.SINGLE as Topic, topics.SORT as Topic])]);
    expect(
      text(first(node({ type: "interaction", attrs: { oid: "act-1", title: "随堂测验" } })) ?? ""),
    ).toContain("练习 1　随堂测验");
    const page = second(node({ type: "interaction", attrs: { oid: "act-2", title: "" } })) ?? "";
    expect(text(page)).toContain("练习 2　练习");
    expect(page.split('class="tb-question"').length - 1).toBe(2);
    expect(blocks.answerKey().map((entry) => [entry.number, entry.title])).toEqual([
      [1, "练习 1　随堂测验"],
      [2, "练习 2　练习"],
    ]);
    expect(text(blocks.answerKey()[1]?.html ?? "")).toContain("答案：B → C → A");
  });

  it("an exercise whose activity is gone shows the valid topics its node kept", () => {
    const blocks = createStaticBlocks({ math: "html", carriesPicture: () => false });
    const html = blocks.nodeHtml([])(
      node({
        type: "interaction",
        attrs: { oid: "gone", topics: [sampleTopics().JUDGE, { subject: "坏的" }] },
      }),
    );
    expect(html?.split('class="tb-question"').length).toBe(2);
    expect(html).not.toContain("坏的");
  });

  it("a video shows its cover only when the export carries it, and a link only to the web", () => {
    const blocks = createStaticBlocks({ math: "html", carriesPicture: (src) => src === "assets/c.png" });
    const draw = blocks.nodeHtml([]);
    const carried = draw(
      node({ type: "videoBox", attrs: { title: "微课", coverSrc: "assets/c.png", src: "assets/v.mp4" } }),
    );
    expect(carried).toContain('<img class="tb-poster" src="assets/c.png" alt="微课"/>');
    expect(carried).not.toContain("<a ");
    expect(text(carried ?? "")).toBe("在线观看：微课");
    const web = draw(
      node({
        type: "videoBox",
        attrs: { title: "微课", coverSrc: "/api/files/x/original", src: "https://v.example.com/a.mp4" },
      }),
    );
    expect(web).not.toContain("<img");
    expect(web).toContain('<a href="https://v.example.com/a.mp4">在线观看：微课</a>');
  });

  it("formulas are MathML for e-readers and KaTeX HTML for print", () => {
    const math = node({ type: "mathBox", content: [{ type: "displayMath", attrs: { latex: "x^2" } }] }).child(
      0,
    );
    expect(createStaticBlocks({ math: "mathml", carriesPicture: () => false }).nodeHtml([])(math)).toContain(
      "<math",
    );
    const html = createStaticBlocks({ math: "html", carriesPicture: () => false }).nodeHtml([])(math);
    expect(html).toContain('class="katex-html"');
  });
});
