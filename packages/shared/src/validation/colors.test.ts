import { describe, expect, it } from "vitest";
import { isBoxColor, isTextColor } from "./colors.ts";

// Content §5: rgb, rgba, hex (3 or 6 digits), hsl or hsla; anything else is ignored.
const ACCEPTED = [
  "#fff",
  "#A1B2C3",
  "rgb(0, 131, 143)",
  "rgb(10%, 20%, 30%)",
  "rgba(0,131,143,0.5)",
  "rgba(0, 131, 143, .12)",
  "hsl(184, 100%, 28%)",
  "hsla(184deg, 100%, 28%, 0.5)",
  " #00838f ",
];
const REFUSED = [
  "",
  "red",
  "#ff",
  "#ffff",
  "#00838FFF",
  "#ggg",
  "rgb(256, 0, 0)",
  "rgb(1, 2)",
  "rgba(0, 0, 0)",
  "rgb(101%, 0%, 0%)",
  "hsl(1, 2, 3)",
  "url(x.png)",
  "#fff; background: red",
];

describe("isTextColor", () => {
  it.each(ACCEPTED)("accepts %s", (color) => expect(isTextColor(color)).toBe(true));
  it.each(REFUSED)("refuses %s", (color) => expect(isTextColor(color)).toBe(false));
});

describe("isBoxColor", () => {
  it("also accepts the 4- and 8-digit hex of the book styles and transparent", () => {
    expect(["#00838FFF", "#0000", "transparent", "#616161"].every(isBoxColor)).toBe(true);
    expect(["red", "#00838FF", "url(x.png)"].some(isBoxColor)).toBe(false);
  });
});
