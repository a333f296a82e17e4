// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { LOGIN_TEXTS } from "@textbook/shared";
import { afterEach, expect, test } from "vitest";
import { SubmitRow } from "./form-parts.tsx";

afterEach(cleanup);

test("the submit button keeps its name while busy and says it is busy", () => {
  const { rerender } = render(<SubmitRow message={null} submitting />);
  // Not "loading 登录": the spinner's label stays out of the name.
  const button = screen.getByRole("button", { name: LOGIN_TEXTS.submit });
  expect(button.getAttribute("aria-busy")).toBe("true");
  rerender(<SubmitRow message={null} submitting={false} />);
  expect(screen.getByRole("button", { name: LOGIN_TEXTS.submit }).getAttribute("aria-busy")).toBe("false");
});
