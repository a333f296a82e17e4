import { schema } from "@textbook/schema";
import { describe, expect, test } from "vitest";
import { fieldWrites, MEDIA_FIELD_TABLES } from "./media-panel-fields.ts";
import { copiedStyle, copyStyle, pastedAttributes, styleAttributeNames, styleOf } from "./style-clipboard.ts";

function node(type: string, attrs: Record<string, unknown>) {
  const made = schema.nodes[type]?.createAndFill(attrs);
  if (!made) throw new Error(`cannot make a ${type}`);
  return made;
}

const styledVideo = () =>
  node("videoBox", {
    oid: "v-1",
    fileOid: "f-1",
    src: "https://cdn.example.com/v.mp4",
    title: "牛顿定律",
    typeName: "微课",
    layout: "layout-004",
    useBookLayout: "N",
    borderWidth: "3",
    borderStyle: "dashed",
    borderColor: "#3f51b5",
    background: "#f0f8f9",
    kgPoints: [{ knId: "k", knText: "力", graphId: "g" }],
  });

describe("copy and paste of a media block's style (content §4)", () => {
  test("copying takes the style and leaves the content behind", () => {
    const style = styleOf(styledVideo());
    expect(style?.type).toBe("videoBox");
    expect(style?.attributes).toMatchObject({
      layout: "layout-004",
      useBookLayout: "N",
      borderWidth: "3",
      borderStyle: "dashed",
      borderColor: "#3f51b5",
      background: "#f0f8f9",
    });
    for (const content of ["oid", "version", "fileOid", "src", "title", "typeName", "kgPoints", "progress"]) {
      expect(style?.attributes).not.toHaveProperty(content);
    }
  });

  test("no block's style carries its content (files, addresses, titles, topics, resources, ids)", () => {
    const content = [
      "oid",
      "version",
      "fileOid",
      "src",
      "title",
      "name",
      "fileName",
      "topics",
      "resources",
      "complete",
      "typeName",
    ];
    for (const type of Object.keys(MEDIA_FIELD_TABLES) as (keyof typeof MEDIA_FIELD_TABLES)[]) {
      const names = styleAttributeNames(type, schema.nodes[type]?.spec.attrs ?? {});
      expect(names.filter((name) => content.includes(name))).toEqual([]);
      const styleFields = MEDIA_FIELD_TABLES[type].filter((field) => !field.content);
      expect(styleFields.flatMap(fieldWrites).filter((name) => content.includes(name))).toEqual([]);
    }
  });

  test("pasting onto a block of the same type gives it the style and keeps its content", () => {
    copyStyle(styledVideo());
    const other = node("videoBox", { oid: "v-2", fileOid: "f-2", title: "动量守恒", borderWidth: "1" });
    const result = pastedAttributes(other);
    expect(result).toMatchObject({
      attributes: {
        oid: "v-2",
        fileOid: "f-2",
        title: "动量守恒",
        layout: "layout-004",
        useBookLayout: "N",
        borderWidth: "3",
        borderStyle: "dashed",
      },
    });
  });

  test("pasting onto another type is refused, naming the copied type", () => {
    copyStyle(styledVideo());
    expect(pastedAttributes(node("audioBox", { title: "朗读" }))).toEqual({
      refused: "otherType",
      copiedType: "videoBox",
    });
    expect(copiedStyle()?.type).toBe("videoBox");
  });

  test("pasting before anything was copied is refused", () => {
    expect(pastedAttributes(node("linkBox", {}), null)).toEqual({ refused: "nothingCopied" });
  });

  test("a block without a media style panel has no style to copy", () => {
    expect(styleOf(node("paragraph", {}))).toBeNull();
  });
});
