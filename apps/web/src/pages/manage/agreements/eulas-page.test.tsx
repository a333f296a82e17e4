// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { EULA_TEXTS, type ManagedEula, SCHEDULE_TEXTS } from "@textbook/shared";
import { afterEach, beforeEach, expect, test } from "vitest";
import { fakeApi } from "../../../test/fake-api.ts";
import { signInAs } from "../../../test/sign-in.ts";
import { cleanUpManagePage, renderManagePage } from "../test/manage-support.tsx";
import { EulasPage } from "./eulas-page.tsx";

const eula = (overrides: Partial<ManagedEula>): ManagedEula => ({
  oid: "e1",
  title: "用户服务协议",
  version: "2026.1",
  content: "<p>协议</p>",
  required: true,
  effectiveAt: "2026-11-01T00:00:00.000Z",
  state: "SHOWING",
  withdrawnAt: null,
  acceptedCount: 12,
  createdAt: "2026-10-30T00:00:00.000Z",
  ...overrides,
});

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
  signInAs({ sysRoles: ["SYS_ADMIN"] });
});
afterEach(cleanUpManagePage);

function renderPage(items: ManagedEula[]) {
  api.routes.set("GET /api/eulas/manage", (call) => ({
    data: { items, total: items.length, page: Number(call.query.get("page") ?? 1), pageSize: 10 },
  }));
  return renderManagePage("/m/eulas", [{ path: "/m/eulas", element: <EulasPage /> }]);
}

test("lists versions with their state; only a scheduled one can be edited; withdrawing asks first", async () => {
  renderPage([
    eula({}),
    eula({
      oid: "e2",
      version: "2026.2",
      state: "SCHEDULED",
      effectiveAt: "2027-01-01T00:00:00.000Z",
      acceptedCount: 0,
    }),
  ]);
  const live = (await screen.findByText("2026.1")).closest("tr") as HTMLElement;
  const scheduled = screen.getByText("2026.2").closest("tr") as HTMLElement;
  expect(within(live).getByText(SCHEDULE_TEXTS.states.SHOWING)).toBeTruthy();
  expect(within(live).getByText("12")).toBeTruthy();
  expect(within(live).queryByRole("button", { name: new RegExp(SCHEDULE_TEXTS.edit) })).toBeNull();
  expect(within(scheduled).getByText(SCHEDULE_TEXTS.states.SCHEDULED)).toBeTruthy();
  expect(within(scheduled).getByRole("button", { name: new RegExp(SCHEDULE_TEXTS.edit) })).toBeTruthy();

  api.routes.set("PUT /api/eulas/e1/withdraw", () => ({ data: eula({ state: "WITHDRAWN" }) }));
  fireEvent.click(within(live).getByRole("button", { name: new RegExp(SCHEDULE_TEXTS.withdraw) }));
  expect(await screen.findByText(SCHEDULE_TEXTS.withdrawConfirm)).toBeTruthy();
  expect(api.calls("/api/eulas/e1/withdraw")).toBe(0);
  const confirm = screen.getAllByRole("button", { name: SCHEDULE_TEXTS.withdraw }).at(-1) as HTMLElement;
  fireEvent.click(confirm);
  await waitFor(() => expect(api.calls("/api/eulas/e1/withdraw")).toBe(1));
});

test("publishing checks the fields with the shared rules before anything is sent", async () => {
  renderPage([]);
  fireEvent.click(await screen.findByRole("button", { name: new RegExp(EULA_TEXTS.createTitle) }));
  const dialog = await screen.findByRole("dialog");
  fireEvent.click(within(dialog).getByRole("button", { name: SCHEDULE_TEXTS.save }));
  expect((await within(dialog).findAllByText("必填项，请输入")).length).toBeGreaterThanOrEqual(3);
  expect(api.calls("/api/eulas")).toBe(0);

  expect(within(dialog).getByRole("textbox", { name: EULA_TEXTS.content })).toBeTruthy();
  expect(within(dialog).getByRole("toolbar", { name: EULA_TEXTS.content })).toBeTruthy();
});

test("a scheduled version's change sends the form and shows the server's field message under its field", async () => {
  const scheduled = eula({ oid: "e2", version: "2026.2", state: "SCHEDULED", acceptedCount: 0 });
  renderPage([scheduled]);
  const row = (await screen.findByText("2026.2")).closest("tr") as HTMLElement;
  fireEvent.click(within(row).getByRole("button", { name: new RegExp(SCHEDULE_TEXTS.edit) }));
  const dialog = await screen.findByRole("dialog", { name: EULA_TEXTS.editTitle });
  await waitFor(() =>
    expect(within(dialog).getByLabelText(EULA_TEXTS.version)).toHaveProperty("value", "2026.2"),
  );
  fireEvent.change(within(dialog).getByLabelText(EULA_TEXTS.version), { target: { value: "2026.1" } });
  api.routes.set("PUT /api/eulas/e2", () => ({
    status: 400,
    errorCode: "err.validate.failed",
    errorMessage: "提交的内容有误，请检查后重试",
    errors: { version: EULA_TEXTS.versionTaken },
  }));
  fireEvent.click(within(dialog).getByRole("button", { name: SCHEDULE_TEXTS.save }));
  expect(await within(dialog).findByText(EULA_TEXTS.versionTaken)).toBeTruthy();
  const sent = api.sent.find((call) => call.path === "/api/eulas/e2");
  expect(sent?.body).toMatchObject({
    title: "用户服务协议",
    version: "2026.1",
    content: "<p>协议</p>",
    required: true,
    effectiveAt: "2026-11-01T00:00:00.000Z",
  });
});
