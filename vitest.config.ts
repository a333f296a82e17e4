import { defineConfig } from "vitest/config";

// One runner for every workspace: unit tests sit beside the code as *.test.ts(x).
export default defineConfig({
  test: {
    include: ["packages/*/src/**/*.test.ts", "apps/*/src/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
