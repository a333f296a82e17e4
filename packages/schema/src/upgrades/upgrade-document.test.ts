import { describe, expect, it } from "vitest";
import { schema } from "../extensions.ts";
import type { NodeJSON } from "../node-json.ts";
import { validateDocument } from "../validate-document.ts";
import { NODE_UPGRADES, upgradeDocument } from "./upgrade-document.ts";

const text = (value: string): NodeJSON => ({ type: "text", text: value });

const oldDocument = (): NodeJSON => ({
  type: "doc",
  content: [
    { type: "chapterHeader", attrs: { version: 1, background: "#00838F" }, content: [text("第一章")] },
    {
      type: "layoutBox",
      content: [
        {
          type: "bulletList",
          attrs: { version: 1, type: "square" },
          content: [
            {
              type: "listItem",
              content: [
                { type: "paragraph", attrs: { version: 1, textIndent: "2em" }, content: [text("要点")] },
              ],
            },
          ],
        },
        { type: "audioBox", attrs: { version: 1, layoutType: 2 } },
      ],
    },
    { type: "paragraph", attrs: { version: 2, indent: 1 }, content: [text("已是新版")] },
  ],
});

describe("upgradeDocument", () => {
  it("upgrades old nodes at every depth and the result fits the schema", () => {
    const { doc, changed } = upgradeDocument(oldDocument());
    expect(changed).toBe(true);
    const upgraded = validateDocument(doc);
    const versions: Record<string, number[]> = {};
    upgraded.descendants((node) => {
      if (typeof node.attrs.version !== "number") return;
      versions[node.type.name] = [...(versions[node.type.name] ?? []), node.attrs.version];
    });
    expect(versions).toMatchObject({
      chapterHeader: [3],
      bulletList: [2],
      paragraph: [2, 2],
      audioBox: [2],
    });
    expect(upgraded.child(1).child(0).attrs.listType).toBe("square");
    expect(upgraded.child(1).child(1).attrs.layout).toBe("layout-002");
    expect(upgraded.child(2).attrs.indent).toBe(1);
  });

  it("leaves its input untouched", () => {
    const input = oldDocument();
    upgradeDocument(input);
    expect(input).toEqual(oldDocument());
  });

  it("reports no change, and returns the same document, when every node is current", () => {
    const current = upgradeDocument(oldDocument()).doc;
    const again = upgradeDocument(current);
    expect(again.changed).toBe(false);
    expect(again.doc).toBe(current);
  });

  it("takes a node without a version as current, as the schema does", () => {
    const json = { type: "doc", content: [{ type: "paragraph", content: [text("无版本")] }] };
    expect(upgradeDocument(json)).toEqual({ doc: json, changed: false });
  });

  it("leaves nodes it has no upgrade for and values that are not nodes alone", () => {
    const json = { type: "doc", content: [{ type: "imageBlock", attrs: { version: 1 } }] };
    expect(upgradeDocument(json).changed).toBe(false);
    expect(upgradeDocument(null)).toEqual({ doc: null, changed: false });
    expect(upgradeDocument("doc")).toEqual({ doc: "doc", changed: false });
  });

  it("upgrades to the version each node's schema gives new nodes", () => {
    for (const [type, { version }] of Object.entries(NODE_UPGRADES)) {
      expect(schema.nodes[type]?.spec.attrs?.version?.default, type).toBe(version);
    }
  });
});
