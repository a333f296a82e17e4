import { describe, expect, it } from "vitest";
import { InvalidSvgError, sanitizeSvg } from "./sanitize-svg.ts";

describe("sanitizeSvg", () => {
  it("keeps drawing elements, presentation attributes and in-document references", () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><use xlink:href="#g"/><text x="1" y="5">文字 &amp; 符号</text></svg>';
    expect(sanitizeSvg(svg)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="red"></stop></linearGradient></defs><rect width="10" height="10" fill="url(#g)"></rect><use xlink:href="#g"></use><text x="1" y="5">文字 &amp; 符号</text></svg>',
    );
  });

  it("drops scripts, event handlers, foreign objects, links, animations and external references", () => {
    const svg = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY boom "boom">]><svg onload="alert(1)"><script>alert(2)</script><rect onclick="x()" style="fill:url(http://evil/x)" fill="url(http://evil/y)"/><foreignObject><div>html</div></foreignObject><a href="javascript:alert(3)"><text>链接</text></a><use href="http://evil/#x"/><image href="http://evil/p.png"/><image href="data:image/png;base64,AAAA"/><set attributeName="onmouseover" to="alert(1)"/><style>@import url(http://evil/c.css);</style></svg>`;
    expect(sanitizeSvg(svg)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect></rect><text>链接</text><use></use><image></image><image href="data:image/png;base64,AAAA"></image></svg>',
    );
  });

  it("refuses a document without an <svg> root", () => {
    expect(() => sanitizeSvg("<div>not svg</div>")).toThrow(InvalidSvgError);
    expect(() => sanitizeSvg("<script>alert(1)</script>")).toThrow(InvalidSvgError);
  });
});
