import { generateJSON } from "@tiptap/html";
import { describe, expect, it } from "vitest";
import { extensions } from "../extensions.ts";
import { HEADING_ALIGNS } from "./heading.ts";

const parsedAlign = (html: string) => generateJSON(html, extensions).content[0].attrs.align;

describe("heading align (content §5)", () => {
  it.each(HEADING_ALIGNS)("accepts %s", (align) => {
    expect(parsedAlign(`<h2 data-align="${align}">x</h2>`)).toBe(align);
  });

  it("parses any other align as null", () => {
    expect(parsedAlign('<h2 data-align="middle">x</h2>')).toBeNull();
    expect(parsedAlign('<h2 data-align="start">x</h2>')).toBeNull();
    expect(parsedAlign("<h2>x</h2>")).toBeNull();
  });
});
