// @vitest-environment happy-dom
// /m/notices: a notice's open start and end read as what they mean in the list, not as the form's hints.
import { screen, within } from "@testing-library/react";
import { type ManagedNotice, SCHEDULE_TEXTS } from "@textbook/shared";
import { afterEach, beforeEach, expect, test } from "vitest";
import { formatDateTime } from "../../../app/date-time.ts";
import { fakeApi } from "../../../test/fake-api.ts";
import { signInAs } from "../../../test/sign-in.ts";
import { cleanUpManagePage, renderManagePage } from "../test/manage-support.tsx";
import { NoticesPage } from "./notices-page.tsx";

const notice = (overrides: Partial<ManagedNotice>): ManagedNotice => ({
  oid: "n1",
  content: "系统将于周六升级",
  startsAt: null,
  endsAt: null,
  withdrawnAt: null,
  state: "SHOWING",
  createdAt: "2026-10-30T00:00:00.000Z",
  ...overrides,
});

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
  signInAs({ sysRoles: ["SYS_ADMIN"] });
});
afterEach(cleanUpManagePage);

test("an open start reads 立即开始 and an open end 长期有效; a set one shows its time", async () => {
  const items = [
    notice({}),
    notice({ oid: "n2", content: "寒假值班安排", endsAt: "2027-01-01T02:00:00.000Z" }),
  ];
  api.routes.set("GET /api/systems/notices", () => ({ data: { items, total: 2, page: 1, pageSize: 10 } }));
  renderManagePage("/m/notices", [{ path: "/m/notices", element: <NoticesPage /> }]);
  const open = (await screen.findByText("系统将于周六升级")).closest("tr") as HTMLElement;
  expect(within(open).getByText(SCHEDULE_TEXTS.startsAtOnce)).toBeTruthy();
  expect(within(open).getByText(SCHEDULE_TEXTS.endsNever)).toBeTruthy();
  const ending = screen.getByText("寒假值班安排").closest("tr") as HTMLElement;
  expect(within(ending).getByText(formatDateTime("2027-01-01T02:00:00.000Z"))).toBeTruthy();
  const table = open.closest("table") as HTMLElement;
  expect(within(table).queryByText(SCHEDULE_TEXTS.openStart)).toBeNull();
  expect(within(table).queryByText(SCHEDULE_TEXTS.openEnd)).toBeNull();
});
