import { expect, test } from "vitest";
import { THEME_COLOURS } from "./constants.ts";

/** Content §9's sentence, as the spec writes it. */
const SPEC_THEME =
  "Primary #00838F; secondary #03a9f4; accent #3f51b5; error #f44336; warning #ff5722; info #00bcd4; success #4caf50.";

test("the theme colours are content §9's", () => {
  const expected = Object.fromEntries(
    SPEC_THEME.replace(/\.$/, "")
      .split("; ")
      .map((part) => {
        const [name = "", colour] = part.split(" ");
        return [name.toLowerCase(), colour];
      }),
  );
  expect(Object.keys(expected)).toHaveLength(7);
  expect(THEME_COLOURS).toEqual(expected);
});
