// Draws the puzzle as SVG: a random landscape of shapes with a notch, and the matching piece.
import { randomInt } from "node:crypto";
import { UI } from "@textbook/shared";

export const CHALLENGE_SIZE = { width: UI.captchaSlideWidth, height: 160, pieceSize: 44 } as const;

const PALETTE = ["#00838F", "#03a9f4", "#3f51b5", "#4caf50", "#ff5722", "#00bcd4", "#8bc34a", "#ffc107"];

function pick<T>(items: readonly T[]): T {
  return items[randomInt(items.length)] as T;
}

function scenery(): string {
  const { width, height } = CHALLENGE_SIZE;
  const shapes: string[] = [`<rect width="${width}" height="${height}" fill="${pick(PALETTE)}"/>`];
  for (let index = 0; index < 18; index++) {
    const x = randomInt(width);
    const y = randomInt(height);
    const size = randomInt(12, 60);
    const fill = pick(PALETTE);
    shapes.push(
      index % 2 === 0
        ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}" fill-opacity="0.7"/>`
        : `<rect x="${x}" y="${y}" width="${size}" height="${size / 2}" fill="${fill}" fill-opacity="0.6" transform="rotate(${randomInt(90)} ${x} ${y})"/>`,
    );
  }
  return shapes.join("");
}

export function renderChallenge(target: { targetX: number; pieceY: number }): {
  background: string;
  piece: string;
} {
  const { width, height, pieceSize } = CHALLENGE_SIZE;
  const art = scenery();
  const notch = `<rect x="${target.targetX}" y="${target.pieceY}" width="${pieceSize}" height="${pieceSize}" rx="6" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-width="2"/>`;
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${art}${notch}</svg>`;
  const piece = `<svg xmlns="http://www.w3.org/2000/svg" width="${pieceSize}" height="${pieceSize}" viewBox="${target.targetX} ${target.pieceY} ${pieceSize} ${pieceSize}"><clipPath id="p"><rect x="${target.targetX}" y="${target.pieceY}" width="${pieceSize}" height="${pieceSize}" rx="6"/></clipPath><g clip-path="url(#p)">${art}</g><rect x="${target.targetX}" y="${target.pieceY}" width="${pieceSize}" height="${pieceSize}" rx="6" fill="none" stroke="#fff" stroke-width="2"/></svg>`;
  return { background, piece };
}
