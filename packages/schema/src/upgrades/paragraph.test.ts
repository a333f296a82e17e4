import { describe, expect, it } from "vitest";
import { upgradeAndValidate } from "./upgrade-test-document.ts";

describe("paragraph upgrade", () => {
  it("version 1: CSS text-indent and line-height become indent (em) and lineSpacing", () => {
    const upgraded = upgradeAndValidate({
      type: "paragraph",
      attrs: { version: 1, textIndent: "2em", lineHeight: "1.6" },
      content: [{ type: "text", text: "正文" }],
    });
    expect(upgraded.attrs).toMatchObject({ version: 2, indent: 2, lineSpacing: 1.6 });
    expect(upgraded.content).toEqual([{ type: "text", text: "正文" }]);
  });

  it("version 1 with numbers or nothing set", () => {
    expect(
      upgradeAndValidate({ type: "paragraph", attrs: { version: 1, textIndent: 0, lineHeight: 2 } }).attrs,
    ).toMatchObject({
      indent: 0,
      lineSpacing: 2,
    });
    expect(
      upgradeAndValidate({ type: "paragraph", attrs: { version: 1, textIndent: "auto" } }).attrs,
    ).toMatchObject({
      indent: null,
      lineSpacing: null,
    });
  });
});
