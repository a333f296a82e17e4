// Solving the slide captcha in the browser tests, as a matching bot and a hand would: the editor's
// login (login-captcha.test.ts) and the reader's (reader-login-shelf.test.ts).
import { strict as assert } from "node:assert";
import { randomInt } from "node:crypto";
import type { CaptchaChallenge, Envelope } from "@textbook/shared";
import type { Page, Response } from "playwright-core";

export const isChallenge = (response: Response) => response.url().includes("/api/captcha/challenge");

export async function challengeOf(response: Promise<Response>): Promise<CaptchaChallenge> {
  return ((await (await response).json()) as Envelope<CaptchaChallenge>).data;
}

/** Finds the notch the way a matching bot would: where the background is the piece, darkened. */
export function notchOf(page: Page, challenge: CaptchaChallenge): Promise<number> {
  return page.evaluate(async ({ background, piece, pieceY, pieceSize }) => {
    const pixelsOf = async (source: string) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d context");
      context.drawImage(image, 0, 0);
      return { width: image.width, data: context.getImageData(0, 0, image.width, image.height).data };
    };
    const [back, front] = await Promise.all([pixelsOf(background), pixelsOf(piece)]);
    let best = 0;
    let bestScore = Number.POSITIVE_INFINITY;
    for (let x = 0; x + pieceSize <= back.width; x++) {
      let score = 0;
      for (let y = 4; y < pieceSize - 4; y++) {
        for (let dx = 4; dx < pieceSize - 4; dx++) {
          const at = ((pieceY + y) * back.width + x + dx) * 4;
          const from = (y * pieceSize + dx) * 4;
          for (let channel = 0; channel < 3; channel++) {
            score += Math.abs((back.data[at + channel] ?? 0) - (front.data[from + channel] ?? 0) * 0.45);
          }
        }
      }
      if (score < bestScore) {
        bestScore = score;
        best = x;
      }
    }
    return best;
  }, challenge);
}

/** Where the handle is once the dialog has stopped moving (a fresh puzzle's dialog zooms in). */
export async function handleCentre(page: Page): Promise<{ x: number; y: number }> {
  const handle = page.getByRole("slider");
  let box = await handle.boundingBox();
  for (let tries = 0; tries < 50; tries++) {
    await page.waitForTimeout(50);
    const next = await handle.boundingBox();
    if (box && next && next.x === box.x && next.y === box.y && next.width === box.width) break;
    box = next;
  }
  assert.ok(box, "the slider handle is shown");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A drag shaped like a hand's: speeding up then slowing, overshooting a little, drifting vertically. */
export async function handDrag(page: Page, distance: number): Promise<void> {
  const start = await handleCentre(page);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  const steps = 45;
  let drift = 0;
  for (let step = 1; step <= steps; step++) {
    const progress = step / steps;
    const reach = 10 * progress ** 3 - 15 * progress ** 4 + 6 * progress ** 5;
    drift += randomInt(-1, 2) * 0.6;
    await page.mouse.move(start.x + distance * 1.02 * reach, start.y + drift);
    await page.waitForTimeout(4 + randomInt(8));
  }
  await page.waitForTimeout(60);
  await page.mouse.move(start.x + distance, start.y + drift + 1);
  await page.waitForTimeout(40);
  await page.mouse.up();
}
