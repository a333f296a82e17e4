import { STYLE_TEXTS } from "@textbook/shared";
import { expect, test } from "vitest";
import {
  changeField,
  formFromItems,
  isDirty,
  itemsToSave,
  previewItems,
  replaceValues,
  shownValue,
} from "./style-form.ts";

const saved = formFromItems([{ itemKey: "paragraph.font.size", itemValue: "20" }]);

test("a field shows the book's value, else the content §9 default", () => {
  expect(shownValue(saved.values, "paragraph.font.size")).toBe("20");
  expect(shownValue(saved.values, "list.font.size")).toBe("18");
  expect(isDirty(saved)).toBe(false);
});

test("a value the setter keeps is stored as set (content §5: a Western serif becomes Arial)", () => {
  const { state, result } = changeField(saved, "paragraph.font.en", "serif");
  expect(result).toEqual({ value: "Arial" });
  expect(shownValue(state.values, "paragraph.font.en")).toBe("Arial");
  // Arial is the default already: nothing changed.
  expect(isDirty(state)).toBe(false);
});

test("a refused value keeps the stored one and records its reason until a good one comes", () => {
  const refused = changeField(saved, "paragraph.color", "red; } body {");
  expect(refused.result).toEqual({ problem: STYLE_TEXTS.problems.color });
  expect(shownValue(refused.state.values, "paragraph.color")).toBe("#212121FF");
  expect(refused.state.problems.get("paragraph.color")).toBe(STYLE_TEXTS.problems.color);
  const fixed = changeField(refused.state, "paragraph.color", "#ff0000").state;
  expect(fixed.problems.size).toBe(0);
  expect(isDirty(fixed)).toBe(true);
});

test("保存 sends every key set before or touched now; one moved back to its default is sent as the default", () => {
  let { state } = changeField(saved, "list.color", "#ff0000");
  state = changeField(state, "paragraph.font.size", "18").state;
  expect(itemsToSave(state)).toEqual([
    { itemKey: "paragraph.font.size", itemValue: "18" },
    { itemKey: "list.color", itemValue: "#ff0000" },
  ]);
});

test("an uploaded image keeps its attachment; clearing it drops the attachment", () => {
  const address = "https://books.example.com/api/files/a1/preview?exp=1&sig=x";
  let { state } = changeField(saved, "page.background.image", address, "a1");
  expect(itemsToSave(state)).toContainEqual({
    itemKey: "page.background.image",
    itemValue: address,
    attachmentOid: "a1",
  });
  state = changeField(state, "page.background.image", "", "a1").state;
  expect(itemsToSave(state)).toContainEqual({ itemKey: "page.background.image", itemValue: "" });
});

test("a style library replaces the edited look; keys only the book set go back to their defaults", () => {
  const state = replaceValues(saved, [{ itemKey: "video.layout", itemValue: "layout-003" }]);
  expect(isDirty(state)).toBe(true);
  expect(previewItems(state.values)).toEqual([{ key: "video.layout", value: "layout-003" }]);
  expect(itemsToSave(state)).toEqual([
    { itemKey: "paragraph.font.size", itemValue: "18" },
    { itemKey: "video.layout", itemValue: "layout-003" },
  ]);
});
