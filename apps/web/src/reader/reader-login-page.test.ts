// @vitest-environment happy-dom
// /reader/login: the way back after the login, the form's own checks, the server's message, and the
// slide challenge when the server's risk rules ask for one.
import { READER_ACCOUNT_TEXTS as T, VALIDATION_MESSAGES } from "@textbook/shared";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FakeApi, fakeApi } from "../test/fake-api.ts";
import { mountLoginPage, safeRedirect } from "./reader-login-page.ts";

describe("the reader login's way back", () => {
  it("goes back to a page of this site", () => {
    expect(safeRedirect("?redirectPath=%2Freader%2Fbooks%2Fb1")).toBe("/reader/books/b1");
  });

  it("goes to the shelf instead of another site or nowhere", () => {
    expect(safeRedirect("?redirectPath=https%3A%2F%2Fevil.example")).toBe("/reader");
    expect(safeRedirect("?redirectPath=%2F%2Fevil.example")).toBe("/reader");
    expect(safeRedirect("?redirectPath=%2F%5Cevil.example")).toBe("/reader");
    expect(safeRedirect("")).toBe("/reader");
  });
});

describe("the reader login page", () => {
  let api: FakeApi;
  let container: HTMLElement;

  beforeEach(async () => {
    api = fakeApi();
    const pair = await crypto.subtle.generateKey(
      { name: "RSA-OAEP", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
      true,
      ["encrypt", "decrypt"],
    );
    const spki = new Uint8Array(await crypto.subtle.exportKey("spki", pair.publicKey));
    const publicKey = `-----BEGIN PUBLIC KEY-----\n${btoa(String.fromCharCode(...spki))}\n-----END PUBLIC KEY-----`;
    api.routes.set("GET /api/passports/public-key", () => ({ data: { publicKey } }));
    container = document.createElement("div");
    document.body.append(container);
    mountLoginPage(container);
  });
  afterEach(() => {
    document.body.replaceChildren();
    localStorage.clear();
  });

  const field = (placeholder: string) =>
    container.querySelector(`input[placeholder="${placeholder}"]`) as HTMLInputElement;
  const alertText = () => container.querySelector(".reader-login-message")?.textContent ?? "";
  const submit = () => (container.querySelector("form") as HTMLFormElement).requestSubmit();

  it("checks the phone and the password before sending anything", async () => {
    submit();
    expect(alertText()).toBe(VALIDATION_MESSAGES.phoneEmpty);
    field(T.phonePlaceholder).value = "13900000001";
    submit();
    expect(alertText()).toBe(VALIDATION_MESSAGES.passwordEmpty);
    expect(api.sent).toEqual([]);
  });

  it("shows the server's message when the login is refused", async () => {
    api.routes.set("POST /api/reader/passports/account-login", () => ({
      status: 400,
      errorCode: "err.login.failed",
      errorMessage: "手机号或密码错误",
    }));
    field(T.phonePlaceholder).value = "13900000001";
    field(T.passwordPlaceholder).value = "Wrong2026!";
    submit();
    await expect.poll(alertText).toBe("手机号或密码错误");
    expect(localStorage.getItem("_reader_token")).toBeNull();
  });

  it("opens the slide challenge when the server asks for one, and stops quietly when it is cancelled", async () => {
    api.routes.set("POST /api/reader/passports/account-login", () => ({
      status: 400,
      errorCode: "err.login.captchaCheckedFailed",
      errorMessage: "请重新进行智能验证",
      data: { captchaRequired: true },
    }));
    api.routes.set("GET /api/captcha/challenge", () => ({
      data: {
        certifyId: "c1",
        width: 320,
        height: 160,
        pieceSize: 44,
        pieceY: 20,
        background: "",
        piece: "",
      },
    }));
    field(T.phonePlaceholder).value = "13900000001";
    field(T.passwordPlaceholder).value = "Demo2026!";
    submit();
    await expect.poll(() => document.querySelector('[role="dialog"]')).toBeTruthy();
    expect(document.querySelector('[role="dialog"]')?.getAttribute("aria-label")).toBe(T.captchaTitle);
    (document.querySelector('[role="dialog"] button') as HTMLButtonElement).click();
    await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();
    expect(alertText()).toBe("");
    expect(api.calls("/api/reader/passports/account-login")).toBe(1);
  });
});
