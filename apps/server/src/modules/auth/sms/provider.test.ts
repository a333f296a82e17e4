// Which provider a deployment gets: the outbox (which logs codes) only in the demo mode, which
// never runs in production, so no SMS code reaches a production log or a remote reader (F-02).
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../config.ts";
import { chooseSmsProvider, unconfiguredSmsProvider } from "./provider.ts";

describe("chooseSmsProvider", () => {
  it("keeps codes in the outbox only in the demo mode", () => {
    const demo = chooseSmsProvider(loadConfig({ DEMO_MODE: "1" }));
    expect(demo).not.toBe(unconfiguredSmsProvider);
    expect(chooseSmsProvider(loadConfig({}))).toBe(unconfiguredSmsProvider);
    expect(chooseSmsProvider(loadConfig({ NODE_ENV: "development" }))).toBe(unconfiguredSmsProvider);
    expect(chooseSmsProvider(loadConfig({ NODE_ENV: "production" }))).toBe(unconfiguredSmsProvider);
  });
});
