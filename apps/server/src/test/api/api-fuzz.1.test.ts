// Shard 1 of the API fuzz suite (fuzz-suite.ts): each shard is a file with its own database, so vitest can run them side by side.
import { fuzzOperations } from "./fuzz-suite.ts";

await fuzzOperations({ index: 0, of: 2 });
