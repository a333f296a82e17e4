// @vitest-environment happy-dom
// /m/process-definitions: an ORG_ADMIN edits the current organisation's publish definition (nodes
// for a role or named members, moved, removed, replaced by 三审三校), the server's field messages
// under their nodes; a SYS_ADMIN picks the organisation first.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  DIALOG_TEXTS,
  PROCESS_TEMPLATES,
  type ProcessDefinition,
  PROCESS_DEFINITION_TEXTS as T,
  WORKFLOW_TEXTS,
} from "@textbook/shared";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { toastStore } from "../../../app/global/toast.ts";
import { type FakeApi, fakeApi } from "../../../test/fake-api.ts";
import { signInAs } from "../../../test/sign-in.ts";
import { cleanUpManagePage, renderManagePage } from "../test/manage-support.tsx";
import { ProcessDefinitionsPage } from "./process-definitions-page.tsx";

vi.stubGlobal("__APP_VERSION__", "test");
let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});
afterEach(cleanUpManagePage);

const DEFINITION: ProcessDefinition = {
  orgOid: "org-1",
  kind: "PUBLISH",
  nodes: [
    { name: "内容审核", assignee: { role: "ORG_CONTENT_ADMIN" }, users: [] },
    { name: "社长签发", assignee: { userOids: ["user-7"] }, users: [{ oid: "user-7", fullName: "周社长" }] },
  ],
  isDefault: false,
  updatedBy: { oid: "user-1", fullName: "管理员" },
  updatedAt: "2026-11-20T07:13:00.000Z",
};

function answer(definition: ProcessDefinition = DEFINITION) {
  api.routes.set("GET /api/orgs/org-1/process-definitions/PUBLISH", () => ({ data: definition }));
  api.routes.set("/api/process-definition-templates", () => ({
    data: {
      items: [
        {
          key: "THREE_REVIEWS",
          name: WORKFLOW_TEXTS.templates.THREE_REVIEWS.name,
          description: WORKFLOW_TEXTS.templates.THREE_REVIEWS.description,
          nodes: PROCESS_TEMPLATES.THREE_REVIEWS,
        },
      ],
      total: 1,
    },
  }));
}

const renderPage = (path = "/m/process-definitions") =>
  renderManagePage(path, [{ path: "/m/process-definitions", element: <ProcessDefinitionsPage /> }]);

const nodeNames = () =>
  screen.getAllByLabelText(T.nodeName).map((input) => (input as HTMLInputElement).value);

test("an organisation admin sees the current organisation's nodes, moves one up and saves them in order", async () => {
  signInAs({ orgRoles: ["ORG_ADMIN"] });
  answer();
  let saved: unknown;
  api.routes.set("PUT /api/orgs/org-1/process-definitions/PUBLISH", (call) => {
    saved = call.body;
    return { data: { ...DEFINITION, updatedAt: "2026-11-27T07:13:00.000Z" } };
  });
  renderPage();
  await waitFor(() => expect(nodeNames()).toEqual(["内容审核", "社长签发"]));
  expect(screen.getByText(/最近由 管理员 于/)).toBeTruthy();
  // The named member shows by name before any search.
  expect(screen.getByText("周社长")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: `${T.moveUp} 第 2 个节点` }));
  await waitFor(() => expect(nodeNames()).toEqual(["社长签发", "内容审核"]));
  fireEvent.click(screen.getByRole("button", { name: T.save }));
  await waitFor(() => expect(toastStore.get().map((item) => item.text)).toContain(T.saved));
  expect(saved).toEqual({
    nodes: [
      { name: "社长签发", assignee: { userOids: ["user-7"] } },
      { name: "内容审核", assignee: { role: "ORG_CONTENT_ADMIN" } },
    ],
  });
});

test("使用模板 replaces the nodes with 三审三校 after asking; removing and adding nodes", async () => {
  signInAs({ orgRoles: ["ORG_ADMIN"] });
  answer({ ...DEFINITION, isDefault: true, updatedBy: null, updatedAt: null });
  renderPage();
  await waitFor(() => expect(nodeNames()).toHaveLength(2));
  expect(screen.getByText(T.isDefault)).toBeTruthy();
  fireEvent.click(await screen.findByRole("button", { name: new RegExp(T.useTemplate) }));
  fireEvent.click(await screen.findByText(WORKFLOW_TEXTS.templates.THREE_REVIEWS.name));
  const confirm = await screen.findByRole("dialog");
  fireEvent.click(within(confirm).getByRole("button", { name: DIALOG_TEXTS.confirm }));
  await waitFor(() => expect(nodeNames()).toEqual(["初审", "复审", "终审", "一校", "二校", "三校"]));

  fireEvent.click(screen.getByRole("button", { name: `${T.remove} 第 6 个节点` }));
  await waitFor(() => expect(nodeNames()).toHaveLength(5));
  fireEvent.click(screen.getByRole("button", { name: T.add }));
  await waitFor(() => expect(nodeNames()).toEqual(["初审", "复审", "终审", "一校", "二校", ""]));
});

test("an unnamed node is refused before saving; the server's messages go under their nodes", async () => {
  signInAs({ orgRoles: ["ORG_ADMIN"] });
  answer();
  api.routes.set("PUT /api/orgs/org-1/process-definitions/PUBLISH", () => ({
    status: 400,
    errorCode: "err.validate.failed",
    errorMessage: "参数校验失败",
    errors: { "nodes.1.assignee.userOids": "周社长 不是本机构的成员" },
  }));
  renderPage();
  await waitFor(() => expect(nodeNames()).toHaveLength(2));
  const [first] = screen.getAllByLabelText(T.nodeName);
  fireEvent.change(first as HTMLElement, { target: { value: "  " } });
  fireEvent.click(screen.getByRole("button", { name: T.save }));
  // Field checks run asynchronously; a loaded machine needs more than the default second.
  expect(await screen.findByText("必填项，请输入", {}, { timeout: 5000 })).toBeTruthy();
  expect(api.calls("/api/orgs/org-1/process-definitions/PUBLISH")).toBe(1);

  fireEvent.change(first as HTMLElement, { target: { value: "初审" } });
  fireEvent.click(screen.getByRole("button", { name: T.save }));
  expect(await screen.findByText("周社长 不是本机构的成员", {}, { timeout: 5000 })).toBeTruthy();
});

test("a system admin picks the organisation first", async () => {
  signInAs({ sysRoles: ["SYS_ADMIN"], orgRoles: [] });
  answer();
  api.routes.set("GET /api/orgs/org-1", () => ({ data: { oid: "org-1", fullName: "示范学校" } }));
  renderPage();
  expect(await screen.findByText(T.pickOrgFirst)).toBeTruthy();
  expect(screen.getByRole("combobox", { name: T.orgPicker })).toBeTruthy();
  expect(api.calls("/api/orgs/org-1/process-definitions/PUBLISH")).toBe(0);
  cleanUpManagePage();
  signInAs({ sysRoles: ["SYS_ADMIN"], orgRoles: [] });
  renderPage("/m/process-definitions?orgOid=org-1");
  await waitFor(() => expect(nodeNames()).toEqual(["内容审核", "社长签发"]));
});
