// Draws the puzzle as PNG: a random landscape of shapes under pixel noise, the notch darkened into
// it (plus a decoy notch elsewhere), and the piece cut from the same noisy picture. Only pixels
// leave the server: no markup or coordinate says where the notch is, so a bot has to match the
// piece against the picture instead of reading the answer.
import { randomBytes, randomInt } from "node:crypto";
import { UI } from "@textbook/shared";
import sharp from "sharp";

export const CHALLENGE_SIZE = { width: UI.captchaSlideWidth, height: 160, pieceSize: 44 } as const;

const PALETTE = ["#00838F", "#03a9f4", "#3f51b5", "#4caf50", "#ff5722", "#00bcd4", "#8bc34a", "#ffc107"];
const SHAPE_COUNT = 24;
/** Each colour channel moves by up to ± this much per pixel. */
const NOISE = 28;
const NOTCH_SHADE = 0.45;
const DECOY_SHADE = 0.7;
const CHANNELS = 3;

function pick<T>(items: readonly T[]): T {
  return items[randomInt(items.length)] as T;
}

function sceneSvg(): Buffer {
  const { width, height } = CHALLENGE_SIZE;
  const parts = [`<rect width="100%" height="100%" fill="${pick(PALETTE)}"/>`];
  for (let index = 0; index < SHAPE_COUNT; index++) {
    const x = randomInt(width);
    const y = randomInt(height);
    const size = randomInt(12, 60);
    const fill = pick(PALETTE);
    parts.push(
      index % 2 === 0
        ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}" fill-opacity="0.7"/>`
        : `<rect x="${x}" y="${y}" width="${size}" height="${size / 2}" fill="${fill}" fill-opacity="0.6" transform="rotate(${randomInt(90)} ${x} ${y})"/>`,
    );
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join("")}</svg>`,
  );
}

function addNoise(pixels: Buffer): void {
  const noise = randomBytes(pixels.length);
  for (let index = 0; index < pixels.length; index++) {
    const shift = Math.round((((noise[index] as number) / 255) * 2 - 1) * NOISE);
    pixels[index] = Math.min(255, Math.max(0, (pixels[index] as number) + shift));
  }
}

function shade(pixels: Buffer, left: number, top: number, factor: number): void {
  const { width, pieceSize } = CHALLENGE_SIZE;
  for (let y = top; y < top + pieceSize; y++) {
    for (let x = left; x < left + pieceSize; x++) {
      const start = (y * width + x) * CHANNELS;
      for (let channel = 0; channel < CHANNELS; channel++) {
        pixels[start + channel] = Math.round((pixels[start + channel] as number) * factor);
      }
    }
  }
}

function frameSvg(size: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect x="1" y="1" width="${size - 2}" height="${size - 2}" rx="6" fill="none" stroke="#fff" stroke-width="2"/></svg>`,
  );
}

/** A place for the decoy that does not overlap the notch. */
function decoyX(targetX: number): number {
  const { width, pieceSize } = CHALLENGE_SIZE;
  const candidates = [];
  for (let x = pieceSize; x <= width - pieceSize; x++) {
    if (Math.abs(x - targetX) > pieceSize + 4) candidates.push(x);
  }
  return pick(candidates);
}

const toDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString("base64")}`;

export async function renderChallenge(target: { targetX: number; pieceY: number }): Promise<{
  background: string;
  piece: string;
}> {
  const { width, height, pieceSize } = CHALLENGE_SIZE;
  const raw = { width, height, channels: CHANNELS } as const;
  const pixels = await sharp(sceneSvg()).removeAlpha().raw().toBuffer();
  addNoise(pixels);
  const frame = frameSvg(pieceSize);
  const piece = await sharp(pixels, { raw })
    .extract({ left: target.targetX, top: target.pieceY, width: pieceSize, height: pieceSize })
    .composite([{ input: frame }])
    .png()
    .toBuffer();
  shade(pixels, target.targetX, target.pieceY, NOTCH_SHADE);
  shade(pixels, decoyX(target.targetX), randomInt(4, height - pieceSize - 4), DECOY_SHADE);
  const background = await sharp(pixels, { raw })
    .composite([{ input: frame, left: target.targetX, top: target.pieceY }])
    .png()
    .toBuffer();
  return { background: toDataUrl(background), piece: toDataUrl(piece) };
}
