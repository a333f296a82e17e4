import { expect, test } from "vitest";
import { THEME_COLOURS } from "./constants.ts";

test("the theme colours are content §9's", () => {
  expect(THEME_COLOURS).toEqual({
    primary: "#00838F",
    secondary: "#03a9f4",
    accent: "#3f51b5",
    error: "#f44336",
    warning: "#ff5722",
    info: "#00bcd4",
    success: "#4caf50",
  });
});
