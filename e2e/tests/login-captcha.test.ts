// The risk-based slide captcha in the browser: after repeated failures the puzzle opens, a
// machine-straight drag is refused, and a hand-like drag onto the notch lets the login through.
import { strict as assert } from "node:assert";
import { describe, test } from "node:test";
import { ERROR_MESSAGES, LOGIN_TEXTS } from "@textbook/shared";
import { uniqueAddress, uniquePhone } from "../support/accounts.ts";
import { newPage, useBrowser } from "../support/browser.ts";
import { fillPasswordLogin } from "../support/flows.ts";
import { challengeOf, handDrag, handleCentre, isChallenge, notchOf } from "../support/slide-captcha.ts";

useBrowser();

describe("login captcha", () => {
  test("asks for the puzzle after failures, refuses a machine drag and accepts a hand-like one", async () => {
    // A phone nobody has and an address of its own: the failures counted are this test's alone
    // (the rest of the suite's logins all come from 127.0.0.1).
    const { page, context } = await newPage({ clientAddress: uniqueAddress() });
    const phoneNumber = uniquePhone();
    await page.goto("/login");
    for (let attempt = 0; attempt < 3; attempt++) {
      const answered = page.waitForResponse((response) => response.url().includes("/account-login"));
      await fillPasswordLogin(page, phoneNumber);
      await answered;
    }
    const first = page.waitForResponse(isChallenge);
    await fillPasswordLogin(page, phoneNumber);
    await page.getByText(LOGIN_TEXTS.captchaTitle).waitFor();
    const puzzle = await challengeOf(first);
    assert.match(puzzle.background, /^data:image\/png;base64,/);
    assert.equal(
      await page.locator("img[src^='data:image/png']").count(),
      2,
      "background and piece are PNGs",
    );

    // Straight to the notch in five even steps: no hand drags like that.
    const notch = await notchOf(page, puzzle);
    const second = page.waitForResponse(isChallenge);
    const start = await handleCentre(page);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + notch, start.y, { steps: 5 });
    await page.mouse.up();
    await page.getByRole("alert").getByText(LOGIN_TEXTS.captchaFailed).waitFor();

    const fresh = await challengeOf(second);
    await page.locator(`img[src="${fresh.piece}"]`).waitFor();
    await handDrag(page, await notchOf(page, fresh));
    // The captcha passed, so the login itself answers: this phone has no account.
    await page.getByText(ERROR_MESSAGES["err.phone.unOpened"]).waitFor();
    await page.getByText(LOGIN_TEXTS.captchaTitle).waitFor({ state: "hidden" });
    await context.close();
  });
});
