// npm run bench: every benchmark in turn, each printing its figures and its ratio to a baseline.
import { spawnSync } from "node:child_process";

const benchmarks = [
  "web-bundle.ts",
  "api-load.ts",
  "book-scale.ts",
  "save.ts",
  "editor.ts",
  "live-style.ts",
  "clicks.ts",
  "build.ts",
  "reader.ts",
  "word-import.ts",
];
let failed = false;
for (const file of benchmarks) {
  console.log(`\n## ${file}`);
  const result = spawnSync(process.execPath, ["--disable-warning=ExperimentalWarning", file], {
    cwd: import.meta.dirname,
    stdio: "inherit",
  });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
