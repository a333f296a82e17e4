import { expect, test } from "vitest";
import { RELEASE_NOTES } from "./release-notes.ts";

const parts = (version: string) => version.split(".").map(Number);

test("release notes are versions with a day and at least one record, newest first", () => {
  expect(RELEASE_NOTES.length).toBeGreaterThan(0);
  for (const note of RELEASE_NOTES) {
    expect(note.title).toMatch(/^\d+\.\d+\.\d+$/);
    expect(note.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(note.date))).toBe(false);
    expect(note.recordLists.length).toBeGreaterThan(0);
  }
  for (let index = 1; index < RELEASE_NOTES.length; index++) {
    const newer = RELEASE_NOTES[index - 1];
    const older = RELEASE_NOTES[index];
    if (!newer || !older) continue;
    const [a, b] = [parts(newer.title), parts(older.title)];
    const order = a.findIndex((value, position) => value !== b[position]);
    expect(order).toBeGreaterThanOrEqual(0);
    expect(a[order] ?? 0).toBeGreaterThan(b[order] ?? 0);
    expect(newer.date >= older.date).toBe(true);
  }
});
