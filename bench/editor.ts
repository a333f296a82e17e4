// Does our editor open and type as fast as bare ProseMirror? Builds bench/editor's two pages (our
// Tiptap editor with the web's node views, and prosemirror-view with its basic schema on the same
// text), opens chapters of 500, 5,000 and 20,000 paragraphs in headless Chromium, and times opening
// and real key presses in the middle of the chapter. Prints each figure for both, their ratios and
// PASS/MISS per target of issue 4; exits non-zero only when the benchmark itself fails.
import { validateDocument } from "@textbook/schema";
import type { Browser, Page } from "playwright-core";
import type { BenchWindow, KeyTimes } from "./editor/api.ts";
import { buildChapter, countTypes } from "./editor/documents.ts";
import { withPages } from "./support/pages.ts";

const SIZES = [500, 5_000, 20_000] as const;
const MAIN_SIZE = 5_000;
const RUNS = Number(process.env.BENCH_EDITOR_RUNS ?? 3);
const TYPED = "the quick brown fox jumps over the lazy dog ";
const WARM_UP_KEYS = 30;
const KEYS_PER_RUN = Number(process.env.BENCH_EDITOR_KEYS ?? 120);
const TARGETS = { keyP95Ratio: 1.5, openRatio: 2, growth: 1.3 };

type Kind = "ours" | "bare";
interface Run {
  open: number;
  keys: KeyTimes;
  elements: number;
}
interface Figures {
  open: number;
  p50: number;
  p95: number;
  dispatchP50: number;
  dispatchP95: number;
  keys: number;
  elements: number;
}

function quantile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0;
}

function typedText(length: number): string {
  return TYPED.repeat(Math.ceil(length / TYPED.length)).slice(0, length);
}

/** Every chapter must be a valid document for the shared schema, or the comparison means nothing. */
function checkDocuments(): void {
  for (const size of SIZES) {
    const chapter = buildChapter(size);
    validateDocument(chapter.ours);
    if (size === MAIN_SIZE) {
      const mix = [...countTypes(chapter.ours)].map(([type, count]) => `${type} ${count}`).join(", ");
      console.log(`chapter of ${size.toLocaleString("en")} paragraphs: ${mix}`);
    }
  }
}

async function typeKeys(page: Page, text: string): Promise<void> {
  // One key at a time with a pause, so each key's work is timed on its own, not queued behind another.
  await page.keyboard.type(text, { delay: 8 });
}

async function measureOnce(browser: Browser, url: string, kind: Kind, size: number): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: "zh-CN" });
  context.setDefaultTimeout(300_000);
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${url}/${kind}.html?paragraphs=${size}`);
    await page.waitForFunction(() => (globalThis as unknown as BenchWindow).benchReady === true);
    const open = await page.evaluate(() => (globalThis as unknown as BenchWindow).bench.open());
    await page.evaluate(() => (globalThis as unknown as BenchWindow).bench.placeCursor());
    const text = typedText(WARM_UP_KEYS + KEYS_PER_RUN);
    await typeKeys(page, text.slice(0, WARM_UP_KEYS));
    await page.evaluate(() => (globalThis as unknown as BenchWindow).bench.resetKeys());
    await typeKeys(page, text.slice(WARM_UP_KEYS));
    const keys = await page.evaluate(() => (globalThis as unknown as BenchWindow).bench.keyTimes());
    const target = await page.evaluate(() => (globalThis as unknown as BenchWindow).bench.targetText());
    const elements = await page.evaluate(() => (globalThis as unknown as BenchWindow).bench.domSize());
    if (errors.length > 0) throw new Error(`${kind} ${size}: page errors: ${errors.join("; ")}`);
    if (!target.endsWith(text)) {
      throw new Error(
        `${kind} ${size}: the typed text did not land in the middle paragraph: …${target.slice(-60)}`,
      );
    }
    if (keys.total.length !== KEYS_PER_RUN) {
      throw new Error(`${kind} ${size}: timed ${keys.total.length} keys, typed ${KEYS_PER_RUN}`);
    }
    // A key whose transaction came after its timing would be timed without the editor's work.
    if (keys.undispatched > 0) {
      throw new Error(`${kind} ${size}: a key's transaction was not dispatched within its timing`);
    }
    return { open, keys, elements };
  } finally {
    await context.close();
  }
}

function summarise(runs: Run[]): Figures {
  const total = runs.flatMap((run) => run.keys.total);
  const dispatch = runs.flatMap((run) => run.keys.dispatch);
  return {
    open: quantile(
      runs.map((run) => run.open),
      0.5,
    ),
    p50: quantile(total, 0.5),
    p95: quantile(total, 0.95),
    dispatchP50: quantile(dispatch, 0.5),
    dispatchP95: quantile(dispatch, 0.95),
    keys: total.length,
    elements: runs[0]?.elements ?? 0,
  };
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`.padStart(10);
const ratio = (ours: number, bare: number) => `${(ours / bare).toFixed(2)}x`.padStart(7);
const verdict = (value: number, limit: number) => (value <= limit ? "PASS" : "MISS");

function report(results: Map<string, Figures>): void {
  const get = (kind: Kind, size: number) => {
    const figures = results.get(`${kind}:${size}`);
    if (!figures) throw new Error(`missing ${kind} ${size}`);
    return figures;
  };
  console.log(`\nopen and first layout (median of ${RUNS} runs)`);
  console.log(
    `${"paragraphs".padEnd(12)}${"ours".padStart(10)}${"bare".padStart(10)}  ratio   DOM elements ours/bare`,
  );
  for (const size of SIZES) {
    const ours = get("ours", size);
    const bare = get("bare", size);
    console.log(
      `${size.toLocaleString("en").padEnd(12)}${ms(ours.open)}${ms(bare.open)}${ratio(ours.open, bare.open)}   ${ours.elements}/${bare.elements}`,
    );
  }
  console.log(
    `\nper keystroke, keydown → transaction, DOM update and layout (p50 / p95 over ${get("ours", MAIN_SIZE).keys} keys)`,
  );
  console.log(
    `${"paragraphs".padEnd(12)}${"ours p50".padStart(10)}${"bare p50".padStart(10)}  ratio${"ours p95".padStart(10)}${"bare p95".padStart(10)}  ratio   dispatch p50/p95 ours, bare`,
  );
  for (const size of SIZES) {
    const ours = get("ours", size);
    const bare = get("bare", size);
    console.log(
      `${size.toLocaleString("en").padEnd(12)}${ms(ours.p50)}${ms(bare.p50)}${ratio(ours.p50, bare.p50)}${ms(ours.p95)}${ms(bare.p95)}${ratio(ours.p95, bare.p95)}   ${ours.dispatchP50.toFixed(2)}/${ours.dispatchP95.toFixed(2)}, ${bare.dispatchP50.toFixed(2)}/${bare.dispatchP95.toFixed(2)}`,
    );
  }
  const main = { ours: get("ours", MAIN_SIZE), bare: get("bare", MAIN_SIZE) };
  const keyRatio = main.ours.p95 / main.bare.p95;
  const openRatio = main.ours.open / main.bare.open;
  const growth = get("ours", 20_000).p95 / get("ours", 500).p95;
  const bareGrowth = get("bare", 20_000).p95 / get("bare", 500).p95;
  console.log("\ntargets");
  console.log(
    `  keystroke p95 ours/bare at 5,000: ${keyRatio.toFixed(2)} (≤ ${TARGETS.keyP95Ratio}) ${verdict(keyRatio, TARGETS.keyP95Ratio)}`,
  );
  console.log(
    `  open ours/bare at 5,000: ${openRatio.toFixed(2)} (≤ ${TARGETS.openRatio}) ${verdict(openRatio, TARGETS.openRatio)}`,
  );
  // Chromium's own editing work (caret offsets, layout and paint of one contenteditable) grows with
  // the document for any ProseMirror editor; bare's growth in the same run shows how much.
  console.log(
    `  ours keystroke p95 20,000 / 500: ${growth.toFixed(2)} (≤ ${TARGETS.growth}) ${verdict(growth, TARGETS.growth)}; bare in the same run: ${bareGrowth.toFixed(2)}`,
  );
}

checkDocuments();
await withPages(async (browser, url) => {
  const results = new Map<string, Figures>();
  for (const size of SIZES) {
    const runs: Record<Kind, Run[]> = { ours: [], bare: [] };
    // Alternate the two pages so that any drift of the machine falls on both alike.
    for (let run = 0; run < RUNS; run += 1) {
      for (const kind of ["bare", "ours"] as const) {
        runs[kind].push(await measureOnce(browser, url, kind, size));
      }
    }
    for (const kind of ["ours", "bare"] as const) results.set(`${kind}:${size}`, summarise(runs[kind]));
    console.log(`measured ${size.toLocaleString("en")} paragraphs`);
  }
  report(results);
});
