// @vitest-environment happy-dom
// /m/audit-logs: the rows with Chinese action names, the expandable before/after, and the filters as
// the request sends them.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { AUDIT_TEXTS, type AuditLogItem, ORG_ROLE_LABELS } from "@textbook/shared";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { formatDateTime } from "../../../app/date-time.ts";
import { type FakeApi, fakeApi } from "../../../test/fake-api.ts";
import { signInAs } from "../../../test/sign-in.ts";
import { cleanUpManagePage, renderManagePage } from "../test/manage-support.tsx";
import { diffRows } from "./audit-diff.tsx";
import { AuditLogsPage } from "./audit-logs-page.tsx";

vi.stubGlobal("__APP_VERSION__", "test");
let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  signInAs({ sysRoles: ["SYS_ADMIN"] });
});
afterEach(cleanUpManagePage);

const ROW: AuditLogItem = {
  oid: "log-1",
  at: "2026-11-20T07:13:00.000Z",
  actor: { oid: "user-9", name: "王管理", phoneNumber: "13900000009" },
  action: "org.update",
  targetType: "org",
  targetOid: "org-1",
  targetLabel: "光华大学",
  orgOid: "org-1",
  orgName: "光华大学",
  before: { name: "光华学院", level: 1 },
  after: { name: "光华大学", level: 1 },
  requestId: "req-42",
};

const renderLogs = (path = "/m/audit-logs") =>
  renderManagePage(path, [{ path: "/m/audit-logs", element: <AuditLogsPage /> }]);
const lastQuery = () => api.sent.filter((call) => call.path === "/api/audit-logs").at(-1)?.query;

test("shows who did what to which target, in Chinese, and the change when expanded", async () => {
  api.routes.set("/api/audit-logs", () => ({ data: { items: [ROW], total: 1, page: 1, pageSize: 10 } }));
  renderLogs();
  const row = (await screen.findByText("编辑机构")).closest("tr") as HTMLElement;
  expect(within(row).getByText("王管理（13900000009）")).toBeTruthy();
  expect(within(row).getByText("机构：光华大学")).toBeTruthy();
  expect(within(row).getByText("req-42")).toBeTruthy();
  fireEvent.click(within(row).getByRole("button"));
  expect(await screen.findByText("光华学院")).toBeTruthy();
  expect(screen.getByText(AUDIT_TEXTS.diff.changed)).toBeTruthy();
});

test("the filters go into the request: action prefix, target type, actor and whole local days", async () => {
  api.routes.set("/api/audit-logs", () => ({ data: { items: [], total: 0, page: 1, pageSize: 10 } }));
  renderLogs("/m/audit-logs?action=user&targetType=membership&actor=%E7%8E%8B&from=2026-03-01&to=2026-03-02");
  await screen.findByText(AUDIT_TEXTS.empty);
  const query = lastQuery();
  expect([query?.get("action"), query?.get("targetType"), query?.get("actor")]).toEqual([
    "user",
    "membership",
    "王",
  ]);
  expect(query?.get("from")).toBe(new Date("2026-03-01T00:00:00").toISOString());
  expect(query?.get("to")).toBe(new Date("2026-03-02T23:59:59.999").toISOString());
  // Each day field is named by its visible label.
  expect((screen.getByLabelText(AUDIT_TEXTS.from) as HTMLInputElement).value).toBe("2026-03-01");
  expect((screen.getByLabelText(AUDIT_TEXTS.to) as HTMLInputElement).value).toBe("2026-03-02");
  fireEvent.change(screen.getByLabelText(AUDIT_TEXTS.to), { target: { value: "2026-03-05" } });
  await waitFor(() => expect(lastQuery()?.get("to")).toBe(new Date("2026-03-05T23:59:59.999").toISOString()));

  const keyword = screen.getByRole("searchbox", { name: AUDIT_TEXTS.keywordPlaceholder });
  fireEvent.change(keyword, { target: { value: "张三" } });
  fireEvent.keyDown(keyword, { key: "Enter", code: "Enter" });
  await waitFor(() => expect(lastQuery()?.get("keyword")).toBe("张三"));
});

test("a diff lists the fields either side recorded; a creation has only an after", () => {
  expect(diffRows(null, { name: "新机构", parentOid: null })).toEqual([
    { field: "name", before: AUDIT_TEXTS.diff.empty, after: "新机构", changed: true },
    { field: "parentOid", before: AUDIT_TEXTS.diff.empty, after: AUDIT_TEXTS.diff.empty, changed: false },
  ]);
  expect(diffRows({ roles: ["ORG_MEMBER"] }, { roles: ["ORG_ADMIN"] })[0]).toMatchObject({
    before: ORG_ROLE_LABELS.ORG_MEMBER,
    after: ORG_ROLE_LABELS.ORG_ADMIN,
    changed: true,
  });
});

test("a diff names the fields and their codes in Chinese: no ORG_ADMIN, SCHOOL, true or ISO time", async () => {
  const edited: AuditLogItem = {
    ...ROW,
    before: { type: "PARTNER", useSubjectResourceEnabled: false, roles: [], endsAt: null },
    after: {
      type: "SCHOOL",
      useSubjectResourceEnabled: true,
      roles: ["ORG_ADMIN", "ORG_MEMBER"],
      endsAt: "2026-03-01T08:30:00.000Z",
    },
  };
  api.routes.set("/api/audit-logs", () => ({ data: { items: [edited], total: 1, page: 1, pageSize: 10 } }));
  renderLogs();
  const row = (await screen.findByText("编辑机构")).closest("tr") as HTMLElement;
  fireEvent.click(within(row).getByRole("button"));
  const diff = (await screen.findByText(AUDIT_TEXTS.fields.type as string)).closest("table") as HTMLElement;
  const cells = within(diff)
    .getAllByRole("cell")
    .map((cell) => cell.textContent?.replace(AUDIT_TEXTS.diff.changed, "").trim());
  expect(cells).toEqual([
    AUDIT_TEXTS.fields.type,
    "合作机构",
    "学校",
    AUDIT_TEXTS.fields.useSubjectResourceEnabled,
    AUDIT_TEXTS.diff.no,
    AUDIT_TEXTS.diff.yes,
    AUDIT_TEXTS.fields.roles,
    AUDIT_TEXTS.diff.empty,
    `${ORG_ROLE_LABELS.ORG_ADMIN}、${ORG_ROLE_LABELS.ORG_MEMBER}`,
    AUDIT_TEXTS.fields.endsAt,
    AUDIT_TEXTS.diff.empty,
    formatDateTime("2026-03-01T08:30:00.000Z"),
  ]);
});
