// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { RELEASE_NOTES, VERSION_RECORD_TEXTS } from "@textbook/shared";
import { afterEach, expect, test, vi } from "vitest";
import { VersionRecordPage } from "./version-record-page.tsx";

afterEach(cleanup);

test("every release note is shown newest first with its date and records; the running release is marked", () => {
  const newest = RELEASE_NOTES[0];
  if (!newest) throw new Error("no release notes");
  vi.stubGlobal("__APP_VERSION__", `${newest.title}+abcdef12`);
  const warned = vi.spyOn(console, "error").mockImplementation(() => {});
  render(<VersionRecordPage />);
  // No deprecated antd props (a console full of warnings hides the ones that matter).
  expect(warned).not.toHaveBeenCalled();
  warned.mockRestore();
  const notes = screen.getAllByRole("article");
  expect(notes.map((note) => note.getAttribute("aria-label"))).toEqual(
    RELEASE_NOTES.map((note) => note.title),
  );
  const first = within(notes[0] as HTMLElement);
  expect(first.getByText(VERSION_RECORD_TEXTS.current)).toBeTruthy();
  expect(first.getByText(newest.date)).toBeTruthy();
  for (const record of newest.recordLists) expect(first.getByText(record)).toBeTruthy();
  expect(screen.getAllByText(VERSION_RECORD_TEXTS.current)).toHaveLength(1);
});
