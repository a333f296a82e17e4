// @vitest-environment happy-dom
import type { Attachment, DocumentJson } from "@textbook/shared";
import { UPLOAD } from "@textbook/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testAttachment } from "../../test/attachment.ts";
import { MediaLinkStore } from "./media-link-store.ts";

const content: DocumentJson = { type: "doc", content: [] };

function attachment(oid: string, url: string): Attachment {
  const image = {
    name: `${oid}.png`,
    mimeType: "image/png",
    extName: "png",
    category: "BOOK_IMAGE" as const,
  };
  return testAttachment({
    attachmentOid: oid,
    ...image,
    width: 1,
    height: 1,
    thumbnailUrl: `${url}/thumbnail`,
    previewUrl: url,
  });
}

describe("MediaLinkStore", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("loads the document's links on connect and reloads them before they expire", async () => {
    let round = 0;
    const load = vi.fn(async () => [attachment("a", `/api/files/a/preview?round=${++round}`)]);
    const store = new MediaLinkStore();
    const changed = vi.fn();
    store.subscribe(changed);
    store.connect({ load, content: () => content });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.url("a")).toBe("/api/files/a/preview?round=1");
    expect(store.url("a", "thumbnail")).toBe("/api/files/a/preview?round=1/thumbnail");
    expect(changed).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(UPLOAD.linkTtlSeconds * 1000 * 0.8);
    expect(load).toHaveBeenCalledTimes(2);
    expect(store.url("a")).toBe("/api/files/a/preview?round=2");
    store.connect(null);
  });

  it("renews links at once when a tab comes back after its timers slept past the reload", async () => {
    const load = vi.fn(async () => [attachment("a", "/api/files/a/preview")]);
    const store = new MediaLinkStore();
    store.connect({ load, content: () => content });
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);

    // Shown again soon: nothing to renew.
    document.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);

    // The background tab's timer never fired (setSystemTime moves the clock without running timers).
    vi.setSystemTime(Date.now() + UPLOAD.linkTtlSeconds * 1000);
    document.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    store.connect(null);
    vi.setSystemTime(Date.now() + UPLOAD.linkTtlSeconds * 1000);
    document.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shows a stored address only while it can still be fetched", () => {
    const store = new MediaLinkStore();
    const ended = `/api/files/x/preview?exp=${Math.floor(Date.now() / 1000) - 60}&sig=s`;
    expect(store.urlOr("x", ended)).toBeNull();
    expect(store.urlOr("x", "https://cdn.example.com/x.png")).toBe("https://cdn.example.com/x.png");
  });

  it("looks up oids it does not know once, in one call for a burst of them", async () => {
    const known = new Map([
      ["b", attachment("b", "/b")],
      ["c", attachment("c", "/c")],
    ]);
    const load = vi.fn(async () => [] as Attachment[]);
    const store = new MediaLinkStore();
    store.connect({ load, content: () => content });
    await vi.advanceTimersByTimeAsync(0);
    load.mockImplementation(async () => [...known.values()]);

    expect(store.url("b")).toBeNull();
    expect(store.url("c")).toBeNull();
    expect(store.url("")).toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(load).toHaveBeenCalledTimes(2);
    expect(store.url("b")).toBe("/b");
    expect(store.url("c")).toBe("/c");

    // An oid the server does not know is not asked for again on every draw.
    expect(store.url("gone")).toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    load.mockClear();
    expect(store.url("gone")).toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(load).not.toHaveBeenCalled();
    store.connect(null);
  });

  it("loads again when an oid is asked for while a load that could not see it runs", async () => {
    let finishFirst: (found: Attachment[]) => void = () => {};
    const load = vi
      .fn<() => Promise<Attachment[]>>()
      .mockImplementationOnce(() => new Promise((resolve) => (finishFirst = resolve)))
      .mockImplementation(async () => [attachment("late", "/late")]);
    const store = new MediaLinkStore();
    store.connect({ load, content: () => content });
    expect(store.url("late")).toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    finishFirst([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    expect(store.url("late")).toBe("/late");
    store.connect(null);
  });

  it("keeps the old links when a reload fails, and takes uploads at once", async () => {
    const load = vi.fn(async () => [attachment("a", "/a")]);
    const store = new MediaLinkStore();
    store.connect({ load, content: () => content });
    await vi.advanceTimersByTimeAsync(0);
    load.mockRejectedValueOnce(new Error("offline"));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await store.reload();
    expect(warn).toHaveBeenCalled();
    expect(store.url("a")).toBe("/a");

    const changed = vi.fn();
    store.subscribe(changed);
    store.add(attachment("new", "/new"));
    expect(store.url("new")).toBe("/new");
    expect(changed).toHaveBeenCalledOnce();
    store.connect(null);
  });

  it("asks nothing before a file is connected", () => {
    const store = new MediaLinkStore();
    expect(store.url("a")).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
