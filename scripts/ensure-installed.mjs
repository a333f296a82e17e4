// Lets `npm start` and `npm test` work on a fresh clone: installs dependencies when
// node_modules is missing or older than the lockfile. Runs on whatever Node the machine has.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";

const marker = "node_modules/.package-lock.json";
const lock = "package-lock.json";
const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
if (stale) {
  console.log("Installing dependencies (npm install)...");
  const result = spawnSync("npm", ["install", "--no-audit", "--no-fund"], { stdio: "inherit" });
  process.exit(result.status ?? 1);
}
