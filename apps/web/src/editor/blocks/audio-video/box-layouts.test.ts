import { LAYOUT_COUNTS } from "@textbook/shared";
import { expect, test } from "vitest";
import { AUDIO_LAYOUTS, VIDEO_LAYOUTS } from "./box-layouts.ts";

const names = (count: number) =>
  Array.from({ length: count }, (_, index) => `layout-${String(index + 1).padStart(3, "0")}`);

test("the video box has layout-001 … layout-007 and the audio box layout-001 … layout-005 (content §3.8, §3.17)", () => {
  expect(Object.keys(VIDEO_LAYOUTS)).toEqual(names(LAYOUT_COUNTS.video));
  expect(Object.keys(VIDEO_LAYOUTS)).toHaveLength(7);
  expect(Object.keys(AUDIO_LAYOUTS)).toEqual(names(LAYOUT_COUNTS.audio));
  expect(Object.keys(AUDIO_LAYOUTS)).toHaveLength(5);
});

test("every layout is a distinct arrangement", () => {
  for (const table of [VIDEO_LAYOUTS, AUDIO_LAYOUTS]) {
    const shapes = Object.values(table).map((layout) => JSON.stringify(layout));
    expect(new Set(shapes).size).toBe(shapes.length);
  }
});

test("a video layout always shows the title; an audio box has no type label", () => {
  for (const layout of Object.values(VIDEO_LAYOUTS)) expect(layout.text).toContain("title");
  for (const layout of Object.values(AUDIO_LAYOUTS)) {
    expect(layout.text).toContain("title");
    expect(layout.text).not.toContain("typeName");
  }
});
