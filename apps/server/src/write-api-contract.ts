// Rewrites docs/api-contract.md's call tables from the call contracts (npm run docs:api), then lets
// Biome align them as `npm run check` expects.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CONTRACT_DOC, renderContractDoc } from "./http/contract-doc.ts";

writeFileSync(CONTRACT_DOC, renderContractDoc(readFileSync(CONTRACT_DOC, "utf8")));
execFileSync("npx", ["biome", "format", "--write", fileURLToPath(CONTRACT_DOC)], { stdio: "inherit" });
console.log(`Wrote ${CONTRACT_DOC.pathname}`);
