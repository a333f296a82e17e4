import { describe, expect, it } from "vitest";
import type { NodeJSON } from "../node-json.ts";
import { upgradeAndValidate } from "./upgrade-test-document.ts";

const item: NodeJSON = {
  type: "listItem",
  content: [{ type: "paragraph", content: [{ type: "text", text: "项" }] }],
};

describe("list upgrade", () => {
  it("version 1 ordered list: the HTML marker type becomes a CSS listType", () => {
    const cases: [string, string][] = [
      ["1", "decimal"],
      ["a", "lower-alpha"],
      ["A", "upper-alpha"],
      ["i", "lower-roman"],
      ["I", "upper-roman"],
      ["x", "decimal"],
    ];
    for (const [marker, listType] of cases) {
      const upgraded = upgradeAndValidate({
        type: "orderedList",
        attrs: { version: 1, start: 3, type: marker },
        content: [item],
      });
      expect(upgraded.attrs).toMatchObject({ version: 2, start: 3, listType });
    }
  });

  it("version 1 bullet list: disc, circle and square are kept; anything else is disc", () => {
    for (const [marker, listType] of [
      ["square", "square"],
      ["circle", "circle"],
      ["star", "disc"],
    ]) {
      const upgraded = upgradeAndValidate({
        type: "bulletList",
        attrs: { version: 1, type: marker },
        content: [item],
      });
      expect(upgraded.attrs).toMatchObject({ version: 2, listType });
    }
  });
});
