// Tiny builders for ProseMirror JSON, so the seed books read as text.
import { CONTENT_TEXTS } from "@textbook/shared";
import { newOid } from "../db/oid.ts";

export interface DocJson {
  type: "doc";
  content: object[];
}

const text = (value: string) => ({ type: "text", text: value });

/** A heading with an oid of its own, so a link to another file can lead to it (content §3.13). */
export const h = (level: number, value: string) => ({
  type: "heading",
  attrs: { oid: newOid(), level },
  content: [text(value)],
});
export const p = (value: string) => ({ type: "paragraph", content: [text(value)] });
export const term = (bold: string, rest: string) => ({
  type: "paragraph",
  content: [{ ...text(bold), marks: [{ type: "bold" }] }, text(rest)],
});
const item = (value: string) => ({ type: "listItem", content: [p(value)] });
export const ul = (...values: string[]) => ({ type: "bulletList", content: values.map(item) });
export const ol = (...values: string[]) => ({
  type: "orderedList",
  attrs: { start: 1 },
  content: values.map(item),
});
export const doc = (...content: object[]): DocJson => ({ type: "doc", content });

const withOid = (oid: string) => ({ oid });

export const inlineMath = (latex: string) => ({ type: "inlineMath", attrs: { ...withOid(newOid()), latex } });
export const mathBox = (...latex: string[]) => ({
  type: "mathBox",
  attrs: withOid(newOid()),
  content: latex.map((formula) => ({ type: "displayMath", attrs: { ...withOid(newOid()), latex: formula } })),
});
export const codeBox = (lang: string, code: string) => ({
  type: "codeBox",
  attrs: { ...withOid(newOid()), lang },
  content: [text(code)],
});
export const rich = (...parts: (string | object)[]) => ({
  type: "paragraph",
  content: parts.map((part) => (typeof part === "string" ? text(part) : part)),
});

const cell = (kind: "tableHeader" | "tableCell", value: string) => ({ type: kind, content: [p(value)] });

/** A table box with its numbered caption; `reference()` points a cross reference at it. */
export function captionedTable(options: {
  title: string;
  chapterIndex: number;
  index: number;
  rows: string[][];
}) {
  const boxOid = newOid();
  const captionOid = newOid();
  const [head = [], ...body] = options.rows;
  const label = `${CONTENT_TEXTS.captionTableTag}${options.chapterIndex}-${options.index}`;
  return {
    node: {
      type: "tableBox",
      attrs: withOid(boxOid),
      content: [
        {
          type: "caption",
          attrs: { oid: captionOid, type: "TABLE", index: options.index, chapterIndex: options.chapterIndex },
          content: [text(options.title)],
        },
        {
          type: "table",
          content: [
            { type: "tableRow", content: head.map((value) => cell("tableHeader", value)) },
            ...body.map((row) => ({
              type: "tableRow",
              content: row.map((value) => cell("tableCell", value)),
            })),
          ],
        },
      ],
    },
    reference: () => ({
      type: "crossReference",
      attrs: {
        oid: newOid(),
        targetOid: boxOid,
        targetCaptionOid: captionOid,
        targetCaptionType: "TABLE",
        content: label,
        type: 2,
        isLink: "Y",
      },
    }),
  };
}
