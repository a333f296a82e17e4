import { describe, expect, it } from "vitest";
import { splitKnowPointDesc } from "./knowledge-graph-card.ts";

describe("splitKnowPointDesc (content §5)", () => {
  it("splits the descriptions on the double hash and drops empty ones", () => {
    expect(splitKnowPointDesc("惯性的定义## 惯性的应用 ##")).toEqual(["惯性的定义", "惯性的应用"]);
    expect(splitKnowPointDesc("只有一条")).toEqual(["只有一条"]);
    expect(splitKnowPointDesc("#单井号#不拆")).toEqual(["#单井号#不拆"]);
  });

  it("has no descriptions when none are stored", () => {
    expect(splitKnowPointDesc(null)).toEqual([]);
    expect(splitKnowPointDesc(" ## ")).toEqual([]);
  });
});
