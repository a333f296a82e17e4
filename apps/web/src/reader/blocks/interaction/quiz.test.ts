// @vitest-environment jsdom
// Quizzes in the reader: an interaction's activity comes from the edition, each of the seven
// question types is answered with native controls and marked right or wrong by the rules the SPA's
// preview uses, with the correct answer, the reference and the analysis; 重新作答 starts again.
import { fireEvent, screen, waitFor, within } from "@testing-library/dom";
import { type Topic, topicInputSchema } from "@textbook/shared";
import { sampleTopics } from "@textbook/shared/test/activity-fixtures";
import { afterEach, expect, test } from "vitest";
import { cleanUpPage, fakeContext, renderedBlocks } from "../test-blocks.ts";
import { enhanceInteractions, readActivity } from "./quiz.ts";

afterEach(cleanUpPage);

const samples = sampleTopics();
const topics: Topic[] = Object.entries(samples).map(
  ([type, sample]) => ({ ...topicInputSchema.parse(sample), oid: `t-${type}` }) as Topic,
);
const activity = {
  activity: {
    oid: "act-1",
    fileOid: "f1",
    type: "TEST",
    name: "",
    title: "课堂练习",
    settings: {},
    topicCount: topics.length,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  },
  topics,
};

async function openQuiz() {
  const root = renderedBlocks([
    { type: "interaction", attrs: { oid: "act-1", title: "课堂练习", complete: "Y" } },
  ]);
  const context = fakeContext({ "act-1": activity });
  const stop = enhanceInteractions(root, context);
  await screen.findByRole("heading", { name: "第 1 题 单选题" });
  return { root, context, stop };
}

const topic = (n: number, type: string) =>
  screen.getByRole("region", { name: `第 ${n} 题 ${type}` }) as HTMLElement;
const submit = (section: HTMLElement) =>
  fireEvent.click(within(section).getByRole("button", { name: "提交答案" }));
const verdict = (section: HTMLElement) => within(section).getByRole("status").textContent ?? "";

test("an unfinished interaction shows the read-only placeholder and loads nothing", () => {
  const root = renderedBlocks([{ type: "interaction", attrs: { oid: "act-2", complete: "N" } }]);
  const context = fakeContext();
  enhanceInteractions(root, context);
  expect(root.textContent).toBe("互动练习尚未完成");
  expect(context.loadActivity).not.toHaveBeenCalled();
});

test("SINGLE: the right option is marked right; a wrong one names the answer and shows the analysis", async () => {
  await openQuiz();
  const single = topic(1, "单选题");
  fireEvent.click(within(single).getByRole("radio", { name: "A. 1" }));
  submit(single);
  expect(verdict(single)).toContain("回答错误");
  expect(verdict(single)).toContain("正确答案：B");
  expect(verdict(single)).toContain("一加一等于二");
  expect((within(single).getByRole("radio", { name: "A. 1" }) as HTMLInputElement).disabled).toBe(true);
  fireEvent.click(within(single).getByRole("button", { name: "重新作答" }));
  expect(verdict(single)).toBe("");
  fireEvent.click(within(single).getByRole("radio", { name: "B. 2" }));
  submit(single);
  expect(verdict(single)).toContain("回答正确");
});

test("MULTIPLE and JUDGE: every right choice, and true or false", async () => {
  await openQuiz();
  const multiple = topic(2, "多选题");
  fireEvent.click(within(multiple).getByRole("checkbox", { name: "A. 2" }));
  submit(multiple);
  expect(verdict(multiple)).toContain("正确答案：A、C");
  fireEvent.click(within(multiple).getByRole("button", { name: "重新作答" }));
  fireEvent.click(within(multiple).getByRole("checkbox", { name: "A. 2" }));
  fireEvent.click(within(multiple).getByRole("checkbox", { name: "C. 4" }));
  submit(multiple);
  expect(verdict(multiple)).toContain("回答正确");

  const judge = topic(4, "判断题");
  fireEvent.click(within(judge).getByRole("radio", { name: "错误" }));
  submit(judge);
  expect(verdict(judge)).toContain("正确答案：正确");
});

test("FILL: each blank is marked, typed loosely", async () => {
  await openQuiz();
  const fill = topic(3, "填空题");
  expect(fill.textContent).toContain("中国的首都是填空 1");
  fireEvent.input(within(fill).getByRole("textbox", { name: "填空 1" }), { target: { value: " 北京市 " } });
  submit(fill);
  expect(verdict(fill)).toContain("回答正确");
  fireEvent.click(within(fill).getByRole("button", { name: "重新作答" }));
  fireEvent.input(within(fill).getByRole("textbox", { name: "填空 1" }), { target: { value: "上海" } });
  submit(fill);
  expect(verdict(fill)).toContain("回答错误");
  expect(fill.querySelector("[data-correct='false']")?.textContent).toBe("错误");
});

test("SORT: the items are put in order with the move buttons", async () => {
  await openQuiz();
  const sort = topic(5, "排序题");
  submit(sort);
  expect(verdict(sort)).toContain("正确答案：B → C → A");
  fireEvent.click(within(sort).getByRole("button", { name: "重新作答" }));
  // A 3, B 1, C 2 → B, C, A: A goes down twice.
  fireEvent.click(within(sort).getByRole("button", { name: "A 下移" }));
  fireEvent.click(within(sort).getByRole("button", { name: "A 下移" }));
  expect(
    within(sort)
      .getAllByRole("listitem")
      .map((item) => item.textContent?.slice(0, 2)),
  ).toEqual(["B.", "C.", "A."]);
  submit(sort);
  expect(verdict(sort)).toContain("回答正确");
});

test("CONNECT: each left item gets its right item", async () => {
  await openQuiz();
  const connect = topic(6, "连线题");
  fireEvent.change(within(connect).getByRole("combobox", { name: "1 选择对应项" }), {
    target: { value: "R2" },
  });
  submit(connect);
  expect(verdict(connect)).toContain("正确答案：1-B、2-A");
  fireEvent.click(within(connect).getByRole("button", { name: "重新作答" }));
  fireEvent.change(within(connect).getByRole("combobox", { name: "1 选择对应项" }), {
    target: { value: "R2" },
  });
  fireEvent.change(within(connect).getByRole("combobox", { name: "2 选择对应项" }), {
    target: { value: "R1" },
  });
  submit(connect);
  expect(verdict(connect)).toContain("回答正确");
});

test("SHORT_ANSWER: the reference is shown; the same words are right", async () => {
  await openQuiz();
  const written = topic(7, "简答题");
  fireEvent.input(within(written).getByRole("textbox", { name: "请输入你的答案" }), {
    target: { value: "不知道" },
  });
  submit(written);
  expect(verdict(written)).toContain("回答与参考答案不一致，请对照参考答案");
  expect(verdict(written)).toContain("参考答案植物利用光能把二氧化碳和水合成有机物");
  fireEvent.click(within(written).getByRole("button", { name: "重新作答" }));
  fireEvent.input(within(written).getByRole("textbox", { name: "请输入你的答案" }), {
    target: { value: "植物利用光能把二氧化碳和水合成有机物。" },
  });
  submit(written);
  expect(verdict(written)).toContain("回答正确");
});

test("an activity the edition cannot give says so, and 重新加载 tries again", async () => {
  const root = renderedBlocks([{ type: "interaction", attrs: { oid: "act-9", complete: "Y" } }]);
  const context = fakeContext();
  enhanceInteractions(root, context);
  expect((await screen.findByRole("alert")).textContent).toBe("练习加载失败");
  fireEvent.click(screen.getByRole("button", { name: "重新加载" }));
  await waitFor(() => expect(context.loadActivity).toHaveBeenCalledTimes(2));
});

test("only the edition's activity shape is read", () => {
  expect(readActivity(activity)).not.toBeNull();
  expect(readActivity({ activity: {}, topics: [{ type: "ESSAY" }] })).toBeNull();
  expect(readActivity("nonsense")).toBeNull();
});
