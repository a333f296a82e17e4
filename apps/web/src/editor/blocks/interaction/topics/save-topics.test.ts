// @vitest-environment happy-dom
// The topic list goes to the server through the fewest calls: the v2 POST for topics added after
// unchanged ones, DELETE for removals alone, PUT for anything else; refusals map back to positions.
import { type TopicInput, topicInputSchema } from "@textbook/shared";
import { sampleTopics } from "@textbook/shared/test/activity-fixtures";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../../api/client.ts";
import { canonical, planTopicsSave, refusalsByPosition, type StoredTopic } from "./save-topics.ts";

const { SINGLE, JUDGE, SORT, FILL } = sampleTopics();
const stored = (oid: string, topic: TopicInput): TopicInput => ({ ...topicInputSchema.parse(topic), oid });
const A = stored("a", SINGLE);
const B = stored("b", JUDGE);
const C = stored("c", SORT);
const known: StoredTopic[] = [A, B, C].map((topic) => ({
  oid: topic.oid as string,
  canonical: canonical(topic),
}));

describe("planTopicsSave", () => {
  it("sends nothing when nothing changed, whatever the key order", () => {
    const reordered = Object.fromEntries(Object.entries(A).reverse()) as TopicInput;
    expect(planTopicsSave(known, [reordered, B, C])).toEqual({ kind: "none" });
  });

  it("appends new topics after the unchanged stored ones with the v2 POST", () => {
    expect(planTopicsSave(known, [A, B, C, FILL, JUDGE])).toEqual({
      kind: "append",
      topics: [FILL, JUDGE],
      from: 3,
    });
    expect(planTopicsSave([], [FILL])).toEqual({ kind: "append", topics: [FILL], from: 0 });
  });

  it("deletes removed topics when the rest stay as they were", () => {
    expect(planTopicsSave(known, [A, C])).toEqual({ kind: "delete", oids: ["b"] });
    expect(planTopicsSave(known, [])).toEqual({ kind: "delete", oids: ["a", "b", "c"] });
  });

  it("replaces the list for an edit, a new order, a topic added in between, or a removal with an addition", () => {
    const edited = { ...B, answer: false } as TopicInput;
    expect(planTopicsSave(known, [A, edited, C])).toEqual({ kind: "replace", topics: [A, edited, C] });
    expect(planTopicsSave(known, [B, A, C]).kind).toBe("replace");
    expect(planTopicsSave(known, [A, FILL, B, C]).kind).toBe("replace");
    expect(planTopicsSave(known, [A, B, FILL]).kind).toBe("replace");
  });
});

describe("refusalsByPosition", () => {
  const refusal = (errors: Record<string, string>) =>
    new ApiError({ status: 400, errorCode: "err.validate.failed", message: "参数错误", errors });

  it("turns an append's positions into list positions", () => {
    const plan = planTopicsSave(known, [A, B, C, FILL]);
    const found = refusalsByPosition(
      refusal({ "topics.0.options.0.answers.0": "内容包含不支持的格式" }),
      plan,
    );
    expect(found).toEqual(new Map([[3, { "options.0.answers.0": "内容包含不支持的格式" }]]));
  });

  it("keeps a replacement's positions; a failure naming no topic is not a refusal", () => {
    const plan = planTopicsSave(known, [B, A]);
    expect(refusalsByPosition(refusal({ "topics.1.answer": "错", topics: "多" }), plan)).toEqual(
      new Map([[1, { answer: "错" }]]),
    );
    expect(refusalsByPosition(refusal({ topics: "一个互动练习最多 100 道题" }), plan)).toBeNull();
    expect(refusalsByPosition(new Error("network"), plan)).toBeNull();
  });
});
