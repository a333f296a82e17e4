// @vitest-environment happy-dom
// /m/res-libs: the filters go to the server and into the URL; 编辑关键词 saves the keywords; 停用
// asks first, then deactivates.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { type ResLibResource, RES_LIB_TEXTS as T } from "@textbook/shared";
import { afterEach, beforeEach, expect, test } from "vitest";
import { toastStore } from "../../../app/global/toast.ts";
import { fakeApi } from "../../../test/fake-api.ts";
import { signInAs } from "../../../test/sign-in.ts";
import { cleanUpManagePage, renderManagePage } from "../test/manage-support.tsx";
import { ResLibsPage } from "./res-libs-page.tsx";

const resource = (overrides: Partial<ResLibResource> = {}): ResLibResource => ({
  oid: "r1",
  name: "牛顿摆",
  subjectCode: "physics",
  subjectName: "物理",
  keywords: ["力学"],
  state: "ACTIVE",
  orgOid: "o1",
  orgName: "资源学校",
  uploaderName: "资源管理员",
  attachment: {
    attachmentOid: "a1",
    name: "牛顿摆.png",
    mimeType: "image/png",
    extName: "png",
    size: 1024,
    type: "IMAGE",
    category: null,
    state: "READY",
    bookOid: null,
    width: 10,
    height: 10,
    thumbnailUrl: null,
    previewUrl: null,
    createdAt: "2026-11-01T00:00:00.000Z",
  },
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  ...overrides,
});

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
  signInAs({ sysRoles: ["SYS_ADMIN"] });
  api.routes.set("GET /api/commons/subjects", () => ({
    data: { items: [{ code: "physics", name: "物理" }], total: 1 },
  }));
});
afterEach(cleanUpManagePage);

const toasts = () => toastStore.get().map((item) => item.text);

const page = (items: ResLibResource[]) => ({ data: { items, total: items.length, page: 1, pageSize: 10 } });

test("lists resources with subject, keywords and library; the state filter goes to the server", async () => {
  api.routes.set("GET /api/res-libs", () =>
    page([resource(), resource({ oid: "r2", name: "单摆", orgOid: null, orgName: null })]),
  );
  const router = renderManagePage("/m/res-libs", [{ path: "/m/res-libs", element: <ResLibsPage /> }]);
  const row = (await screen.findByText("牛顿摆")).closest("tr") as HTMLElement;
  expect(within(row).getByText("力学")).toBeTruthy();
  expect(within(row).getByText("资源学校")).toBeTruthy();
  const platform = screen.getByText("单摆").closest("tr") as HTMLElement;
  expect(within(platform).getByText(T.platformLibrary)).toBeTruthy();
  await router.navigate("/m/res-libs?state=INACTIVE&keyword=摆");
  await waitFor(() => {
    const last = api.sent.filter((call) => call.path === "/api/res-libs").at(-1);
    expect(last?.query.get("state")).toBe("INACTIVE");
    expect(last?.query.get("keyword")).toBe("摆");
  });
});

test("编辑关键词 saves the keywords; 停用 asks, then deactivates", async () => {
  api.routes.set("GET /api/res-libs", () => page([resource()]));
  api.routes.set("PUT /api/res-libs/r1/keywords", (call) => ({
    data: resource({ keywords: (call.body as { keywords: string[] }).keywords }),
  }));
  api.routes.set("POST /api/res-libs/r1/deactivate", () => ({ data: resource({ state: "INACTIVE" }) }));
  renderManagePage("/m/res-libs", [{ path: "/m/res-libs", element: <ResLibsPage /> }]);
  const row = (await screen.findByText("牛顿摆")).closest("tr") as HTMLElement;
  fireEvent.click(within(row).getByRole("button", { name: T.editKeywords }));
  const dialog = await screen.findByRole("dialog");
  fireEvent.click(within(dialog).getByRole("button", { name: /确\s*定|OK/ }));
  await waitFor(() => expect(api.calls("/api/res-libs/r1/keywords")).toBe(1));
  expect(api.sent.find((call) => call.path === "/api/res-libs/r1/keywords")?.body).toEqual({
    keywords: ["力学"],
  });
  await waitFor(() => expect(toasts()).toContain(T.keywordsSaved));

  fireEvent.click(within(row).getByRole("button", { name: T.deactivate }));
  expect(api.calls("/api/res-libs/r1/deactivate")).toBe(0);
  const question = await screen.findByText(/停用后编辑将无法再从资源库选择“牛顿摆”/);
  const confirm = question.closest('[role="dialog"]') as HTMLElement;
  fireEvent.click(within(confirm).getByRole("button", { name: "确认" }));
  await waitFor(() => expect(api.calls("/api/res-libs/r1/deactivate")).toBe(1));
  await waitFor(() => expect(toasts()).toContain(T.deactivated));
});
