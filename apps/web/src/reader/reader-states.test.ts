// @vitest-environment jsdom
import { fireEvent, within } from "@testing-library/dom";
import { describe, expect, it, vi } from "vitest";
import { failureView, loadingView } from "./reader-states.ts";

describe("the reader's pages without a book", () => {
  it("says the link expired or was revoked, with what to do", () => {
    const expired = within(failureView("expired", vi.fn()));
    expect(expired.getByRole("heading", { level: 1, name: "链接已过期" })).toBeTruthy();
    expect(expired.getByText("该分享链接已超过有效期，请联系分享人重新获取。")).toBeTruthy();
    expect(expired.queryByRole("button")).toBeNull();
    const revoked = within(failureView("revoked", vi.fn()));
    expect(revoked.getByRole("heading", { name: "链接已失效" })).toBeTruthy();
  });

  it("sends a signed-out member to log in and back", () => {
    history.replaceState(null, "", "/preview/internal/edition/e1/f1");
    const view = within(failureView("login", vi.fn()));
    expect(view.getByRole("link", { name: "去登录" }).getAttribute("href")).toBe(
      "/loading?redirectPath=%2Fpreview%2Finternal%2Fedition%2Fe1%2Ff1",
    );
  });

  it("offers a retry when loading failed, and shows loading as a status", () => {
    const retry = vi.fn();
    fireEvent.click(within(failureView("failed", retry)).getByRole("button", { name: "重新加载" }));
    expect(retry).toHaveBeenCalledOnce();
    expect(within(loadingView()).getByRole("status").textContent).toBe("正在加载…");
  });
});
