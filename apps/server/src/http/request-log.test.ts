import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext } from "../test/app.ts";
import { REDACTED, redactUrl } from "./request-log.ts";

describe("redactUrl", () => {
  it("blanks the handoff token, partner tickets and link signatures, and keeps the rest", () => {
    expect(redactUrl("/loading?token=abc123&to=%2Fbooks")).toBe(`/loading?token=${REDACTED}&to=%2Fbooks`);
    expect(redactUrl("/zjy/login?ticket=eyJ.sig")).toBe(`/zjy/login?ticket=${REDACTED}`);
    expect(redactUrl("/api/files/f1/original?exp=1700000000&sig=s3cr3t")).toBe(
      `/api/files/f1/original?exp=1700000000&sig=${REDACTED}`,
    );
  });

  it("catches the names however they are written", () => {
    expect(redactUrl("/loading?Token=a&t%6Fken=b&token")).toBe(
      `/loading?Token=${REDACTED}&t%6Fken=${REDACTED}&token=${REDACTED}`,
    );
    expect(redactUrl("/loading?%E0%A4%A=1&token=a")).toBe(`/loading?%E0%A4%A=1&token=${REDACTED}`);
  });

  it("leaves URLs without secrets alone", () => {
    expect(redactUrl("/api/books?page=1&keyword=token")).toBe("/api/books?page=1&keyword=token");
    expect(redactUrl("/books")).toBe("/books");
  });
});

/** A test app at `level` whose log lines are kept in `lines`. */
function loggedApp(level: string) {
  const lines: string[] = [];
  const holder: { context?: TestContext } = {};
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    holder.context = await createTestApp({ env: { LOG_LEVEL: level }, logStream });
  });
  afterAll(() => holder.context?.close());
  const app = () => {
    if (!holder.context) throw new Error("the app is not built yet");
    return holder.context.app;
  };
  return { lines, app };
}

describe("the request log", () => {
  // Requests are logged at debug (QuietRequestLog); the redaction matters wherever they are.
  const { lines, app } = loggedApp("debug");

  it("never holds the token of a /loading link", async () => {
    await app().inject({ method: "GET", url: "/loading?token=handoff-secret-123" });
    await call(app(), "GET", "/api/systems/client-config?token=handoff-secret-456");
    const logged = lines.join("");
    expect(logged).toContain(`/loading?token=${REDACTED}`);
    expect(logged).toContain(`/api/systems/client-config?token=${REDACTED}`);
    expect(logged).not.toContain("handoff-secret");
  });
});

describe("the request log at info", () => {
  const { lines, app } = loggedApp("info");

  it("writes nothing for a quick successful request", async () => {
    const response = await call(app(), "GET", "/api/systems/client-config");
    expect(response.status).toBe(200);
    expect(lines.join("")).not.toContain("client-config");
    expect(lines.join("")).not.toContain("request completed");
  });
});
