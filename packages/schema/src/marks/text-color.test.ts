import { generateJSON } from "@tiptap/html";
import { describe, expect, it } from "vitest";
import { extensions } from "../extensions.ts";

const marksOf = (html: string) => {
  const json = generateJSON(`<p>${html}</p>`, extensions);
  return json.content?.[0]?.content?.[0]?.marks ?? [];
};

describe("text colour on parse (content §5)", () => {
  it("keeps a colour written as rgb, rgba, hex, hsl or hsla", () => {
    expect(marksOf('<span data-color="#00838f">x</span>')).toEqual([
      { type: "textColor", attrs: { color: "#00838f" } },
    ]);
    expect(marksOf('<span style="color: hsl(184, 100%, 28%)">x</span>')).toEqual([
      { type: "textColor", attrs: { color: expect.stringMatching(/^(hsl|rgb)\(/) } },
    ]);
  });

  it("ignores any other colour: the text stays, without a colour", () => {
    expect(marksOf('<span style="color: red">x</span>')).toEqual([]);
    expect(marksOf('<span data-color="#12">x</span>')).toEqual([]);
    expect(marksOf('<span data-color="#00838FFF">x</span>')).toEqual([]);
    expect(
      generateJSON('<p><span style="color: red">文字</span></p>', extensions).content[0].content,
    ).toEqual([{ type: "text", text: "文字" }]);
  });
});
