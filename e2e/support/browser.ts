// One headless Chromium per test file, a fresh context (empty storage) per test.
import { after, before } from "node:test";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set: run the browser tests through e2e/run.ts");
  return url;
}

let browser: Browser | undefined;

/** Registers the browser lifecycle for the current test file. */
export function useBrowser(): void {
  before(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-quic",
        "--no-first-run",
        "--disable-sync",
      ],
    });
  });
  after(async () => {
    await browser?.close();
  });
}

export async function newPage(): Promise<{ page: Page; context: BrowserContext }> {
  if (!browser) throw new Error("call useBrowser() at the top of the test file");
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: "zh-CN",
    viewport: { width: 1366, height: 860 },
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { page, context };
}

/** Saves a screenshot under e2e/test-results when E2E_SCREENSHOTS is set (for people to look at). */
export async function snapshot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot({
    path: new URL(`../test-results/${name}.png`, import.meta.url).pathname,
    fullPage: true,
  });
}
