// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import {
  formatMessage,
  STYLE_SCREEN_TEXTS,
  type StylePreviewMessage,
  THEME_COLOURS,
  THEME_ITEM_KEYS,
  themeColors,
} from "@textbook/shared";
import { afterEach, expect, test, vi } from "vitest";
import { useStyleForm } from "../form/use-style-form.ts";
import { ThemePresets } from "./theme-presets.tsx";

afterEach(cleanup);

function Harness({
  post,
  onDirty,
}: {
  post: (message: StylePreviewMessage) => void;
  onDirty: (dirty: boolean) => void;
}) {
  const form = useStyleForm(post);
  onDirty(form.dirty);
  return <ThemePresets form={form} disabled={false} />;
}

test("a theme colour is an unsaved edit: the preview shows it and its backgrounds, nothing is sent to the server", () => {
  const fetchSpy = vi.spyOn(globalThis, "fetch");
  const posted: StylePreviewMessage[] = [];
  let dirty = false;
  render(<Harness post={(message) => posted.push(message)} onDirty={(now) => (dirty = now)} />);
  const red = screen.getByRole("button", {
    name: formatMessage(STYLE_SCREEN_TEXTS.theme.apply, { name: STYLE_SCREEN_TEXTS.themeColorNames.error }),
  });
  fireEvent.click(red);
  const colours = themeColors(THEME_COLOURS.error);
  expect(posted).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ key: THEME_ITEM_KEYS.theme, value: colours?.theme }),
      expect.objectContaining({ key: THEME_ITEM_KEYS.light, value: colours?.light }),
      expect.objectContaining({ key: THEME_ITEM_KEYS.dark, value: colours?.dark }),
    ]),
  );
  expect(red.getAttribute("aria-pressed")).toBe("true");
  expect(dirty).toBe(true);
  expect(fetchSpy).not.toHaveBeenCalled();
  fetchSpy.mockRestore();
});
