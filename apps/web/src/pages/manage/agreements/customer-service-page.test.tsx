// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { SCHEDULE_TEXTS, CUSTOMER_SERVICE_TEXTS as T } from "@textbook/shared";
import { afterEach, beforeEach, expect, test } from "vitest";
import { fakeApi } from "../../../test/fake-api.ts";
import { signInAs } from "../../../test/sign-in.ts";
import { cleanUpManagePage, renderManagePage } from "../test/manage-support.tsx";
import { CustomerServicePage } from "./customer-service-page.tsx";

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
  signInAs({ sysRoles: ["SYS_ADMIN"] });
});
afterEach(cleanUpManagePage);

const renderPage = () =>
  renderManagePage("/m/customer-service", [
    { path: "/m/customer-service", element: <CustomerServicePage /> },
  ]);

test("shows the stored contact and saves the changed one", async () => {
  api.routes.set("GET /api/systems/customer-service", () => ({
    data: {
      phone: "400-000-0000",
      hours: "工作日",
      qrAttachmentOid: "a1",
      qrImageUrl: "/api/files/a1/preview",
      linkUrl: null,
    },
  }));
  api.routes.set("PUT /api/systems/customer-service", (call) => ({
    data: { ...(call.body as object), qrImageUrl: null },
  }));
  renderPage();
  const phone = await screen.findByLabelText(T.phone);
  await waitFor(() => expect(phone).toHaveProperty("value", "400-000-0000"));
  expect(screen.getByRole("img", { name: T.qrImage }).getAttribute("src")).toBe("/api/files/a1/preview");
  fireEvent.change(screen.getByLabelText(T.link), { target: { value: "https://service.example.com" } });
  fireEvent.click(screen.getByRole("button", { name: T.qrRemove }));
  fireEvent.click(screen.getByRole("button", { name: SCHEDULE_TEXTS.save }));
  await waitFor(() => expect(api.calls("/api/systems/customer-service")).toBe(2));
  expect(api.sent.at(-1)?.body).toEqual({
    phone: "400-000-0000",
    hours: "工作日",
    linkUrl: "https://service.example.com",
    qrAttachmentOid: null,
  });
});

test("checks the phone and the link with the shared rules; the server's field messages show too", async () => {
  api.routes.set("GET /api/systems/customer-service", () => ({ data: null }));
  renderPage();
  fireEvent.change(await screen.findByLabelText(T.phone), { target: { value: "call me" } });
  fireEvent.change(screen.getByLabelText(T.link), { target: { value: "ftp://x" } });
  fireEvent.click(screen.getByRole("button", { name: SCHEDULE_TEXTS.save }));
  expect(await screen.findByText(T.phoneFormat)).toBeTruthy();
  expect(await screen.findByText("无效的链接地址")).toBeTruthy();
  expect(api.calls("/api/systems/customer-service")).toBe(1);

  api.routes.set("PUT /api/systems/customer-service", () => ({
    status: 400,
    errorCode: "err.validate.failed",
    errorMessage: "提交的内容有误，请检查后重试",
    errors: { phone: T.needOne },
  }));
  fireEvent.change(screen.getByLabelText(T.phone), { target: { value: "" } });
  fireEvent.change(screen.getByLabelText(T.link), { target: { value: "" } });
  fireEvent.click(screen.getByRole("button", { name: SCHEDULE_TEXTS.save }));
  expect(await screen.findByText(T.needOne)).toBeTruthy();
});
