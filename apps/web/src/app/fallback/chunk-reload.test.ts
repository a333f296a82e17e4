import { describe, expect, it, vi } from "vitest";
import { isChunkLoadError, type ReloadEnvironment, reloadOnceForChunk } from "./chunk-reload.ts";

function environment(now: number, stored: Record<string, string> = {}) {
  const values = { ...stored };
  const reload = vi.fn();
  const env: ReloadEnvironment = {
    storage: {
      getItem: (key) => values[key] ?? null,
      setItem: (key, value) => {
        values[key] = value;
      },
    },
    now: () => now,
    reload,
  };
  return { env, reload, values };
}

describe("isChunkLoadError", () => {
  it("knows each browser's words for a failed dynamic import", () => {
    for (const message of [
      "Failed to fetch dynamically imported module: http://x/assets/a-1.js",
      "error loading dynamically imported module: http://x/assets/a-1.js",
      "Importing a module script failed.",
      "Unable to preload CSS for /assets/a-1.css",
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
  });

  it("leaves other errors alone", () => {
    expect(isChunkLoadError(new Error("boom"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });
});

describe("reloadOnceForChunk", () => {
  it("reloads the first time", () => {
    const { env, reload } = environment(100_000);
    expect(reloadOnceForChunk(env)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("does not reload again right after its own reload", () => {
    const first = environment(100_000);
    reloadOnceForChunk(first.env);
    const second = environment(110_000, first.values);
    expect(reloadOnceForChunk(second.env)).toBe(false);
    expect(second.reload).not.toHaveBeenCalled();
  });

  it("reloads again for a later redeploy", () => {
    const first = environment(100_000);
    reloadOnceForChunk(first.env);
    const later = environment(100_000 + 60 * 60_000, first.values);
    expect(reloadOnceForChunk(later.env)).toBe(true);
  });
});
