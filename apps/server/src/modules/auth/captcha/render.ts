// Draws the puzzle as SVG: a random landscape of shapes with a notch, and the matching piece.
// The piece is drawn in its own coordinates (shapes shifted numerically), so its markup does not
// simply spell out where the notch is; matching shapes against the background still could, which
// is acceptable for a friction check that only appears after bursts or failures.
import { randomInt } from "node:crypto";
import { UI } from "@textbook/shared";

export const CHALLENGE_SIZE = { width: UI.captchaSlideWidth, height: 160, pieceSize: 44 } as const;

const PALETTE = ["#00838F", "#03a9f4", "#3f51b5", "#4caf50", "#ff5722", "#00bcd4", "#8bc34a", "#ffc107"];
const SHAPE_COUNT = 18;

interface Shape {
  round: boolean;
  x: number;
  y: number;
  size: number;
  fill: string;
  angle: number;
}

function pick<T>(items: readonly T[]): T {
  return items[randomInt(items.length)] as T;
}

function randomShapes(): Shape[] {
  const { width, height } = CHALLENGE_SIZE;
  return Array.from({ length: SHAPE_COUNT }, (_, index) => ({
    round: index % 2 === 0,
    x: randomInt(width),
    y: randomInt(height),
    size: randomInt(12, 60),
    fill: pick(PALETTE),
    angle: randomInt(90),
  }));
}

function drawShapes(base: string, shapes: Shape[], dx: number, dy: number): string {
  const parts = [`<rect width="100%" height="100%" fill="${base}"/>`];
  for (const shape of shapes) {
    const x = shape.x + dx;
    const y = shape.y + dy;
    parts.push(
      shape.round
        ? `<circle cx="${x}" cy="${y}" r="${shape.size / 2}" fill="${shape.fill}" fill-opacity="0.7"/>`
        : `<rect x="${x}" y="${y}" width="${shape.size}" height="${shape.size / 2}" fill="${shape.fill}" fill-opacity="0.6" transform="rotate(${shape.angle} ${x} ${y})"/>`,
    );
  }
  return parts.join("");
}

export function renderChallenge(target: { targetX: number; pieceY: number }): {
  background: string;
  piece: string;
} {
  const { width, height, pieceSize } = CHALLENGE_SIZE;
  const base = pick(PALETTE);
  const shapes = randomShapes();
  const notch = `<rect x="${target.targetX}" y="${target.pieceY}" width="${pieceSize}" height="${pieceSize}" rx="6" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-width="2"/>`;
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${drawShapes(base, shapes, 0, 0)}${notch}</svg>`;
  const frame = `width="${pieceSize}" height="${pieceSize}" rx="6"`;
  const piece = `<svg xmlns="http://www.w3.org/2000/svg" width="${pieceSize}" height="${pieceSize}" viewBox="0 0 ${pieceSize} ${pieceSize}"><clipPath id="piece"><rect ${frame}/></clipPath><g clip-path="url(#piece)">${drawShapes(base, shapes, -target.targetX, -target.pieceY)}</g><rect ${frame} fill="none" stroke="#fff" stroke-width="2"/></svg>`;
  return { background, piece };
}
