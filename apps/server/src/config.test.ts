import { resolve } from "node:path";
import { LOGIN } from "@textbook/shared";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

const repoRoot = resolve(import.meta.dirname, "../../..");

/** The configuration is refused with a message holding each part, in order (strings, not patterns: no regex to backtrack). */
function expectRefusal(load: () => unknown, ...parts: string[]) {
  let message = "";
  try {
    load();
  } catch (error) {
    message = error instanceof Error ? error.message : String(error);
  }
  let from = 0;
  for (const part of parts) {
    const at = message.indexOf(part, from);
    expect(at, `"${part}" in "${message}"`).toBeGreaterThanOrEqual(from);
    from = at + part.length;
  }
}

describe("loadConfig", () => {
  it("defaults to 127.0.0.1:3000, ./data under the repository root, no seed, no demo mode and the shared login limit", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.dataDir).toBe(resolve(repoRoot, "data"));
    expect(config.webDist).toBe(resolve(repoRoot, "apps/web/dist"));
    expect(config.demoMode).toBe(false);
    expect(config.seed).toBe("none");
    expect(config.databaseUrl).toBeNull();
    expect(config.loginRateLimit).toBe(LOGIN.attemptsPerMinute);
    expect(config.production).toBe(false);
    expect(config.apiDocs).toBe(true);
    expect(config.trustProxy).toEqual([]);
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
    expect(() => loadConfig({ SEED: "everything" })).toThrow(/SEED/);
    expect(() => loadConfig({ PORT: "http" })).toThrow(/PORT/);
  });

  describe("the demo mode (DEMO_MODE=1)", () => {
    it("seeds the demo data by default; SEED=none still starts empty", () => {
      expect(loadConfig({ DEMO_MODE: "1" })).toMatchObject({ demoMode: true, seed: "demo" });
      expect(loadConfig({ DEMO_MODE: "1", SEED: "none" }).seed).toBe("none");
      expect(loadConfig({ DEMO_MODE: "0" })).toMatchObject({ demoMode: false, seed: "none" });
    });

    it("runs only on a loopback address, since its outbox shows every SMS code", () => {
      for (const host of ["127.0.0.1", "127.0.0.2", "::1", "localhost"]) {
        expect(loadConfig({ DEMO_MODE: "1", HOST: host }).host).toBe(host);
      }
      for (const host of ["0.0.0.0", "::", "192.168.1.20"]) {
        expectRefusal(
          () => loadConfig({ DEMO_MODE: "1", HOST: host }),
          "HOST: DEMO_MODE=1",
          "loopback address",
        );
      }
      expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    });

    it("is refused in production", () => {
      expectRefusal(
        () => loadConfig({ DEMO_MODE: "1", NODE_ENV: "production" }),
        "DEMO_MODE: ",
        "cannot run with NODE_ENV=production",
      );
    });
  });

  it("seeds nothing in production unless SEED=demo is given", () => {
    expect(loadConfig({ NODE_ENV: "production" }).seed).toBe("none");
    expect(loadConfig({ NODE_ENV: "production", SEED: "demo" }).seed).toBe("demo");
  });

  it("turns the API docs off in production unless API_DOCS=1", () => {
    expect(loadConfig({ NODE_ENV: "production" }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", API_DOCS: "1" }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: "0" }).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: "yes" })).toThrow(/API_DOCS/);
  });

  describe("TRUST_PROXY", () => {
    it("takes a comma-separated list of proxy addresses, CIDRs and named ranges", () => {
      expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.5 ,::1,loopback" }).trustProxy).toEqual([
        "10.0.0.0/8",
        "192.168.1.5",
        "::1",
        "loopback",
      ]);
      expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toEqual([]);
    });

    it("refuses to trust everyone, with a clear error", () => {
      for (const value of ["true", "*", "0.0.0.0/0", "10.0.0.1, ::/0"]) {
        expectRefusal(
          () => loadConfig({ TRUST_PROXY: value }),
          'TRUST_PROXY: "',
          "would trust every client's X-Forwarded-For",
        );
      }
    });

    it("refuses what is not an address (a hop count, a name, a bad prefix)", () => {
      for (const value of ["1", "proxy.internal", "10.0.0.0/33", "10.0.0.0/255.0.0.0"]) {
        expectRefusal(() => loadConfig({ TRUST_PROXY: value }), 'TRUST_PROXY: "', "is not an IP address");
      }
    });
  });
});
