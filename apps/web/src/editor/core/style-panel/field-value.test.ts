import { MEDIA_PANEL_TEXTS } from "@textbook/shared";
import { describe, expect, test } from "vitest";
import { FIXED_WIDTH_RANGE } from "../../blocks/image/image-style-panels.ts";
import { BORDER_WIDTH_RANGE } from "./card-fields.ts";
import { backgroundType, backgroundValue, colorValue, numberValue } from "./field-value.ts";

const T = MEDIA_PANEL_TEXTS.invalid;

describe("panel values (content §5)", () => {
  test("colours follow the schema's colour rule; anything else is refused with a reason", () => {
    for (const colour of [
      "#00838F",
      "#fff",
      "#00838FFF",
      "rgb(0, 131, 143)",
      "rgba(0,0,0,0.5)",
      "hsl(185, 100%, 28%)",
    ]) {
      expect(colorValue(colour)).toEqual({ value: colour });
    }
    for (const bad of ["red", "#12", "rgb(300, 0, 0)", "url(x)", "#00838F; color: red"]) {
      expect(colorValue(bad)).toEqual({ problem: T.color });
    }
    expect(colorValue("  ")).toEqual({ value: null });
  });

  test("numbers must be numbers within the field's range; an empty one goes back to the book", () => {
    expect(numberValue("2", { ...BORDER_WIDTH_RANGE, asText: true })).toEqual({ value: "2" });
    expect(numberValue("21", BORDER_WIDTH_RANGE)).toEqual({ problem: "请输入 0 到 20 之间的数字" });
    expect(numberValue("-1", BORDER_WIDTH_RANGE)).toEqual({ problem: "请输入 0 到 20 之间的数字" });
    expect(numberValue("abc", BORDER_WIDTH_RANGE)).toEqual({ problem: T.number });
    expect(numberValue("", BORDER_WIDTH_RANGE)).toEqual({ value: null });
    expect(numberValue("64", FIXED_WIDTH_RANGE)).toEqual({ problem: "请输入 65 到 2048 之间的数字" });
    expect(numberValue("320", FIXED_WIDTH_RANGE)).toEqual({ value: 320 });
    expect(numberValue("-1", { min: 0 })).toEqual({ problem: "请输入不小于 0 的数字" });
  });

  test("the background type is read back from the one background value", () => {
    expect(backgroundType(null)).toBeNull();
    expect(backgroundType("transparent")).toBe("no-color");
    expect(backgroundType("#00838F29")).toBe("pure-color");
    expect(backgroundType("custom-shading-002")).toBe("shading");
    expect(backgroundType("https://cdn.example.com/bg.png")).toBe("image");
  });

  test("each background type checks its own value", () => {
    expect(backgroundValue("no-color", "")).toEqual({ value: "transparent" });
    expect(backgroundValue("pure-color", "#f0f8f9")).toEqual({ value: "#f0f8f9" });
    expect(backgroundValue("pure-color", "transparent")).toEqual({ problem: T.color });
    expect(backgroundValue("shading", "custom-shading-001")).toEqual({ value: "custom-shading-001" });
    expect(backgroundValue("shading", "stripes")).toEqual({ problem: T.shading });
    expect(backgroundValue("image", "https://c/bg.png")).toEqual({ value: "https://c/bg.png" });
    expect(backgroundValue("image", "javascript:alert(1)")).toEqual({ problem: T.imageUrl });
  });
});
