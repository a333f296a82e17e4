// The Content-Security-Policy and the other security headers (F-09), as a browser meets them: sent
// on the app and the API, and enforced (an injected inline script or eval does not run).
import { strict as assert } from "node:assert";
import { describe, test } from "node:test";
import { LOGIN_TEXTS } from "@textbook/shared";
import { baseUrl, newPage, takeCspViolations, useBrowser } from "../support/browser.ts";

useBrowser();

describe("security headers", () => {
  test("the app's pages and the API send the policy, nosniff, no referrer and same-origin framing", async () => {
    for (const path of ["/", "/login", "/f/books/list", "/api/systems/client-config"]) {
      const response = await fetch(`${baseUrl()}${path}`);
      const policy = response.headers.get("content-security-policy") ?? "";
      assert.match(policy, /(^|;)\s*script-src 'self' 'wasm-unsafe-eval'\s*(;|$)/, path);
      assert.match(policy, /(^|;)\s*object-src 'none'\s*(;|$)/, path);
      assert.match(policy, /(^|;)\s*frame-ancestors 'self'\s*(;|$)/, path);
      assert.equal(response.headers.get("referrer-policy"), "no-referrer", path);
      assert.equal(response.headers.get("x-content-type-options"), "nosniff", path);
      assert.equal(response.headers.get("x-frame-options"), "SAMEORIGIN", path);
    }
    const index = await (await fetch(baseUrl())).text();
    assert.doesNotMatch(index, /<script(?![^>]*\bsrc=)[^>]*>/, "index.html has no inline script");
  });

  test("the browser enforces it: an injected inline script and eval do not run", async () => {
    const { page, context } = await newPage();
    await page.goto("/login");
    await page.getByText(LOGIN_TEXTS.passwordTab).first().waitFor();
    // Both run from the page itself, not from the test's evaluate (which DevTools lets eval).
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "document.body.dataset.inlineRan = 'yes'";
      document.head.append(script);
      // A string handler is eval.
      (setTimeout as (handler: string, delay: number) => number)("document.body.dataset.evalRan = 'yes'", 0);
    });
    await page.waitForTimeout(300);
    const outcome = await page.evaluate(() => ({
      inline: document.body.dataset.inlineRan === "yes",
      evalRan: document.body.dataset.evalRan === "yes",
    }));
    assert.deepEqual(outcome, { inline: false, evalRan: false });
    const refused = takeCspViolations().join("\n");
    assert.match(refused, /script-src/, "the refusals were reported as violations");
    await context.close();
  });
});
