import { expect, test } from "vitest";
import { styleDefinition } from "./style-catalogue.ts";
import { opaqueHex, THEME_ITEM_KEYS, themeColors } from "./theme-colors.ts";

test("the content §9 theme gives the content §9 component backgrounds", () => {
  expect(themeColors("#00838FFF")).toEqual({
    theme: styleDefinition(THEME_ITEM_KEYS.theme)?.defaultValue,
    light: styleDefinition(THEME_ITEM_KEYS.light)?.defaultValue,
    dark: styleDefinition(THEME_ITEM_KEYS.dark)?.defaultValue,
  });
  expect(themeColors("#00838f")).toEqual({ theme: "#00838FFF", light: "#00838F1F", dark: "#00838F29" });
});

test("every opaque colour form becomes #RRGGBB", () => {
  expect(opaqueHex("#0af")).toBe("#00AAFF");
  expect(opaqueHex("#0aff")).toBe("#00AAFF");
  expect(opaqueHex("rgb(255, 0, 10)")).toBe("#FF000A");
  expect(opaqueHex("rgb(100%, 0%, 50%)")).toBe("#FF0080");
  expect(opaqueHex("rgba(0, 131, 143, 1)")).toBe("#00838F");
  expect(opaqueHex("hsl(120, 100%, 25%)")).toBe("#008000");
  expect(opaqueHex("hsla(0, 0%, 100%, 100%)")).toBe("#FFFFFF");
});

test("a transparent or unreadable colour has no theme", () => {
  for (const color of ["#00838F80", "#0af8", "rgba(0, 0, 0, 0.5)", "transparent", "teal", "#12345"]) {
    expect(themeColors(color)).toBeNull();
  }
});
