import { describe, expect, it } from "vitest";
import { CHALLENGE_SIZE, renderChallenge } from "./render.ts";

describe("renderChallenge", () => {
  it("draws a 320 px wide background with the notch at the target, and a piece in its own coordinates", () => {
    const { background, piece } = renderChallenge({ targetX: 173, pieceY: 57 });
    expect(CHALLENGE_SIZE.width).toBe(320);
    expect(background).toMatch(/^<svg [^>]*width="320" height="160"/);
    expect(background).toContain('<rect x="173" y="57" width="44" height="44" rx="6" fill="#000"');
    expect(piece).toMatch(/^<svg [^>]*viewBox="0 0 44 44"/);
    expect(piece).not.toMatch(/viewBox="173|translate\(-?173/);
  });

  it("draws a different picture each time", () => {
    expect(renderChallenge({ targetX: 100, pieceY: 20 }).background).not.toBe(
      renderChallenge({ targetX: 100, pieceY: 20 }).background,
    );
  });
});
