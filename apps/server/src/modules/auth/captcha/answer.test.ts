import { describe, expect, it } from "vitest";
import { humanTrack } from "../../../test/captcha.ts";
import { isHumanSlide, SLIDE_RULES } from "./answer.ts";

type Track = [number, number, number][];
const target = 150;
const hand = humanTrack(target);

describe("isHumanSlide", () => {
  it("accepts a recorded-like hand drag that ends on the notch, with any seed", () => {
    expect(hand.length).toBeGreaterThan(50);
    expect(isHumanSlide({ x: target, track: hand }, target)).toBe(true);
    for (const seed of [1, 2, 3, 99, 12345]) {
      expect(isHumanSlide({ x: 230, track: humanTrack(230, seed) }, 230)).toBe(true);
    }
    expect(
      isHumanSlide({ x: target + SLIDE_RULES.tolerancePx, track: hand }, target + SLIDE_RULES.tolerancePx),
    ).toBe(true);
  });

  it(`refuses an answer more than ${SLIDE_RULES.tolerancePx} px from the notch`, () => {
    expect(isHumanSlide({ x: target, track: hand }, target + SLIDE_RULES.tolerancePx + 1)).toBe(false);
  });

  it("refuses the review's synthetic 5-point track (F-03), with or without a y", () => {
    const x = target;
    const synthetic: Track = [
      [0, 0, 0],
      [80, 9, 0],
      [170, 30, 0],
      [260, 70, 0],
      [400, x, 0],
    ];
    expect(isHumanSlide({ x, track: synthetic }, target)).toBe(false);
    // Even sampled densely, a straight level sweep at constant pace is no hand.
    const sweep: Track = Array.from({ length: 40 }, (_, step) => [step * 16, Math.round((x * step) / 39), 0]);
    expect(isHumanSlide({ x, track: sweep }, target)).toBe(false);
  });

  it("refuses a track whose answer is not where the track ends", () => {
    expect(isHumanSlide({ x: target, track: humanTrack(target + 40) }, target)).toBe(false);
  });

  it("refuses a hand track replayed too fast, too slowly, or with a long stitched pause", () => {
    const fast: Track = hand.map(([time, x, y]) => [time / 4, x, y]);
    expect(isHumanSlide({ x: target, track: fast }, target)).toBe(false);
    const slow: Track = hand.map(([time, x, y]) => [time * 20, x, y]);
    expect(isHumanSlide({ x: target, track: slow }, target)).toBe(false);
    // A dozen points a tenth of a second apart: typed by hand, not reported by a browser.
    const sparse: Track = hand.filter((_, index) => index % 7 === 0 || index === hand.length - 1);
    expect(sparse.length).toBeGreaterThanOrEqual(SLIDE_RULES.minTrackPoints);
    expect(isHumanSlide({ x: target, track: sparse }, target)).toBe(false);
    const paused: Track = hand.map(([time, x, y], index) => [index > 20 ? time + 2500 : time, x, y]);
    expect(isHumanSlide({ x: target, track: paused }, target)).toBe(false);
  });

  it("refuses time going backwards and evenly ticking timestamps", () => {
    const backwards: Track = [...hand, [100, target, 0]];
    expect(isHumanSlide({ x: target, track: backwards }, target)).toBe(false);
    const even: Track = hand.map(([, x, y], index) => [index * 16, x, y]);
    expect(isHumanSlide({ x: target, track: even }, target)).toBe(false);
  });

  it("refuses a perfectly level drag and one that wanders off the slider", () => {
    const level: Track = hand.map(([time, x]) => [time, x, 0]);
    expect(isHumanSlide({ x: target, track: level }, target)).toBe(false);
    const wandering: Track = hand.map(([time, x], index) => [time, x, index * 3]);
    expect(isHumanSlide({ x: target, track: wandering }, target)).toBe(false);
  });

  it("refuses a drag that does not slow down at the end, or a teleport", () => {
    // Accelerating all the way (x grows with the square of time) never slows to aim.
    const rushing: Track = hand.map(([time, , y]) => [time, Math.round(target * (time / 990) ** 2), y]);
    rushing[rushing.length - 1] = [990, target, 1];
    expect(isHumanSlide({ x: target, track: rushing }, target)).toBe(false);
    const teleport: Track = hand.map(([time, x, y], index) => [
      time,
      index < hand.length - 3 ? Math.min(x, 10) : x,
      y,
    ]);
    expect(isHumanSlide({ x: target, track: teleport }, target)).toBe(false);
  });
});
