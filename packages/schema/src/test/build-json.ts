// Small builders for document JSON in tests.
type Attrs = Record<string, unknown>;
type Json = Record<string, unknown>;

export const text = (value: string, marks: Json[] = []): Json =>
  marks.length === 0 ? { type: "text", text: value } : { type: "text", text: value, marks };

export const node = (type: string, attrs: Attrs = {}, content: Json[] = []): Json => ({
  type,
  ...(Object.keys(attrs).length > 0 ? { attrs } : {}),
  ...(content.length > 0 ? { content } : {}),
});

export const paragraph = (...content: Json[]): Json => node("paragraph", {}, content);

export const doc = (...content: Json[]): Json => node("doc", {}, content);

export const cell = (value: string, attrs: Attrs = {}): Json =>
  node("tableCell", attrs, [paragraph(text(value))]);

/** A table box with a caption, one row of cells and no sub caption. */
export const tableBox = (attrs: Attrs, caption: Attrs, ...cells: Json[]): Json =>
  node("tableBox", attrs, [
    node("caption", { type: "TABLE", ...caption }, [text("成绩表")]),
    node("table", {}, [node("tableRow", {}, cells.length > 0 ? cells : [cell("甲")])]),
  ]);
