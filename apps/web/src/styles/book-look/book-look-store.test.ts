import { expect, test, vi } from "vitest";
import { BookLookStore } from "./book-look-store.ts";

test("the newest root's items show; when it goes, the one before it shows again", () => {
  const store = new BookLookStore();
  const heard = vi.fn();
  store.subscribe(heard);
  // A card drew with the default layout, so the layout is a value views depend on.
  expect(store.value("video.layout")).toBe("layout-001");
  const editor = {};
  const history = {};
  store.show(editor, [{ itemKey: "video.layout", itemValue: "layout-002" }]);
  store.show(history, [{ itemKey: "video.layout", itemValue: "layout-003" }]);
  expect(store.value("video.layout")).toBe("layout-003");
  // The editor's own updates keep their place behind the history preview.
  store.show(editor, [{ itemKey: "video.layout", itemValue: "layout-004" }]);
  expect(store.value("video.layout")).toBe("layout-003");
  store.hide(history);
  expect(store.value("video.layout")).toBe("layout-004");
  store.hide(editor);
  expect(store.value("video.layout")).toBe("layout-001");
  expect(heard).toHaveBeenCalledTimes(4);
});

test("a value its setter refuses, or an unknown key, is never handed out", () => {
  const store = new BookLookStore();
  store.show({}, [
    { itemKey: "page.icon.video.image", itemValue: "javascript:alert(1)" },
    { itemKey: "video.layout", itemValue: "layout-099" },
  ]);
  expect(store.value("page.icon.video.image")).toBe("");
  expect(store.value("video.layout")).toBe("layout-001");
  expect(store.value("video.sparkle")).toBe("");
});

test("a change of a value no view has read, such as one the CSS carries, tells no view", () => {
  const store = new BookLookStore();
  const heard = vi.fn();
  store.subscribe(heard);
  store.value("video.layout");
  const root = {};
  store.show(root, [{ itemKey: "paragraph.font.size", itemValue: "20" }]);
  expect(heard).not.toHaveBeenCalled();
  store.show(root, [
    { itemKey: "paragraph.font.size", itemValue: "20" },
    { itemKey: "video.layout", itemValue: "layout-002" },
  ]);
  expect(heard).toHaveBeenCalledTimes(1);
});
