// Tiny builders for ProseMirror JSON, so the seed books read as text.
export interface DocJson {
  type: "doc";
  content: object[];
}

const text = (value: string) => ({ type: "text", text: value });

export const h = (level: number, value: string) => ({
  type: "heading",
  attrs: { level },
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
