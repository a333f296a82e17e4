// @vitest-environment happy-dom
// /m/orgs: the directory's query in the address, the filters, creating with a parent, the server's
// field messages under their fields, and disabling after a confirmation.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { DIALOG_TEXTS, ORGS_TEXTS, type OrgDirectoryItem } from "@textbook/shared";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { toastStore } from "../../../app/global/toast.ts";
import { type FakeApi, fakeApi } from "../../../test/fake-api.ts";
import { signInAs } from "../../../test/sign-in.ts";
import { cleanUpManagePage, renderManagePage } from "../test/manage-support.tsx";
import { OrgsPage } from "./orgs-page.tsx";

vi.stubGlobal("__APP_VERSION__", "test");
let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  signInAs({ sysRoles: ["SYS_ADMIN"] });
});
afterEach(cleanUpManagePage);

function org(oid: string, name: string, overrides: Partial<OrgDirectoryItem> = {}): OrgDirectoryItem {
  return {
    oid,
    name,
    fullName: name,
    type: "SCHOOL",
    level: 1,
    orgName: { name, parentName: null },
    roles: [],
    formalName: null,
    state: "ACTIVE",
    parentOid: null,
    useSubjectResourceEnabled: false,
    createdAt: "2026-11-20T07:13:00.000Z",
    ...overrides,
  };
}

const SCHOOL = org("org-1", "光华大学");
const COLLEGE = org("org-2", "计算机学院", {
  fullName: "光华大学 / 计算机学院",
  level: 2,
  parentOid: "org-1",
  orgName: { name: "计算机学院", parentName: "光华大学" },
  formalName: "光华大学计算机科学与技术学院",
});

function answerDirectory(items: OrgDirectoryItem[]) {
  api.routes.set("GET /api/orgs/all", (call) => ({
    data: { items, total: items.length, page: Number(call.query.get("page") ?? 1), pageSize: 10 },
  }));
}

/** The open dialog whose title is `title` (antd's modals are not named by their title). */
async function dialogTitled(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    // The newest: a dialog just answered stays a moment for its closing animation.
    const found = screen
      .getAllByRole("dialog")
      .filter((dialog) => within(dialog).queryByText(title))
      .at(-1);
    if (!found) throw new Error(`no dialog titled ${title}`);
    return found;
  });
}

const toasts = () => toastStore.get().map((item) => item.text);

const renderOrgs = (path = "/m/orgs") => renderManagePage(path, [{ path: "/m/orgs", element: <OrgsPage /> }]);
const directoryCalls = () =>
  api.sent.filter((call) => call.path === "/api/orgs/all" && call.query.has("state") === false);

test("lists the organisations as 'parent / name' with type, level and state, asking for page 1 of 10", async () => {
  answerDirectory([SCHOOL, COLLEGE]);
  renderOrgs();
  const row = (await screen.findByText("光华大学 / 计算机学院")).closest("tr") as HTMLElement;
  expect(within(row).getByText("光华大学计算机科学与技术学院")).toBeTruthy();
  expect(within(row).getByText("学校")).toBeTruthy();
  expect(within(row).getByText("第 2 级")).toBeTruthy();
  expect(within(row).getByText(ORGS_TEXTS.states.ACTIVE)).toBeTruthy();
  const query = directoryCalls()[0]?.query;
  expect([query?.get("page"), query?.get("pageSize")]).toEqual(["1", "10"]);
});

test("search and filters go into the address and the request", async () => {
  answerDirectory([]);
  const router = renderOrgs("/m/orgs?type=PARTNER&state=INACTIVE&page=2");
  await screen.findByText(ORGS_TEXTS.empty);
  const first = api.sent.find((call) => call.path === "/api/orgs/all")?.query;
  expect([first?.get("type"), first?.get("state"), first?.get("page")]).toEqual(["PARTNER", "INACTIVE", "2"]);

  const search = screen.getByRole("searchbox", { name: ORGS_TEXTS.searchPlaceholder });
  fireEvent.change(search, { target: { value: " 光华 " } });
  fireEvent.keyDown(search, { key: "Enter", code: "Enter" });
  await waitFor(() =>
    expect(router.state.location.search).toBe("?keyword=%E5%85%89%E5%8D%8E&type=PARTNER&state=INACTIVE"),
  );
  await waitFor(() => expect(api.sent.at(-1)?.query.get("keyword")).toBe("光华"));
});

test("creates an organisation under a parent picked from the directory", async () => {
  answerDirectory([SCHOOL]);
  api.routes.set("POST /api/orgs", () => ({
    data: { ...COLLEGE, memberCount: 0, updatedAt: COLLEGE.createdAt },
  }));
  renderOrgs();
  await screen.findByText("光华大学");
  fireEvent.click(screen.getByRole("button", { name: ORGS_TEXTS.create }));
  const dialog = await dialogTitled(ORGS_TEXTS.form.createTitle);
  fireEvent.change(within(dialog).getByLabelText(ORGS_TEXTS.form.name), { target: { value: "计算机学院" } });
  fireEvent.mouseDown(within(dialog).getByLabelText(ORGS_TEXTS.form.type));
  fireEvent.click(await screen.findByTitle("学校"));
  fireEvent.mouseDown(within(dialog).getByLabelText(ORGS_TEXTS.form.parent));
  const options = await screen.findAllByTitle("光华大学");
  fireEvent.click(options.at(-1) as HTMLElement);
  fireEvent.click(within(dialog).getByRole("button", { name: ORGS_TEXTS.form.save }));
  await waitFor(() => expect(api.sent.some((call) => call.method === "POST")).toBe(true));
  expect(api.sent.find((call) => call.method === "POST")?.body).toEqual({
    name: "计算机学院",
    formalName: null,
    type: "SCHOOL",
    parentOid: "org-1",
    useSubjectResourceEnabled: false,
  });
  await waitFor(() => expect(toasts()).toContain(ORGS_TEXTS.created));
});

test("the form checks the shared rules before sending, and shows the server's field messages", async () => {
  answerDirectory([SCHOOL, COLLEGE]);
  api.routes.set("PUT /api/orgs/org-1", () => ({
    status: 400,
    errorCode: "err.validate.failed",
    errorMessage: "输入有误",
    errors: { parentOid: ORGS_TEXTS.parentCycle },
  }));
  renderOrgs();
  await screen.findByText("光华大学 / 计算机学院");
  fireEvent.click(screen.getByRole("button", { name: `${ORGS_TEXTS.edit} 光华大学` }));
  const dialog = await dialogTitled(ORGS_TEXTS.form.editTitle);
  const name = within(dialog).getByLabelText(ORGS_TEXTS.form.name);
  await waitFor(() => expect((name as HTMLInputElement).value).toBe("光华大学"));
  fireEvent.change(name, { target: { value: "  " } });
  fireEvent.click(within(dialog).getByRole("button", { name: ORGS_TEXTS.form.save }));
  expect(await within(dialog).findByText("必填项，请输入")).toBeTruthy();
  expect(api.sent.some((call) => call.method === "PUT")).toBe(false);

  fireEvent.change(name, { target: { value: "光华大学" } });
  fireEvent.click(within(dialog).getByRole("button", { name: ORGS_TEXTS.form.save }));
  expect(await within(dialog).findByText(ORGS_TEXTS.parentCycle)).toBeTruthy();
});

test("Enter in a field of the dialog saves, as 保存 does", async () => {
  answerDirectory([SCHOOL]);
  api.routes.set("PUT /api/orgs/org-1", () => ({ data: { ...SCHOOL, name: "光华大学本部" } }));
  renderOrgs();
  await screen.findByText("光华大学");
  fireEvent.click(screen.getByRole("button", { name: `${ORGS_TEXTS.edit} 光华大学` }));
  const dialog = await dialogTitled(ORGS_TEXTS.form.editTitle);
  const name = within(dialog).getByLabelText(ORGS_TEXTS.form.name);
  await waitFor(() => expect((name as HTMLInputElement).value).toBe("光华大学"));
  fireEvent.change(name, { target: { value: "光华大学本部" } });
  fireEvent.keyDown(name, { key: "Enter", code: "Enter" });
  await waitFor(() =>
    expect(api.sent.find((call) => call.method === "PUT")?.body).toMatchObject({ name: "光华大学本部" }),
  );
});

test("disables an organisation only after the confirmation", async () => {
  answerDirectory([SCHOOL]);
  api.routes.set("PUT /api/orgs/org-1/inactive", () => ({
    data: { ...SCHOOL, state: "INACTIVE", memberCount: 3, updatedAt: SCHOOL.createdAt },
  }));
  renderOrgs();
  await screen.findByText("光华大学");
  fireEvent.click(screen.getByRole("button", { name: `${ORGS_TEXTS.disable} 光华大学` }));
  const confirm = await dialogTitled(ORGS_TEXTS.disableTitle);
  expect(within(confirm).getByText(/「光华大学」的成员将无法进入该机构/)).toBeTruthy();
  fireEvent.click(within(confirm).getByRole("button", { name: DIALOG_TEXTS.cancel }));
  await act(async () => undefined);
  expect(api.sent.some((call) => call.method === "PUT")).toBe(false);

  fireEvent.click(screen.getByRole("button", { name: `${ORGS_TEXTS.disable} 光华大学` }));
  const again = await dialogTitled(ORGS_TEXTS.disableTitle);
  fireEvent.click(within(again).getByRole("button", { name: ORGS_TEXTS.disable }));
  await waitFor(() => expect(toasts()).toContain(ORGS_TEXTS.disabled));
  expect(api.sent.filter((call) => call.method === "PUT").map((call) => call.path)).toEqual([
    "/api/orgs/org-1/inactive",
  ]);
});
