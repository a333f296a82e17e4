// @vitest-environment happy-dom
import { STORAGE_KEYS } from "@textbook/shared";
import { afterEach, expect, test, vi } from "vitest";
import { session } from "../session.ts";
import { announceLogin, LOGIN_CHANNEL, shouldForceRelogin, watchOtherTabs } from "./login-channel.ts";

afterEach(() => localStorage.clear());

test("a logged-in tab must log in again when another user logs in or the user logs out", () => {
  expect(shouldForceRelogin("u1", "u2")).toBe(true);
  expect(shouldForceRelogin("u1", null)).toBe(true);
  expect(shouldForceRelogin("u1", "u1")).toBe(false);
  expect(shouldForceRelogin(null, "u2")).toBe(false);
});

function storeUser(id: string) {
  localStorage.setItem(STORAGE_KEYS.token, `token-${id}`);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id }));
}

test("a LOGIN message from another tab for a different user forces re-login once", async () => {
  storeUser("u1");
  const onForced = vi.fn();
  const stop = watchOtherTabs(onForced);
  const otherTab = new BroadcastChannel(LOGIN_CHANNEL);
  otherTab.postMessage({ type: "LOGIN", userId: "u1" });
  otherTab.postMessage({ type: "OTHER", userId: "u2" });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(onForced).not.toHaveBeenCalled();
  otherTab.postMessage({ type: "LOGIN", userId: "u2" });
  otherTab.postMessage({ type: "LOGIN", userId: null });
  await vi.waitFor(() => expect(onForced).toHaveBeenCalledTimes(1));
  otherTab.close();
  stop();
});

test("this tab's own announcements are posted and keep it from forcing itself", async () => {
  const received: unknown[] = [];
  const listener = new BroadcastChannel(LOGIN_CHANNEL);
  listener.addEventListener("message", (event) => received.push(event.data));
  const onForced = vi.fn();
  const stop = watchOtherTabs(onForced);
  announceLogin("u3");
  await vi.waitFor(() => expect(received).toEqual([{ type: "LOGIN", userId: "u3" }]));
  // After logging in here as u3, another tab's login as u4 forces this one.
  const otherTab = new BroadcastChannel(LOGIN_CHANNEL);
  otherTab.postMessage({ type: "LOGIN", userId: "u4" });
  await vi.waitFor(() => expect(onForced).toHaveBeenCalledTimes(1));
  otherTab.close();
  listener.close();
  stop();
});

test("the storage event covers a logout in another tab", () => {
  storeUser("u1");
  const onForced = vi.fn();
  const stop = watchOtherTabs(onForced);
  localStorage.removeItem(STORAGE_KEYS.token);
  window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.token }));
  expect(onForced).toHaveBeenCalledTimes(1);
  stop();
});

test("this tab's own logins and logouts are announced without anyone calling announceLogin", async () => {
  const received: unknown[] = [];
  const listener = new BroadcastChannel(LOGIN_CHANNEL);
  listener.addEventListener("message", (event) => received.push(event.data));
  const stop = watchOtherTabs(vi.fn());
  session.save({
    token: "token-u5",
    fromProject: false,
    mustChangePassword: false,
    currentOrgRoles: ["ORG_MEMBER"],
    currentOrg: null,
    user: {
      oid: "u5",
      fullName: "赵五",
      state: "ACTIVE",
      phoneNumber: "13800000005",
      sysRoles: [],
      fullAvatarUrl: null,
      zjyKgUserId: null,
    },
  });
  session.clear();
  await vi.waitFor(() =>
    expect(received).toEqual([
      { type: "LOGIN", userId: "u5" },
      { type: "LOGIN", userId: null },
    ]),
  );
  listener.close();
  stop();
});
