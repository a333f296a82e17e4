import { DIALOG_TEXTS, UI } from "@textbook/shared";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { dialog, dialogStore } from "./dialog.ts";
import { CONFIRM_KINDS, CONFIRM_LOOKS } from "./dialog-variants.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  dialogStore.remove(() => true);
});

test("a confirm resolves with the answer, closes at once and leaves 300 ms later", async () => {
  const answer = dialog.confirm("delete", { title: "删除教材", content: "确定删除吗？" });
  const [item] = dialogStore.get();
  expect(item).toMatchObject({
    variant: "confirm",
    title: "删除教材",
    okText: DIALOG_TEXTS.delete,
    danger: true,
    open: true,
  });
  item?.answer(true);
  item?.answer(false);
  await expect(answer).resolves.toBe(true);
  expect(dialogStore.get()[0]?.open).toBe(false);
  vi.advanceTimersByTime(UI.dialogCloseDelayMs - 1);
  expect(dialogStore.get()).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect(dialogStore.get()).toHaveLength(0);
});

test("every confirm variant of shell §2 has a look; destructive ones are red", () => {
  expect(CONFIRM_KINDS).toEqual([
    "danger",
    "remove",
    "revision",
    "tip",
    "delete",
    "change",
    "close",
    "generic",
  ]);
  const red = CONFIRM_KINDS.filter((kind) => CONFIRM_LOOKS[kind].danger);
  expect(red).toEqual(["danger", "remove", "delete", "close"]);
});

test("info and error resolve when dismissed; the typed-phrase delete is its own variant", async () => {
  const info = dialog.info({ content: "已完成" });
  const error = dialog.error({ content: "失败了" });
  const typed = dialog.confirmDeleteChapter({ content: "删除第一章" });
  const [infoItem, errorItem, typedItem] = dialogStore.get();
  expect(infoItem).toMatchObject({ variant: "info", title: DIALOG_TEXTS.tip });
  expect(errorItem).toMatchObject({ variant: "error", danger: true });
  expect(typedItem).toMatchObject({ variant: "typedDelete", okText: DIALOG_TEXTS.delete });
  infoItem?.answer(true);
  errorItem?.answer(false);
  typedItem?.answer(false);
  await expect(info).resolves.toBeUndefined();
  await expect(error).resolves.toBeUndefined();
  await expect(typed).resolves.toBe(false);
});
