import { resolve } from "node:path";
import { LOGIN } from "@textbook/shared";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

const repoRoot = resolve(import.meta.dirname, "../../..");

describe("loadConfig", () => {
  it("defaults to port 3000, ./data under the repository root, the demo seed and the shared login limit", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.dataDir).toBe(resolve(repoRoot, "data"));
    expect(config.webDist).toBe(resolve(repoRoot, "apps/web/dist"));
    expect(config.seed).toBe("demo");
    expect(config.databaseUrl).toBeNull();
    expect(config.loginRateLimit).toBe(LOGIN.attemptsPerMinute);
    expect(config.production).toBe(false);
    expect(config.trustProxy).toBe(false);
  });

  it("reads the environment and refuses invalid values with the variable's name", () => {
    const config = loadConfig({
      PORT: "4100",
      SEED: "none",
      NODE_ENV: "production",
      LOGIN_RATE_LIMIT: "500",
      DATABASE_URL: "",
    });
    expect(config).toMatchObject({
      port: 4100,
      seed: "none",
      production: true,
      loginRateLimit: 500,
      databaseUrl: null,
    });
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8" }).trustProxy).toBe("10.0.0.0/8");
    expect(() => loadConfig({ SEED: "everything" })).toThrow(/SEED/);
    expect(() => loadConfig({ PORT: "http" })).toThrow(/PORT/);
  });
});
