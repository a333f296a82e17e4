import { globSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

// One runner for every workspace: unit tests sit beside the code as *.test.ts(x).
const NODE_TESTS = ["packages/*/src/**/*.test.ts", "apps/server/src/**/*.test.ts"];
const WEB_TESTS = ["apps/web/src/**/*.test.{ts,tsx}"];

/**
 * The server's and the packages' test files run without isolation: each worker imports the schema
 * and the server's modules once instead of once per file, which halves their time. A file that keeps
 * state in a module must therefore make it per file (see test/api/fuzz-suite.ts), and files that
 * replace modules (vi.mock, vi.doMock) keep a module graph of their own. The web's files stay
 * isolated: a shared DOM would carry one file's portals (antd's dialogs) and stores into the next.
 */
const MOCKS = /\bvi\.(do)?[mM]ock\(/;
const mocking = NODE_TESTS.flatMap((pattern) => globSync(pattern)).filter((file) =>
  MOCKS.test(readFileSync(file, "utf8")),
);

export default defineConfig({
  test: {
    environment: "node",
    // The server's tests start their in-memory databases from one migrated template.
    globalSetup: ["apps/server/src/test/pglite-template.setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: "shared", include: NODE_TESTS, exclude: mocking, isolate: false } },
      { extends: true, test: { name: "isolated", include: [...WEB_TESTS, ...mocking], isolate: true } },
    ],
  },
});
