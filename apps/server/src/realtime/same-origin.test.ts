// The save socket's same-origin check believes X-Forwarded-Host only from a trusted proxy (F-20).
import { describe, expect, it } from "vitest";
import { proxyTrust } from "../http/trusted-proxy.ts";
import { sameOrigin } from "./handshake.ts";

function handshake(headers: Record<string, string>, remoteAddress = "203.0.113.9") {
  return { headers, socket: { remoteAddress } };
}

const noProxy = proxyTrust([]);
const proxy = proxyTrust(["10.0.0.0/8"]);

describe("sameOrigin", () => {
  it("takes a page of the Host it was served from, and a client without Origin", () => {
    expect(sameOrigin(handshake({ host: "editor.example", origin: "https://editor.example" }), noProxy)).toBe(
      true,
    );
    expect(sameOrigin(handshake({ host: "editor.example" }), noProxy)).toBe(true);
    expect(sameOrigin(handshake({ host: "editor.example", origin: "https://evil.example" }), noProxy)).toBe(
      false,
    );
  });

  it("ignores X-Forwarded-Host when no proxy is trusted", () => {
    const request = handshake({
      host: "editor.example",
      origin: "https://evil.example",
      "x-forwarded-host": "evil.example",
    });
    expect(sameOrigin(request, noProxy)).toBe(false);
  });

  it("ignores X-Forwarded-Host from a peer that is not a listed proxy", () => {
    const request = handshake(
      { host: "internal:3000", origin: "https://evil.example", "x-forwarded-host": "evil.example" },
      "198.51.100.4",
    );
    expect(sameOrigin(request, proxy)).toBe(false);
  });

  it("reads X-Forwarded-Host (its last entry) from a trusted proxy", () => {
    const viaProxy = (forwardedHost: string) =>
      handshake(
        { host: "internal:3000", origin: "https://editor.example", "x-forwarded-host": forwardedHost },
        "10.1.2.3",
      );
    expect(sameOrigin(viaProxy("editor.example"), proxy)).toBe(true);
    expect(sameOrigin(viaProxy("evil.example, editor.example"), proxy)).toBe(true);
    expect(sameOrigin(viaProxy("editor.example, other.example"), proxy)).toBe(false);
  });
});
