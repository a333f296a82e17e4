// axe-core in the page under test: the serious and critical WCAG 2.1 A/AA findings, one line each
// (rule, what it asks, where). Evaluated through the browser's debugging protocol, so the product's
// Content-Security-Policy (no inline script) stays on.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const source = await readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Finding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Transitions off: a button caught between two states (enabled after a save) has colours neither has. */
const SETTLED = "*, *::before, *::after { transition: none !important; animation: none !important; }";

/**
 * Whether an antd motion (a submenu folding after a route change, a dialog leaving) is still under
 * way: its element carries an `ant-…-enter`, `-leave` or `-appear` class, and its inline opacity or
 * height is a moment of the motion, not the page's state.
 */
function moving(): boolean {
  const ends = ["-enter", "-leave", "-appear", "-enter-active", "-leave-active", "-appear-active"];
  return Array.from(document.querySelectorAll("[class*='ant-']")).some((element) =>
    Array.from(element.classList).some(
      (name) => name.startsWith("ant-") && ends.some((end) => name.endsWith(end)),
    ),
  );
}

export async function seriousAccessibilityFindings(page: Page): Promise<string[]> {
  await page.addStyleTag({ content: SETTLED });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // A motion JavaScript drives ends by its own deadline even without CSS transitions; measured
  // mid-way, a menu item's text is half transparent (axe: contrast 3.07 on the todo result page).
  for (let waited = 0; waited < 3_000 && (await page.evaluate(moving)); waited += 100) {
    await new Promise((done) => setTimeout(done, 100));
  }
  await page.evaluate(source);
  const findings = await page.evaluate(async () => {
    const axe = (
      globalThis as unknown as {
        axe: {
          run: (
            context: Document,
            options: unknown,
          ) => Promise<{
            violations: {
              id: string;
              impact: string | null;
              help: string;
              nodes: { target: unknown[]; failureSummary?: string }[];
            }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes
        .slice(0, 4)
        .map((node) => `${node.target.map(String).join(" ")} (${node.failureSummary ?? ""})`),
    }));
  });
  return (findings as Finding[])
    .filter((finding) => finding.impact === "serious" || finding.impact === "critical")
    .map((finding) => `${finding.id} (${finding.impact}): ${finding.help} — ${finding.targets.join(" | ")}`);
}
