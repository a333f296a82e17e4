import { describe, expect, it } from "vitest";
import { prologEnd } from "./xml-prolog.ts";

const rootOf = (text: string) => text.slice(prologEnd(text));

describe("prologEnd", () => {
  it("skips declarations, comments, doctypes with their internal subset, and whitespace", () => {
    expect(rootOf('<svg width="1"/>')).toBe('<svg width="1"/>');
    expect(rootOf('  <?xml version="1.0"?>\n<!-- a -->\n<!DOCTYPE svg>\n<svg/>')).toBe("<svg/>");
    expect(rootOf('<!doctype svg [<!ENTITY a "]x"> ]  ><!----><svg/>')).toBe("<svg/>");
  });

  it("stops before anything unclosed or unknown", () => {
    expect(rootOf("<!-- open <svg/>")).toBe("<!-- open <svg/>");
    expect(rootOf("<?xml version <svg/>")).toBe("<?xml version <svg/>");
    expect(rootOf("<!DOCTYPE svg [<!ENTITY a 'b'> <svg/>")).toBe("<!DOCTYPE svg [<!ENTITY a 'b'> <svg/>");
    expect(rootOf("<!-- a --> text <svg/>")).toBe("text <svg/>");
  });

  it("walks thousands of comments in one pass", () => {
    expect(rootOf(`${"<!---->".repeat(9000)}x`)).toBe("x");
  });
});
