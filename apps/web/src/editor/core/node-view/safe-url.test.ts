import { expect, test } from "vitest";
import { safeUrl } from "./safe-url.ts";

test("keeps web addresses, same-site references and data images", () => {
  expect(safeUrl(" https://example.com/a.png ")).toBe("https://example.com/a.png");
  expect(safeUrl("/api/files/a?exp=1&sig=x")).toBe("/api/files/a?exp=1&sig=x");
  expect(safeUrl("media/a.png")).toBe("media/a.png");
  expect(safeUrl("data:image/png;base64,AAAA")).toBe("data:image/png;base64,AAAA");
});

test("drops script addresses however they are disguised, other schemes and other hosts' relative forms", () => {
  for (const value of [
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "\u0001javascript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,x",
    "//evil.example/x",
    42,
    "",
  ]) {
    expect(safeUrl(value), JSON.stringify(value)).toBeNull();
  }
});
