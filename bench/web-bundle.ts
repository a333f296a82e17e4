// Gzipped JavaScript the login page loads, from Vite's build manifest: the entry chunk, the login
// route's lazy chunk and everything they import statically. Budget 250 KB (issue 2). And the
// published reader's first page (reader.html's entry and its static imports): 150 KB (issue 16 §5).
// WEB_DIST names another build than apps/web/dist.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const BUDGET_KB = 250;
const READER_BUDGET_KB = 150;
const dist = process.env.WEB_DIST ?? join(import.meta.dirname, "../apps/web/dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Record<
  string,
  ManifestChunk
>;

function collect(key: string, seen: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const imported of chunk.imports ?? []) collect(imported, seen);
}

function gzippedKb(keys: Iterable<string>): number {
  let bytes = 0;
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk?.file.endsWith(".js"))
      bytes += gzipSync(readFileSync(join(dist, chunk.file)), { level: 9 }).length;
  }
  return bytes / 1024;
}

const entry = "index.html";
const loginRoute = Object.keys(manifest).find((key) => key.endsWith("pages/login/login-page.tsx"));
if (!manifest[entry] || !manifest["reader.html"] || !loginRoute) {
  throw new Error("manifest lacks an entry (index.html, reader.html) or the login route chunk");
}

const loginChunks = new Set<string>();
collect(entry, loginChunks);
collect(loginRoute, loginChunks);
const readerChunks = new Set<string>();
collect("reader.html", readerChunks);
const allKb = gzippedKb(Object.keys(manifest));
const loginKb = gzippedKb(loginChunks);
const readerKb = gzippedKb(readerChunks);

console.log("Web bundle (gzip -9)");
console.log(
  `login page JavaScript   ${loginKb.toFixed(1)} KB  (${loginChunks.size} chunks; budget ${BUDGET_KB} KB, ${(loginKb / BUDGET_KB).toFixed(3)}x budget)`,
);
console.log(
  `whole app JavaScript    ${allKb.toFixed(1)} KB  (login page loads ${((loginKb / allKb) * 100).toFixed(0)}% of it)`,
);
console.log(
  `reader first page JS    ${readerKb.toFixed(1)} KB  (${readerChunks.size} chunks; budget ${READER_BUDGET_KB} KB, ${(readerKb / READER_BUDGET_KB).toFixed(3)}x budget)`,
);
if (readerKb > READER_BUDGET_KB) {
  console.error(
    `The reader's first page loads ${readerKb.toFixed(1)} KB of gzipped JavaScript, over the ${READER_BUDGET_KB} KB budget.`,
  );
  process.exitCode = 1;
}
if (loginKb > BUDGET_KB) {
  console.error(
    `The login page loads ${loginKb.toFixed(1)} KB of gzipped JavaScript, over the ${BUDGET_KB} KB budget.`,
  );
  process.exitCode = 1;
}
