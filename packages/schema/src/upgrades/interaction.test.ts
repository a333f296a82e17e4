import { describe, expect, it } from "vitest";
import { upgradeAndValidate } from "./upgrade-test-document.ts";

describe("interaction upgrade", () => {
  it("version 1: isComplete, questions and the numbered layout become complete, topics and layout", () => {
    const questions = [{ oid: "q-1", subject: "1+1=?" }];
    const upgraded = upgradeAndValidate({
      type: "interaction",
      attrs: { version: 1, type: "TEST", title: "练习", layoutType: 5, isComplete: true, questions },
    });
    expect(upgraded.attrs).toMatchObject({
      version: 2,
      type: "TEST",
      title: "练习",
      layout: "layout-005",
      useBookLayout: "N",
      complete: "Y",
      topics: questions,
    });
  });

  it("version 1 unfinished: complete N and no topics", () => {
    const upgraded = upgradeAndValidate({ type: "interaction", attrs: { version: 1, isComplete: false } });
    expect(upgraded.attrs).toMatchObject({
      complete: "N",
      topics: [],
      layout: "layout-001",
      useBookLayout: "Y",
    });
  });
});
