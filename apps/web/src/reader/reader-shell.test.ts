// @vitest-environment jsdom
// The reader shell over a fake edition: contents, the file page, previous / next, search, devices,
// the drawer, and a link that ends while reading.

import { fireEvent, within } from "@testing-library/dom";
import type { EditionManifest, ReaderEntry } from "@textbook/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type EditionSource, ReaderError } from "./reader-api.ts";
import { parseReaderRoute } from "./reader-route.ts";
import { mountReader } from "./reader-shell.ts";

const file = (oid: string, title: string) => ({
  oid,
  title,
  path: `files/${oid}.html`,
  jsonPath: `files/${oid}.json`,
});

const manifest: EditionManifest = {
  format: { name: "textbook-edition", version: 1 },
  edition: { oid: "e1", number: 2, builtAt: "2026-03-02T08:00:00.000Z" },
  book: { oid: "b1", name: "信息技术基础", coverPath: null },
  toc: [
    {
      oid: "c1",
      title: "第一章 计算机",
      sections: [{ oid: "s1", title: "第一节", files: [file("f1", "认识计算机"), file("f2", "硬件")] }],
    },
    {
      oid: "c2",
      title: "第二章 网络",
      sections: [{ oid: "s2", title: "第一节", files: [file("f3", "互联网")] }],
    },
  ],
  stylesheets: ["style.css"],
  search: "search.json",
};

const entry: ReaderEntry = {
  book: { oid: "b1", name: "信息技术基础" },
  edition: { oid: "e1", number: 2 },
  base: "/api/editions/e1/objects/s.tok/",
  access: "SHARE",
  expiresAt: "2026-03-09T08:00:00.000Z",
};

const pages: Record<string, string> = {
  "files/f1.html":
    '<article class="tb-book"><p>计算机由硬件组成。</p><img src="assets/a1.png" alt="主板"></article>',
  "files/f2.html": '<article class="tb-book"><p>硬件包括 CPU。</p><h2 data-oid="h9">存储器</h2></article>',
  "files/f3.html": '<article class="tb-book"><p>互联网连接世界。</p></article>',
};

function fakeSource(text: (path: string) => Promise<string> = async (path) => pages[path] ?? "") {
  return {
    base: entry.base,
    url: (path: string) => `${entry.base}${path}`,
    manifest: async () => manifest,
    text: vi.fn(text),
    search: vi.fn(async () => [
      { fileOid: "f1", title: "认识计算机", text: "计算机由硬件组成。" },
      { fileOid: "f2", title: "硬件", text: "硬件包括 CPU 和存储器。" },
      { fileOid: "f3", title: "互联网", text: "互联网连接世界。" },
    ]),
    json: vi.fn(async () => ({})),
  } satisfies EditionSource;
}

let container: HTMLElement;
let unmount: () => void;
const onFailure = vi.fn();

function mount(path: string, source: EditionSource = fakeSource()) {
  history.replaceState(null, "", path);
  const route = parseReaderRoute(path);
  if (!route) throw new Error(`not a reader page: ${path}`);
  unmount = mountReader(container, { route, entry, manifest, source, onFailure });
  return within(container);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  onFailure.mockReset();
});
afterEach(() => {
  unmount();
  container.remove();
  vi.useRealTimers();
});

describe("the reader shell", () => {
  it("opens the first file, names it in the address, and resolves its assets under the edition", async () => {
    const screen = mount("/preview/external/tok");
    await settle();
    expect(location.pathname).toBe("/preview/external/tok/f1");
    expect(screen.getByRole("heading", { level: 1, name: "信息技术基础" })).toBeTruthy();
    expect(screen.getByText("第 2 版")).toBeTruthy();
    expect(screen.getByText("计算机由硬件组成。")).toBeTruthy();
    expect(screen.getByRole("img", { name: "主板" }).getAttribute("src")).toBe(`${entry.base}assets/a1.png`);
    expect(document.title).toBe("认识计算机 - 信息技术基础");
  });

  it("lists chapters, sections and files; the open file's chapter is open and the file marked", async () => {
    const screen = mount("/preview/external/tok/f3");
    await settle();
    const toc = within(screen.getByRole("navigation", { name: "目录" }));
    const first = toc.getByRole("button", { name: "第一章 计算机" });
    const second = toc.getByRole("button", { name: "第二章 网络" });
    expect(first.getAttribute("aria-expanded")).toBe("false");
    expect(second.getAttribute("aria-expanded")).toBe("true");
    expect(toc.getByRole("link", { name: "互联网" }).getAttribute("aria-current")).toBe("page");
    fireEvent.click(first);
    expect(first.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(toc.getByRole("link", { name: "硬件" }));
    await settle();
    expect(location.pathname).toBe("/preview/external/tok/f2");
    expect(screen.getByText("硬件包括 CPU。")).toBeTruthy();
    expect(toc.getByRole("link", { name: "硬件" }).getAttribute("aria-current")).toBe("page");
  });

  it("moves to the previous and next file, and follows the browser's back", async () => {
    const screen = mount("/preview/external/tok/f1");
    await settle();
    const pager = within(screen.getByRole("navigation", { name: "翻页" }));
    expect(pager.queryByText("上一篇")).toBeNull();
    fireEvent.click(pager.getByRole("link", { name: /下一篇\s*硬件/ }));
    await settle();
    expect(screen.getByText("硬件包括 CPU。")).toBeTruthy();
    expect(pager.getByRole("link", { name: /上一篇\s*认识计算机/ })).toBeTruthy();
    history.replaceState(null, "", "/preview/external/tok/f3");
    window.dispatchEvent(new PopStateEvent("popstate"));
    await settle();
    expect(screen.getByText("互联网连接世界。")).toBeTruthy();
  });

  it("opens the first file with a notice when the address names a file the edition lacks", async () => {
    const screen = mount("/preview/external/tok/gone");
    await settle();
    expect(screen.getByText("没有找到该篇内容，已为您打开第一篇")).toBeTruthy();
    expect(location.pathname).toBe("/preview/external/tok/f1");
  });

  it("searches as the reader types, marks the matches and opens a result", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const source = fakeSource();
    const screen = mount("/preview/external/tok/f1", source);
    await vi.runAllTimersAsync();
    const box = screen.getByRole("searchbox", { name: "搜索" });
    fireEvent.input(box, { target: { value: "硬件" } });
    await vi.runAllTimersAsync();
    const results = within(screen.getByRole("region", { name: "搜索结果" }));
    expect(results.getByText("找到 2 篇")).toBeTruthy();
    expect(container.querySelectorAll("mark")).toHaveLength(3);
    expect(container.querySelector(".reader-paper")?.hasAttribute("hidden")).toBe(true);

    fireEvent.input(box, { target: { value: "量子" } });
    await vi.runAllTimersAsync();
    expect(results.getByText("没有找到“量子”")).toBeTruthy();
    expect(source.search).toHaveBeenCalledTimes(1);

    fireEvent.input(box, { target: { value: "互联网" } });
    await vi.runAllTimersAsync();
    fireEvent.click(results.getByRole("link", { name: /互联网/ }));
    await vi.runAllTimersAsync();
    expect(screen.queryByRole("region", { name: "搜索结果" })).toBeNull();
    expect(screen.getByText("互联网连接世界。")).toBeTruthy();
  });

  it("switches between phone and PC widths on the book's root", async () => {
    const screen = mount("/preview/external/tok/f1");
    await settle();
    const devices = within(screen.getByRole("group", { name: "阅读设备" }));
    expect(devices.getByRole("button", { name: "电脑" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(devices.getByRole("button", { name: "手机" }));
    expect(devices.getByRole("button", { name: "手机" }).getAttribute("aria-pressed")).toBe("true");
    expect(container.querySelector<HTMLElement>(".tb-book")?.dataset.device).toBe("phone");
    expect(container.querySelector<HTMLElement>(".reader")?.dataset.device).toBe("phone");
  });

  it("opens the contents as a drawer and closes it with Escape, focus back on its button", async () => {
    const screen = mount("/preview/external/tok/f1");
    await settle();
    const button = screen.getByRole("button", { name: "目录" });
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement?.textContent).toBe("认识计算机");
    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });

  it("retries a file that failed to load, and hands an ended link to the page", async () => {
    let fail = true;
    const screen = mount(
      "/preview/external/tok/f1",
      fakeSource(async (path) => {
        if (fail) throw new ReaderError("failed");
        return pages[path] ?? "";
      }),
    );
    await settle();
    expect(screen.getByText("内容加载失败")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "重新加载" }));
    await settle();
    expect(screen.getByText("计算机由硬件组成。")).toBeTruthy();
    unmount();

    mount(
      "/preview/external/tok/f1",
      fakeSource(async () => {
        throw new ReaderError("expired");
      }),
    );
    await settle();
    expect(onFailure).toHaveBeenCalledWith("expired");
  });
});
