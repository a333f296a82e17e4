// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { DIALOG_TEXTS, UI } from "@textbook/shared";
import { ConfigProvider } from "antd";
import { afterEach, expect, test } from "vitest";
import { dialog, dialogStore } from "./dialog.ts";
import { DialogHost } from "./dialog-host.tsx";

// As in main.tsx: buttons keep the spec's labels exactly (no space inserted between two characters).
const renderHost = () =>
  render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <DialogHost />
    </ConfigProvider>,
  );

afterEach(() => {
  cleanup();
  dialogStore.remove(() => true);
});

test("deleting a chapter needs the exact phrase 确认删除章节 before 删除 is enabled", async () => {
  renderHost();
  let answer: Promise<boolean> = Promise.resolve(false);
  act(() => {
    answer = dialog.confirmDeleteChapter({ title: "删除章节", content: "将删除第一章及其全部小节。" });
  });
  const input = await screen.findByRole("textbox", { name: DIALOG_TEXTS.deleteConfirmPhrase });
  expect(input.getAttribute("maxlength")).toBe(String(UI.deleteConfirmMaxLength));
  const remove = screen.getByRole("button", { name: DIALOG_TEXTS.delete });
  expect(remove).toHaveProperty("disabled", true);

  fireEvent.change(input, { target: { value: "确认删除" } });
  expect(screen.getByText("请输入“确认删除章节”")).toBeTruthy();
  expect(remove).toHaveProperty("disabled", true);

  fireEvent.change(input, { target: { value: "确认删除章节" } });
  expect(remove).toHaveProperty("disabled", false);
  fireEvent.click(remove);
  await expect(answer).resolves.toBe(true);
});

test("the phrase to type is shown as text, and Enter confirms only once it is typed right", async () => {
  renderHost();
  let answer: Promise<boolean> = Promise.resolve(false);
  let settled = false;
  act(() => {
    answer = dialog.confirmDeleteChapter({ title: "删除章节", content: "将删除第一章及其全部小节。" });
    void answer.then(() => {
      settled = true;
    });
  });
  const input = await screen.findByRole("textbox", { name: DIALOG_TEXTS.deleteConfirmPhrase });
  expect(screen.getByText("请输入“确认删除章节”以确认删除：")).toBeTruthy();
  const pressEnter = () => {
    fireEvent.keyDown(input, { key: "Enter", code: "Enter", keyCode: 13 });
    fireEvent.keyUp(input, { key: "Enter", code: "Enter", keyCode: 13 });
  };
  fireEvent.change(input, { target: { value: "确认删除" } });
  pressEnter();
  await act(() => Promise.resolve());
  expect(settled).toBe(false);
  fireEvent.change(input, { target: { value: "确认删除章节" } });
  pressEnter();
  await expect(answer).resolves.toBe(true);
});

test("a confirm dialog answers false on 取消", async () => {
  renderHost();
  let answer: Promise<boolean> = Promise.resolve(true);
  act(() => {
    answer = dialog.confirm("remove", { title: "移除成员", content: "确定移除张三吗？" });
  });
  expect(await screen.findByText("确定移除张三吗？")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: DIALOG_TEXTS.cancel }));
  await expect(answer).resolves.toBe(false);
  await waitFor(() => expect(dialogStore.get()).toHaveLength(0));
});
