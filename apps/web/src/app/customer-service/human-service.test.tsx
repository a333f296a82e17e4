// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { CUSTOMER_SERVICE_TEXTS, type CustomerService, FRAME_TEXTS, LOGIN_TEXTS } from "@textbook/shared";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { loginPageApi, renderLoginPage } from "../../pages/login/test/login-support.tsx";
import { fakeApi } from "../../test/fake-api.ts";
import { renderRoutes } from "../../test/render-routes.tsx";
import { loginResult } from "../../test/session-fixtures.ts";
import { TopBar } from "../frame/top-bar.tsx";
import { dialogStore } from "../global/dialog.ts";
import { DialogHost } from "../global/dialog-host.tsx";
import { toastStore } from "../global/toast.ts";
import { type StoredUser, session } from "../session.ts";

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
  session.save(loginResult({ level: 1 }));
  api.routes.set("/api/orgs/my-list", () => ({ data: { items: [], total: 0 } }));
  api.routes.set("/api/systems/client-config", () => ({
    data: { managementSystemUrl: null, helpManualUrl: null, customerServiceUrl: null },
  }));
});
afterEach(() => {
  cleanup();
  toastStore.remove(() => true);
  dialogStore.remove(() => true);
  vi.restoreAllMocks();
});

function chooseHumanService(contact: CustomerService | null | "unreachable") {
  api.routes.set("/api/systems/customer-service", () =>
    contact === "unreachable"
      ? { status: 502, errorCode: "err.server.internal", errorMessage: "网络错误(502)" }
      : { data: contact },
  );
  renderRoutes(
    [{ path: "/f", element: <TopBar title="教材列表" user={session.get().user as StoredUser} /> }],
    "/f",
    <DialogHost />,
  );
  fireEvent.click(screen.getByRole("button", { name: new RegExp(FRAME_TEXTS.customerService) }));
  fireEvent.click(screen.getByRole("menuitem", { name: LOGIN_TEXTS.humanService }));
}

const toasts = () => toastStore.get().map((item) => item.text);

test("人工客服 shows the configured phone, hours, QR code and link", async () => {
  chooseHumanService({
    phone: "400-123-4567",
    hours: "工作日 9:00-18:00",
    qrAttachmentOid: "a1",
    qrImageUrl: "/api/files/a1/preview?exp=1&sig=s",
    linkUrl: "https://service.example.com",
  });
  const contact = await screen.findByRole("region", { name: LOGIN_TEXTS.humanService });
  expect(within(contact).getByRole("link", { name: "400-123-4567" }).getAttribute("href")).toBe(
    "tel:4001234567",
  );
  expect(within(contact).getByText(/工作日 9:00-18:00/)).toBeTruthy();
  expect(within(contact).getByRole("img", { name: CUSTOMER_SERVICE_TEXTS.qrImage }).getAttribute("src")).toBe(
    "/api/files/a1/preview?exp=1&sig=s",
  );
  const open = vi.spyOn(window, "open").mockReturnValue(window);
  fireEvent.click(within(contact).getByRole("button", { name: CUSTOMER_SERVICE_TEXTS.open }));
  expect(open).toHaveBeenCalledWith("https://service.example.com", "_blank", "noopener");
  expect(toasts()).toEqual([]);
});

test("a link the browser cannot open says 在线客服暂时无法链接", async () => {
  chooseHumanService({
    phone: null,
    hours: null,
    qrAttachmentOid: null,
    qrImageUrl: null,
    linkUrl: "https://x.example",
  });
  const contact = await screen.findByRole("region", { name: LOGIN_TEXTS.humanService });
  vi.spyOn(window, "open").mockReturnValue(null);
  fireEvent.click(within(contact).getByRole("button", { name: CUSTOMER_SERVICE_TEXTS.open }));
  expect(toasts()).toEqual(["在线客服暂时无法链接"]);
});

test.each([
  ["not configured", null],
  ["unreachable", "unreachable"],
] as const)("人工客服 %s says 在线客服暂时无法链接", async (_case, contact) => {
  chooseHumanService(contact);
  await waitFor(() => expect(toasts()).toEqual(["在线客服暂时无法链接"]));
  expect(screen.queryByRole("region", { name: LOGIN_TEXTS.humanService })).toBeNull();
});

describe("on the login page", () => {
  const openHelp = () => {
    renderLoginPage("/login", { path: "/f/books/list", element: <div>book list</div> });
    fireEvent.click(screen.getByRole("button", { name: new RegExp(LOGIN_TEXTS.help) }));
    fireEvent.click(screen.getByRole("button", { name: LOGIN_TEXTS.humanService }));
  };

  test("人工客服 loads and shows the configured contact from the login page", async () => {
    api = loginPageApi();
    api.routes.set("/api/systems/customer-service", () => ({
      data: { phone: "400-123-4567", hours: null, qrAttachmentOid: null, qrImageUrl: null, linkUrl: null },
    }));
    openHelp();
    const contact = await screen.findByRole("region", { name: LOGIN_TEXTS.humanService });
    expect(within(contact).getByText("400-123-4567")).toBeTruthy();
    expect(api.calls("/api/systems/customer-service")).toBe(1);
  });

  test("人工客服 unconfigured says 在线客服暂时无法链接", async () => {
    api = loginPageApi();
    api.routes.set("/api/systems/customer-service", () => ({ data: null }));
    openHelp();
    expect(await screen.findByText(LOGIN_TEXTS.serviceUnavailable)).toBeTruthy();
  });
});
