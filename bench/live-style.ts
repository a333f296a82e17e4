// Does a change in the style settings screen show at once? Opens our editor on chapters of 500 and
// 5,000 paragraphs inside the book's look and times changes of the book's paragraph font size, from
// the moment one is asked for until a paragraph shows it and the page is laid out again: ours
// through the product's path (an UPDATE_CUSTOM_STYLE message, BookStyleRoot rebuilding the book's
// stylesheet), against setting the one CSS variable directly on the same page (the browser's own
// restyle and layout, which no implementation avoids). Prints both, their ratio and PASS/MISS.
import type { Browser } from "playwright-core";
import type { RestyleWindow } from "./editor/api.ts";
import { percentile } from "./support/load.ts";
import { withPages } from "./support/pages.ts";

const SIZES = [500, 5_000] as const;
const RUNS = Number(process.env.BENCH_STYLE_RUNS ?? 3);
const CHANGES_PER_RUN = 12;
/** The product's path may cost at most this much more than the bare variable change. */
const TARGET_RATIO = 1.5;

type Kind = "ours" | "bare";

async function measureOnce(browser: Browser, url: string, kind: Kind, size: number): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: "zh-CN" });
  context.setDefaultTimeout(300_000);
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${url}/restyle-${kind}.html?paragraphs=${size}`);
    await page.waitForFunction(() => (globalThis as unknown as RestyleWindow).restyleReady === true);
    await page.evaluate(() => (globalThis as unknown as RestyleWindow).restyle.open());
    const times: number[] = [];
    // 19, 20, 21 … px: every change is a real one; the first is a warm-up and not counted.
    for (let change = 0; change <= CHANGES_PER_RUN; change += 1) {
      const px = 19 + change;
      const spent = await page.evaluate(
        (value) => (globalThis as unknown as RestyleWindow).restyle.change(value),
        px,
      );
      if (change > 0) times.push(spent);
    }
    if (errors.length > 0) throw new Error(`${kind} ${size}: page errors: ${errors.join("; ")}`);
    return times;
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`.padStart(10);

await withPages(async (browser, url) => {
  console.log(
    `paragraph font size change → shown and laid out (p50 / p95 of ${RUNS * CHANGES_PER_RUN} changes)`,
  );
  console.log(
    `${"paragraphs".padEnd(12)}${"ours p50".padStart(10)}${"bare p50".padStart(10)}${"ours p95".padStart(10)}${"bare p95".padStart(10)}  p95 ratio`,
  );
  let mainRatio = Number.NaN;
  for (const size of SIZES) {
    const times: Record<Kind, number[]> = { ours: [], bare: [] };
    // Alternate the two pages so that any drift of the machine falls on both alike.
    for (let run = 0; run < RUNS; run += 1) {
      for (const kind of ["bare", "ours"] as const)
        times[kind].push(...(await measureOnce(browser, url, kind, size)));
    }
    const [ours, bare] = [times.ours.sort((a, b) => a - b), times.bare.sort((a, b) => a - b)];
    const ratio = percentile(ours, 0.95) / percentile(bare, 0.95);
    mainRatio = ratio;
    console.log(
      `${size.toLocaleString("en").padEnd(12)}${ms(percentile(ours, 0.5))}${ms(percentile(bare, 0.5))}${ms(percentile(ours, 0.95))}${ms(percentile(bare, 0.95))}  ${ratio.toFixed(2)}x`,
    );
  }
  const verdict = mainRatio <= TARGET_RATIO ? "PASS" : "MISS";
  console.log(`\ntarget: p95 ours/bare at 5,000 ≤ ${TARGET_RATIO}: ${mainRatio.toFixed(2)} ${verdict}`);
});
