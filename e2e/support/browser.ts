// One headless Chromium per test file, a fresh context (empty storage) per test. Every test fails
// when a page it opened broke the Content-Security-Policy, so each screen is proven to work under it.
import { after, afterEach, before } from "node:test";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set: run the browser tests through e2e/run.ts");
  return url;
}

let browser: Browser | undefined;

/** What the pages of the current test did that the Content-Security-Policy refused. */
const cspViolations: string[] = [];

/** The violations seen so far in this test, which then no longer fail it (for tests that provoke them). */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

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
  afterEach(() => {
    const seen = takeCspViolations();
    if (seen.length > 0) throw new Error(`Content-Security-Policy violations:\n${seen.join("\n")}`);
  });
}

/** Records CSP violations of every page and frame of the context (the DOM event, and Chromium's console line). */
async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding("__reportCspViolation", ({ frame }, text: string) => {
    cspViolations.push(`${frame.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(
        `${event.effectiveDirective} refused ${event.blockedURI || "inline code"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  context.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(`console: ${message.text()}`);
  });
}

export interface PageOptions {
  /** The server (default) or something in front of it, such as a proxy a test cuts. */
  origin?: string;
  /**
   * The client address the server should see (the suite's server trusts 127.0.0.1 as a proxy): a
   * test of per-address counts then counts only its own requests, not the whole suite's logins.
   */
  clientAddress?: string;
}

/** A page in a fresh context. */
export async function newPage({ origin = baseUrl(), clientAddress }: PageOptions = {}): Promise<{
  page: Page;
  context: BrowserContext;
}> {
  if (!browser) throw new Error("call useBrowser() at the top of the test file");
  const context = await browser.newContext({
    baseURL: origin,
    locale: "zh-CN",
    viewport: { width: 1366, height: 860 },
    ...(clientAddress ? { extraHTTPHeaders: { "X-Forwarded-For": clientAddress } } : {}),
  });
  context.setDefaultTimeout(15_000);
  await watchCsp(context);
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
