// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { BOOK_ROOT_CLASS, REPLACE_CUSTOM_STYLES, UPDATE_CUSTOM_STYLE } from "@textbook/shared";
import { afterEach, expect, test, vi } from "vitest";
import { bookLook } from "./book-look-store.ts";
import { BookStyleRoot } from "./book-style-root.tsx";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function post(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent("message", { data, origin }));
  });
}

function variable(root: Element, name: string): string {
  return getComputedStyle(root).getPropertyValue(name).trim();
}

function renderRoot(props: Partial<Parameters<typeof BookStyleRoot>[0]> = {}) {
  const view = render(
    <BookStyleRoot items={[]} live {...props}>
      <p>正文</p>
    </BookStyleRoot>,
  );
  const root = view.container.querySelector(`.${BOOK_ROOT_CLASS}`);
  if (!root) throw new Error("no book root");
  return { ...view, root };
}

test("the root carries the book's variables, scoped to itself, and its device", () => {
  const { root } = renderRoot({
    items: [{ itemKey: "paragraph.font.size", itemValue: "20" }],
    device: "phone",
  });
  expect(root.getAttribute("data-device")).toBe("phone");
  expect(root.textContent).toContain("正文");
  const css = root.querySelector("style")?.textContent ?? "";
  expect(css).toContain(`.${BOOK_ROOT_CLASS}[data-book-look="${root.getAttribute("data-book-look")}"] {`);
  expect(variable(root, "--tb-paragraph-font-size")).toBe("1.25rem");
});

test("a valid UPDATE_CUSTOM_STYLE changes the variable at once", () => {
  const { root } = renderRoot();
  expect(variable(root, "--tb-paragraph-font-size")).toBe("1.125rem");
  post({ type: UPDATE_CUSTOM_STYLE, key: "paragraph.font.size", value: "24" });
  expect(variable(root, "--tb-paragraph-font-size")).toBe("1.5rem");
  post({ type: UPDATE_CUSTOM_STYLE, key: "paragraph.color", value: "#ff0000" });
  expect(variable(root, "--tb-paragraph-color")).toBe("#ff0000");
  expect(variable(root, "--tb-paragraph-font-size")).toBe("1.5rem");
});

test("an invalid colour or an unknown key changes nothing and is logged", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const { root } = renderRoot();
  const before = root.querySelector("style")?.textContent;
  post({ type: UPDATE_CUSTOM_STYLE, key: "paragraph.color", value: "red; } body { color: red" });
  post({ type: UPDATE_CUSTOM_STYLE, key: "paragraph.colour", value: "#ff0000" });
  expect(root.querySelector("style")?.textContent).toBe(before);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining("paragraph.color"));
  expect(warn).toHaveBeenCalledWith(expect.stringContaining("paragraph.colour"));
});

test("messages from another origin, of another shape, or to a root that is not live are ignored", () => {
  const { root } = renderRoot();
  post({ type: UPDATE_CUSTOM_STYLE, key: "paragraph.font.size", value: "30" }, "https://evil.example.com");
  post({ type: "SOMETHING_ELSE", key: "paragraph.font.size", value: "30" });
  expect(variable(root, "--tb-paragraph-font-size")).toBe("1.125rem");
  cleanup();
  const still = renderRoot({ live: false }).root;
  post({ type: UPDATE_CUSTOM_STYLE, key: "paragraph.font.size", value: "30" });
  expect(variable(still, "--tb-paragraph-font-size")).toBe("1.125rem");
});

test("REPLACE_CUSTOM_STYLES puts a whole look in place of the saved one, dropping refused items", () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const { root } = renderRoot({ items: [{ itemKey: "paragraph.font.size", itemValue: "20" }] });
  post({
    type: REPLACE_CUSTOM_STYLES,
    items: [
      { key: "list.font.size", value: "22" },
      { key: "list.color", value: "not a colour" },
    ],
  });
  expect(variable(root, "--tb-paragraph-font-size")).toBe("1.125rem");
  expect(variable(root, "--tb-list-font-size")).toBe("1.375rem");
  expect(variable(root, "--tb-list-color")).toBe("#212121FF");
});

test("the book look store follows the root: its layout, live changes, and the defaults once it goes", () => {
  const heard = vi.fn();
  const stop = bookLook.subscribe(heard);
  const { unmount } = renderRoot({ items: [{ itemKey: "video.layout", itemValue: "layout-002" }] });
  expect(bookLook.value("video.layout")).toBe("layout-002");
  post({ type: UPDATE_CUSTOM_STYLE, key: "video.layout", value: "layout-003" });
  expect(bookLook.value("video.layout")).toBe("layout-003");
  expect(heard).toHaveBeenCalled();
  unmount();
  expect(bookLook.value("video.layout")).toBe("layout-001");
  stop();
});

test("a file's own background replaces the book's page background", async () => {
  const { fileBackgroundItems } = await import("./file-background.ts");
  const items = fileBackgroundItems({ backgroundType: "pure-color", backgroundColor: "#fafafa" });
  const { root } = renderRoot({ items });
  expect(variable(root, "--tb-page-background")).toBe("#fafafa");
  expect(fileBackgroundItems(null)).toEqual([]);
});
