import { describe, expect, it } from "vitest";
import type { NodeJSON } from "../node-json.ts";
import { upgradeAndValidate } from "./upgrade-test-document.ts";

describe("extended reading upgrade", () => {
  it("version 1 block: one resource becomes the resources list, the label typeName, the layout named", () => {
    const upgraded = upgradeAndValidate({
      type: "extendedReading",
      attrs: {
        version: 1,
        type: "READING",
        typeLabel: "拓展阅读",
        title: "故事",
        layoutType: 8,
        resource: { fileOid: "r-1", title: "传记" },
      },
    });
    expect(upgraded.attrs).toMatchObject({
      version: 2,
      typeName: "拓展阅读",
      title: "故事",
      layout: "layout-008",
      resources: [{ fileOid: "r-1", title: "传记" }],
    });
  });

  it("version 1 inline: no layout, an empty list without a resource", () => {
    const inParagraph = (node: NodeJSON): NodeJSON[] => [{ type: "paragraph", content: [node] }];
    const upgraded = upgradeAndValidate(
      { type: "extendedReadingInline", attrs: { version: 1, typeLabel: "阅读", resource: null } },
      inParagraph,
    );
    expect(upgraded.attrs).toMatchObject({ version: 2, typeName: "阅读", resources: [] });
    expect(upgraded.attrs).not.toHaveProperty("layout");
  });
});
