import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CHALLENGE_SIZE, renderChallenge } from "./render.ts";

const pngOf = (dataUrl: string) => {
  expect(dataUrl).toMatch(/^data:image\/png;base64,/);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
};

describe("renderChallenge", () => {
  it("draws a 320×160 PNG background and a 44 px PNG piece, carrying no coordinates", async () => {
    const { background, piece } = await renderChallenge({ targetX: 173, pieceY: 57 });
    expect(CHALLENGE_SIZE.width).toBe(320);
    const backgroundMeta = await sharp(pngOf(background)).metadata();
    expect([backgroundMeta.format, backgroundMeta.width, backgroundMeta.height]).toEqual(["png", 320, 160]);
    const pieceMeta = await sharp(pngOf(piece)).metadata();
    expect([pieceMeta.format, pieceMeta.width, pieceMeta.height]).toEqual(["png", 44, 44]);
    expect(pngOf(background).toString("latin1")).not.toMatch(/<svg|<rect|173/);
  });

  it("darkens the notch under the piece's place, and draws a different noisy picture each time", async () => {
    const target = { targetX: 200, pieceY: 60 };
    const { background, piece } = await renderChallenge(target);
    const pixels = await sharp(pngOf(background)).removeAlpha().raw().toBuffer();
    const pieceStats = await sharp(pngOf(piece)).stats();
    const brightness = (left: number, top: number) => {
      let sum = 0;
      for (let y = top + 4; y < top + 40; y++)
        for (let x = left + 4; x < left + 40; x++) sum += pixels[(y * 320 + x) * 3] as number;
      return sum / 36 / 36;
    };
    // The notch is the piece's own picture at 45 % brightness (within the noise).
    expect(brightness(target.targetX, target.pieceY)).toBeLessThan(
      (pieceStats.channels[0]?.mean ?? 0) * 0.6 + 8,
    );
    expect((await renderChallenge(target)).background).not.toBe(background);
  });
});
