import katex from "katex";
import { describe, expect, it } from "vitest";
import { htmlToXhtml } from "./xhtml.ts";

describe("htmlToXhtml", () => {
  it("closes void elements, keeps MathML in its namespace and writes no named entity but XML's", () => {
    const math = katex.renderToString("a < b", { output: "mathml" });
    const xhtml = htmlToXhtml(`<p>甲&nbsp;乙<br><img src="assets/a.png" alt="">&amp;</p>${math}`);
    expect(xhtml).toContain("<br />");
    expect(xhtml).toContain('<img src="assets/a.png" alt="" />');
    expect(xhtml).toContain("甲&#160;乙");
    expect(xhtml).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML">');
    expect(xhtml).toContain("&amp;");
    expect(xhtml).not.toContain("&nbsp;");
  });
});
