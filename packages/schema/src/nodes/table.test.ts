import { TableMap, tableNodeTypes } from "@tiptap/pm/tables";
import { describe, expect, it } from "vitest";
import { schema } from "../extensions.ts";
import { cell, doc, node, tableBox } from "../test/build-json.ts";
import { validateDocument } from "../validate-document.ts";

describe("table nodes for prosemirror-tables", () => {
  it("carry the table roles its commands look for", () => {
    const types = tableNodeTypes(schema);
    expect(Object.fromEntries(Object.entries(types).map(([role, type]) => [role, type.name]))).toEqual({
      table: "table",
      row: "tableRow",
      cell: "tableCell",
      header_cell: "tableHeader",
    });
  });

  it("map a table with spans and column widths", () => {
    const stored = validateDocument(
      doc(
        node("tableBox", {}, [
          node("table", {}, [
            node("tableRow", {}, [cell("甲", { colspan: 2, colwidth: [80, 120] })]),
            node("tableRow", {}, [cell("乙", { colwidth: [80] }), cell("丙", { colwidth: [120] })]),
          ]),
        ]),
      ),
    );
    const map = TableMap.get(stored.child(0).child(0));
    expect([map.width, map.height, map.problems]).toEqual([2, 2, null]);
    expect(validateDocument(doc(tableBox({}, {}))).child(0).childCount).toBe(2);
  });
});
