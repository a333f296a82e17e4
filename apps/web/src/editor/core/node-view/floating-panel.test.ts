import { describe, expect, it } from "vitest";
import { placePanel } from "./floating-panel.ts";

const viewport = { width: 1440, height: 900 };
const size = { width: 360, height: 300 };

describe("placePanel", () => {
  it("opens below the anchor when there is room", () => {
    expect(placePanel({ left: 100, top: 200, bottom: 220 }, size, viewport)).toEqual({
      left: 100,
      top: 226,
      maxHeight: null,
    });
  });

  it("opens above an anchor near the bottom of the screen, never below its edge", () => {
    expect(placePanel({ left: 100, top: 780, bottom: 800 }, size, viewport)).toEqual({
      left: 100,
      top: 474,
      maxHeight: null,
    });
  });

  it("scrolls inside itself on the roomier side when it fits on neither", () => {
    const tall = { width: 360, height: 800 };
    expect(placePanel({ left: 100, top: 300, bottom: 320 }, tall, viewport)).toEqual({
      left: 100,
      top: 326,
      maxHeight: 566,
    });
    expect(placePanel({ left: 100, top: 600, bottom: 620 }, tall, viewport)).toEqual({
      left: 100,
      top: 8,
      maxHeight: 586,
    });
  });

  it("stays inside the screen's width", () => {
    expect(placePanel({ left: 1300, top: 100, bottom: 120 }, size, viewport).left).toBe(1072);
    expect(placePanel({ left: -50, top: 100, bottom: 120 }, size, viewport).left).toBe(8);
  });
});
