import { describe, expect, it } from "vitest";
import { isHumanSlide, SLIDE_RULES } from "./answer.ts";

const handTrack: [number, number][] = [
  [0, 0],
  [80, 20],
  [190, 70],
  [300, 120],
  [420, 148],
  [520, 150],
];

describe("isHumanSlide", () => {
  it("accepts an uneven drag over time that ends on the notch", () => {
    expect(isHumanSlide({ x: 150, track: handTrack }, 150)).toBe(true);
    expect(isHumanSlide({ x: 150 + SLIDE_RULES.tolerancePx, track: handTrack }, 150)).toBe(true);
  });

  it(`refuses an answer more than ${SLIDE_RULES.tolerancePx} px away`, () => {
    expect(isHumanSlide({ x: 150 + SLIDE_RULES.tolerancePx + 1, track: handTrack }, 150)).toBe(false);
  });

  it("refuses too few points, too short a drag, and a perfectly uniform sweep", () => {
    expect(isHumanSlide({ x: 150, track: handTrack.slice(0, 3) }, 150)).toBe(false);
    const fast = handTrack.map(([time, x]) => [time / 4, x] as [number, number]);
    expect(isHumanSlide({ x: 150, track: fast }, 150)).toBe(false);
    const uniform = [0, 1, 2, 3, 4, 5].map((step) => [step * 100, step * 30] as [number, number]);
    expect(isHumanSlide({ x: 150, track: uniform }, 150)).toBe(false);
  });

  it("refuses a track that goes back in time", () => {
    const backwards: [number, number][] = [...handTrack, [100, 150]];
    expect(isHumanSlide({ x: 150, track: backwards }, 150)).toBe(false);
  });
});
