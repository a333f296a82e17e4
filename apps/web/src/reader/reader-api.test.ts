// @vitest-environment jsdom
// The reader's entry and objects: each refusal the server words becomes the page the reader sees.
import { STORAGE_KEYS } from "@textbook/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editionSource, openReader, ReaderError } from "./reader-api.ts";

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}
const refusal = (status: number, errorCode: string) =>
  answer(status, { errorCode, errorMessage: "", data: null });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.catch((caught: unknown) => caught);
  return error instanceof ReaderError ? error.failure : error;
}

describe("opening the reader", () => {
  it("asks for a share link's entry without a token", async () => {
    const fetch = vi.fn(async () =>
      answer(200, { errorCode: "0", data: { base: "/api/editions/e1/objects/s.t/" } }),
    );
    vi.stubGlobal("fetch", fetch);
    localStorage.setItem(STORAGE_KEYS.token, "session");
    expect(await openReader({ access: "SHARE", token: "tok_1", fileOid: null })).toEqual({
      base: "/api/editions/e1/objects/s.t/",
    });
    expect(fetch).toHaveBeenCalledWith("/api/reader/share-links/tok_1", { headers: {} });
  });

  it("names expired, revoked and unreleased links", async () => {
    const route = { access: "SHARE", token: "t", fileOid: null } as const;
    vi.stubGlobal("fetch", async () => refusal(410, "err.shareLink.expired"));
    expect(await failureOf(openReader(route))).toBe("expired");
    vi.stubGlobal("fetch", async () => refusal(410, "err.shareLink.invalid"));
    expect(await failureOf(openReader(route))).toBe("revoked");
    vi.stubGlobal("fetch", async () => refusal(404, "err.reader.notReleased"));
    expect(await failureOf(openReader(route))).toBe("notReleased");
    vi.stubGlobal("fetch", async () => new Response("<html>", { status: 502 }));
    expect(await failureOf(openReader(route))).toBe("failed");
    vi.stubGlobal("fetch", async () => Promise.reject(new TypeError("offline")));
    expect(await failureOf(openReader(route))).toBe("failed");
  });

  it("sends a member's stored token, and asks for a login without one", async () => {
    const route = { access: "MEMBER", editionOid: "e1", fileOid: null } as const;
    const fetch = vi.fn(async () => refusal(403, "err.privilege.required"));
    vi.stubGlobal("fetch", fetch);
    expect(await failureOf(openReader(route))).toBe("login");
    expect(fetch).not.toHaveBeenCalled();
    localStorage.setItem(STORAGE_KEYS.token, "session");
    expect(await failureOf(openReader(route))).toBe("forbidden");
    expect(fetch).toHaveBeenCalledWith("/api/reader/editions/e1", {
      headers: { authorization: "Bearer session" },
    });
  });
});

describe("an edition's objects", () => {
  it("reads them under the base and refuses a manifest of another format", async () => {
    const fetch = vi.fn(async (url: string) =>
      url.endsWith("manifest.json")
        ? answer(200, { format: { name: "other", version: 1 } })
        : new Response("<p>正文</p>"),
    );
    vi.stubGlobal("fetch", fetch);
    const source = editionSource("/api/editions/e1/objects/s.t/");
    expect(source.url("assets/a.png")).toBe("/api/editions/e1/objects/s.t/assets/a.png");
    expect(await source.text("files/f1.html")).toBe("<p>正文</p>");
    expect(await failureOf(source.manifest())).toBe("failed");
  });

  it("says so when the link ends while reading", async () => {
    vi.stubGlobal("fetch", async () => refusal(410, "err.shareLink.expired"));
    expect(await failureOf(editionSource("/b/").text("files/f1.html"))).toBe("expired");
  });
});
