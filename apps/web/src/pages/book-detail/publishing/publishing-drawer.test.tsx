// @vitest-environment happy-dom

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  ERROR_MESSAGES,
  PUBLISHING_PAGE_TEXTS as P,
  PUBLISHING_TEXTS,
  SHARE_LINK_TEXTS,
  type UserTask,
} from "@textbook/shared";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { userTask } from "../../../test/task-fixtures.ts";
import { BookDetailPage } from "../book-detail-page.tsx";
import { fakeBookApi } from "../test/fake-book-api.ts";
import { cleanUpBookPage, renderBookPage } from "../test/render-book-page.tsx";
import { ALL_ABILITIES, bookDetail, NO_ABILITIES, sampleTree } from "../test/tree-fixtures.ts";
import {
  answerPublishing,
  application,
  edition,
  type PublishingState,
  publishingState,
} from "./test/publishing-fixtures.ts";

let api: ReturnType<typeof fakeBookApi>;
let state: PublishingState;

beforeEach(() => {
  state = publishingState();
  api = fakeBookApi(sampleTree);
  answerPublishing(api, () => state);
});

afterEach(cleanUpBookPage);

const renderPublishing = (search = "?publishing") =>
  renderBookPage(
    [{ path: "/f/books/detail/:oid", element: <BookDetailPage /> }],
    `/f/books/detail/book-1${search}`,
  );

/**
 * A drawer or modal by its title. (Under test, antd gives every dialog the same aria-labelledby id,
 * so the accessible name cannot tell them apart.)
 */
async function dialogTitled(title: string) {
  const found = await waitFor(() => {
    const match = screen
      .getAllByRole("dialog")
      .find((item) => item.querySelector(".ant-drawer-title, .ant-modal-title")?.textContent === title);
    if (!match) throw new Error(`no dialog titled ${title}`);
    return match;
  });
  return within(found);
}
const drawer = () => dialogTitled(P.title);
const sent = (method: string, path: string) =>
  api.sent.filter((call) => call.method === method && call.path === `/api${path}`);

test("the header shows the publish state; 发布管理 opens the drawer with the states and the editions", async () => {
  api.routes.set("GET /api/books/book-1", () => ({ data: bookDetail({ publishState: "DECLARED" }) }));
  const { router } = renderPublishing("");
  expect(await screen.findByText(PUBLISHING_TEXTS.publishStates.DECLARED)).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: new RegExp(P.open) }));
  await waitFor(() => expect(router.state.location.search).toBe("?publishing="));
  const panel = await drawer();
  expect(await panel.findByText(PUBLISHING_TEXTS.publishStates.PUBLISHED)).toBeTruthy();
  const rows = panel.getAllByRole("row");
  const second = rows.find((row) => row.textContent?.includes("第 2 版")) as HTMLElement;
  const first = rows.find((row) => row.textContent?.includes("第 1 版")) as HTMLElement;
  expect(within(second).getByText("李出版")).toBeTruthy();
  expect(within(second).getByText("3.0MB")).toBeTruthy();
  expect(within(second).getByText("14")).toBeTruthy();
  expect(within(first).getByText(P.editions.released)).toBeTruthy();
  expect(within(second).queryByText(P.editions.released)).toBeNull();
  const read = within(second).getByRole("link", { name: "阅读第 2 版（在新窗口打开）" });
  expect(read.getAttribute("href")).toBe("/preview/internal/edition/ed-2");
  expect(read.getAttribute("target")).toBe("_blank");
  // The released edition is not offered again; the newer one is released, none is rolled back here.
  expect(within(second).getByRole("button", { name: P.editions.releaseThis })).toBeTruthy();
  expect(within(first).queryByRole("button", { name: P.editions.releaseThis })).toBeNull();
  expect(within(first).queryByRole("button", { name: P.editions.rollback })).toBeNull();
});

test("without abilities the drawer offers no 申请发布, 构建 or 发布", async () => {
  api.routes.set("GET /api/books/book-1", () => ({ data: bookDetail({ abilities: NO_ABILITIES }) }));
  renderPublishing("?publishing=apply");
  const panel = await drawer();
  await panel.findByText(P.releasedEdition);
  for (const label of [P.apply.button, P.build.button, P.release.button]) {
    expect(panel.queryByRole("button", { name: new RegExp(label) })).toBeNull();
  }
  expect(panel.queryByRole("button", { name: P.editions.releaseThis })).toBeNull();
  // The address asked for 申请发布, but it opens only for those who may apply.
  expect(document.querySelector(".ant-modal-title")).toBeNull();
});

test("申请发布 asks for a plan type, keeps the note within 500 characters and sends both", async () => {
  api.routes.set("POST /api/books/book-1/publish-apply", () => {
    state.editions = { ...state.editions, publishState: "DECLARED", openApplication: application() };
    return { data: application() };
  });
  renderPublishing();
  const panel = await drawer();
  fireEvent.click(await panel.findByRole("button", { name: new RegExp(P.apply.button) }));
  const form = await dialogTitled(P.apply.title);
  fireEvent.click(form.getByRole("button", { name: P.apply.submit }));
  expect(await form.findByText(P.apply.planTypeRequired)).toBeTruthy();
  expect(sent("POST", "/books/book-1/publish-apply")).toHaveLength(0);
  const note = form.getByRole("textbox", { name: P.apply.note }) as HTMLTextAreaElement;
  expect(note.maxLength).toBe(500);
  fireEvent.click(form.getByRole("radio", { name: new RegExp(PUBLISHING_TEXTS.planTypes.WILL_PUBLISH) }));
  fireEvent.change(note, { target: { value: "  请审核第一版  " } });
  fireEvent.click(form.getByRole("button", { name: P.apply.submit }));
  expect(await screen.findByText(P.apply.submitted)).toBeTruthy();
  expect(sent("POST", "/books/book-1/publish-apply")[0]?.body).toEqual({
    planType: "WILL_PUBLISH",
    note: "请审核第一版",
  });
  // The application in progress shows, and another cannot be started meanwhile.
  expect(await panel.findByText(/申请发布（校本教材），审批中/)).toBeTruthy();
  await waitFor(() =>
    expect(panel.getByRole("button", { name: new RegExp(P.apply.button) }).hasAttribute("disabled")).toBe(
      true,
    ),
  );
});

test("a refused application keeps the dialog open and shows the server's message", async () => {
  api.routes.set("POST /api/books/book-1/publish-apply", () => ({
    status: 409,
    errorCode: "err.publish.applicationOpen",
    errorMessage: ERROR_MESSAGES["err.publish.applicationOpen"],
  }));
  renderPublishing("?publishing=apply");
  const form = await dialogTitled(P.apply.title);
  fireEvent.click(form.getByRole("radio", { name: new RegExp(PUBLISHING_TEXTS.planTypes.SCHOOL) }));
  fireEvent.click(form.getByRole("button", { name: P.apply.submit }));
  expect(await screen.findByText(ERROR_MESSAGES["err.publish.applicationOpen"])).toBeTruthy();
  expect(await dialogTitled(P.apply.title)).toBeTruthy();
});

test("构建 follows the new edition's progress until it is ready", async () => {
  api.routes.set("POST /api/books/book-1/build", () => {
    const building = edition(3, { state: "BUILDING", builtAt: null, size: 0 });
    state.builds = [building, ...state.builds];
    return { data: { task: userTask({ oid: "task-BUILD", type: "BUILD" }), edition: building } };
  });
  api.routes.set("GET /api/user-tasks/progress", () => ({
    data: {
      runningCount: 1,
      items: [{ oid: "task-build-3", state: "IN_PROGRESS", progress: 40, result: null, errorMessage: null }],
    },
  }));
  renderPublishing();
  const panel = await drawer();
  fireEvent.click(await panel.findByRole("button", { name: new RegExp(P.build.button) }));
  expect(await screen.findByText(P.build.started)).toBeTruthy();
  expect(await panel.findByText("正在构建第 3 版…")).toBeTruthy();
  const bar = await panel.findByRole("progressbar", { name: "第 3 版构建进度" });
  await waitFor(() => expect(bar.getAttribute("aria-valuenow")).toBe("40"));
  const ready = edition(3);
  state.builds = [ready, ...state.builds.slice(1)];
  state.editions = { ...state.editions, items: [ready, ...state.editions.items] };
  expect(await screen.findByText("第 3 版构建完成", undefined, { timeout: 5000 })).toBeTruthy();
  expect(panel.queryByText("正在构建第 3 版…")).toBeNull();
  expect(await panel.findByRole("link", { name: "阅读第 3 版（在新窗口打开）" })).toBeTruthy();
});

test("a build that ends before the page reads it running is still reported", async () => {
  api.routes.set("POST /api/books/book-1/build", () => {
    const ready = edition(3);
    state.builds = [ready, ...state.builds];
    state.editions = { ...state.editions, items: [ready, ...state.editions.items] };
    return {
      data: {
        task: userTask({ oid: "task-BUILD", type: "BUILD" }),
        edition: { ...ready, state: "BUILDING", builtAt: null },
      },
    };
  });
  renderPublishing();
  const panel = await drawer();
  fireEvent.click(await panel.findByRole("button", { name: new RegExp(P.build.button) }));
  expect(await screen.findByText("第 3 版构建完成", undefined, { timeout: 5000 })).toBeTruthy();
});

test("a failed build says why until the next one", async () => {
  state.builds = [
    edition(3, {
      state: "FAILED",
      builtAt: null,
      errorMessage: "文件“正文”引用的附件 a1 不存在或尚未上传完成，无法构建",
    }),
    ...state.builds,
  ];
  renderPublishing();
  const panel = await drawer();
  expect(await panel.findByText("第 3 版构建失败")).toBeTruthy();
  expect(panel.getByText("失败原因：文件“正文”引用的附件 a1 不存在或尚未上传完成，无法构建")).toBeTruthy();
});

test("发布 offers the newest edition first and shows the server's refusal before approval", async () => {
  api.routes.set("POST /api/books/book-1/release", () => ({
    status: 409,
    errorCode: "err.publish.notApproved",
    errorMessage: ERROR_MESSAGES["err.publish.notApproved"],
  }));
  renderPublishing();
  const panel = await drawer();
  fireEvent.click(await panel.findByRole("button", { name: new RegExp(`^${P.release.button}$`) }));
  const dialog = await dialogTitled(P.release.title);
  expect(dialog.getByText("第 2 版（最新）")).toBeTruthy();
  fireEvent.click(dialog.getByRole("button", { name: P.release.submit }));
  expect(await screen.findByText(ERROR_MESSAGES["err.publish.notApproved"])).toBeTruthy();
  expect(sent("POST", "/books/book-1/release")[0]?.body).toEqual({ editionOid: "ed-2" });
});

function answerProgress(oid: string, progress: () => { state: UserTask["state"]; errorMessage?: string }) {
  api.routes.set("GET /api/user-tasks/progress", () => {
    const now = progress();
    return {
      data: {
        runningCount: 0,
        items: [{ oid, state: now.state, progress: 0, result: null, errorMessage: now.errorMessage ?? null }],
      },
    };
  });
}

test("回滚 asks first, releases the older edition and follows its task until readers get it", async () => {
  state.editions = {
    ...state.editions,
    releasedEditionOid: "ed-2",
    items: [edition(2, { released: true }), edition(1)],
  };
  let done = false;
  api.routes.set("POST /api/books/book-1/release", () => {
    setTimeout(() => {
      done = true;
      state.editions = {
        ...state.editions,
        releasedEditionOid: "ed-1",
        items: [edition(2), edition(1, { released: true })],
      };
    }, 100);
    return { data: { task: userTask({ oid: "task-RELEASE", type: "RELEASE" }) } };
  });
  answerProgress("task-RELEASE", () => ({ state: done ? "DONE" : "IN_PROGRESS" }));
  renderPublishing();
  const panel = await drawer();
  const row = (await panel.findAllByRole("row")).find((item) =>
    item.textContent?.includes("第 1 版"),
  ) as HTMLElement;
  fireEvent.click(within(row).getByRole("button", { name: P.editions.rollback }));
  expect(
    await screen.findByText("确定回滚到第 1 版吗？读者将看到这一版的内容，之后的版本仍会保留。"),
  ).toBeTruthy();
  const confirm = await dialogTitled(P.release.rollbackTitle);
  fireEvent.click(confirm.getByRole("button", { name: P.release.rollbackOk }));
  expect(await screen.findByText(P.release.started)).toBeTruthy();
  expect(sent("POST", "/books/book-1/release")[0]?.body).toEqual({ editionOid: "ed-1" });
  expect(await panel.findByText("正在发布第 1 版…")).toBeTruthy();
  expect(
    await screen.findByText("第 1 版已发布，读者现在看到的是这一版", undefined, { timeout: 6000 }),
  ).toBeTruthy();
  // The list is read again: 第 1 版 is the released one now.
  await waitFor(() => {
    const first = panel
      .getAllByRole("row")
      .find((item) => item.textContent?.includes("第 1 版")) as HTMLElement;
    expect(within(first).getByText(P.editions.released)).toBeTruthy();
  });
  expect(panel.queryByText("正在发布第 1 版…")).toBeNull();
});

test("a release that fails when it runs says why", async () => {
  api.routes.set("POST /api/books/book-1/release", () => ({
    data: { task: userTask({ oid: "task-RELEASE", type: "RELEASE" }) },
  }));
  answerProgress("task-RELEASE", () => ({ state: "FAILED", errorMessage: "发布条件已变化：申请已撤回" }));
  renderPublishing();
  const panel = await drawer();
  const row = (await panel.findAllByRole("row")).find((item) =>
    item.textContent?.includes("第 2 版"),
  ) as HTMLElement;
  fireEvent.click(within(row).getByRole("button", { name: P.editions.releaseThis }));
  const confirm = await dialogTitled(P.release.title);
  fireEvent.click(confirm.getByRole("button", { name: P.release.submit }));
  expect(
    await screen.findByText("第 2 版未能发布：发布条件已变化：申请已撤回", undefined, { timeout: 6000 }),
  ).toBeTruthy();
});

test("the three histories are tabs, each read when first shown", async () => {
  renderPublishing();
  const panel = await drawer();
  expect(await panel.findByText("第一版校本教材", undefined, { timeout: 5000 })).toBeTruthy();
  expect(panel.getByText(PUBLISHING_TEXTS.applicationStates.APPROVED)).toBeTruthy();
  expect(api.calls("/api/books/book-1/publish/release-history")).toBe(0);
  fireEvent.click(panel.getByRole("tab", { name: P.histories.release }));
  const releases = await screen.findByRole("tabpanel", { name: P.histories.release });
  expect(await within(releases).findByText("李出版", undefined, { timeout: 5000 })).toBeTruthy();
  expect(within(releases).getByText(PUBLISHING_TEXTS.releaseKinds.RELEASE)).toBeTruthy();
  expect(api.calls("/api/books/book-1/publish/release-history")).toBe(1);
});

test("分享链接 creates a link for 7 days by default, copies it and lists links with their states", async () => {
  const writeText = vi.fn(async () => {});
  vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
  api.routes.set("POST /api/books/book-1/share-links", () => ({
    data: {
      ...state.links[0],
      oid: "link-9",
      token: "tok_abcdefghijklmnopqrstuvwxyz",
      path: "/preview/external/tok_abcdefghijklmnopqrstuvwxyz",
    },
  }));
  renderPublishing("?publishing=share");
  const dialog = await dialogTitled(P.share.title);
  expect(await dialog.findByText(SHARE_LINK_TEXTS.states.EXPIRED)).toBeTruthy();
  expect(dialog.getByText(SHARE_LINK_TEXTS.states.REVOKED)).toBeTruthy();
  expect(dialog.getAllByRole("button", { name: P.share.revoke })).toHaveLength(1);
  const before = Date.now();
  fireEvent.click(dialog.getByRole("button", { name: P.share.create }));
  expect(await screen.findByText(P.share.created)).toBeTruthy();
  const body = sent("POST", "/books/book-1/share-links")[0]?.body as { editionOid: null; expiresAt: string };
  expect(body.editionOid).toBeNull();
  const days = (Date.parse(body.expiresAt) - before) / 86_400_000;
  expect(days).toBeGreaterThan(6.99);
  expect(days).toBeLessThan(7.01);
  const url = dialog.getByRole("textbox", { name: P.share.newLink }) as HTMLInputElement;
  expect(url.value).toMatch(/\/preview\/external\/tok_abcdefghijklmnopqrstuvwxyz$/);
  fireEvent.click(dialog.getByRole("button", { name: P.share.copy }));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith(url.value));
  expect(await dialog.findByRole("button", { name: P.share.copied })).toBeTruthy();
  vi.unstubAllGlobals();
});

test("分享链接 with a chosen day and one edition; revoking asks first", async () => {
  api.routes.set("POST /api/books/book-1/share-links", () => ({
    data: {
      ...state.links[0],
      oid: "link-9",
      token: "tok_abcdefghijklmnopqrstuvwxyz",
      path: "/preview/external/x",
    },
  }));
  api.routes.set("DELETE /api/share-links/link-1", () => {
    state.links = state.links.map((link) => (link.oid === "link-1" ? { ...link, state: "REVOKED" } : link));
    return { data: state.links[0] };
  });
  renderPublishing("?publishing=share");
  const dialog = await dialogTitled(P.share.title);
  fireEvent.click(dialog.getByRole("radio", { name: P.share.date }));
  fireEvent.click(await dialog.findByRole("button", { name: P.share.create }));
  expect(await dialog.findByText(P.share.dateRequired)).toBeTruthy();
  expect(sent("POST", "/books/book-1/share-links")).toHaveLength(0);

  fireEvent.click(dialog.getAllByRole("button", { name: P.share.revoke })[0] as HTMLElement);
  expect(await screen.findByText(P.share.revokeConfirm)).toBeTruthy();
  const confirm = screen.getAllByRole("button", { name: P.share.revoke }).at(-1) as HTMLElement;
  fireEvent.click(confirm);
  expect(await screen.findByText(P.share.revoked)).toBeTruthy();
  expect(sent("DELETE", "/share-links/link-1")).toHaveLength(1);
  await waitFor(() => expect(dialog.queryAllByRole("button", { name: P.share.revoke })).toHaveLength(0));
});

test("the drawer's abilities follow the book; ALL_ABILITIES shows every action", async () => {
  api.routes.set("GET /api/books/book-1", () => ({ data: bookDetail({ abilities: ALL_ABILITIES }) }));
  renderPublishing();
  const panel = await drawer();
  for (const label of [P.apply.button, P.build.button, P.share.button]) {
    expect(await panel.findByRole("button", { name: new RegExp(label) })).toBeTruthy();
  }
});
