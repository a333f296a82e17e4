// 机构管理 as a system administrator uses it (issue 15 §2): open the management area from the
// editor's 进入管理系统 (a new tab, through the one-time handoff token), create an organisation under a
// parent, find it by search and disable it. An organisation member without a management role sees
// no button and is refused at /m.
import { strict as assert } from "node:assert";
import { randomInt } from "node:crypto";
import { describe, test } from "node:test";
import { FRAME_TEXTS, MANAGE_TEXTS, type OrgDetail, ORGS_TEXTS as T } from "@textbook/shared";
import { api, login } from "../support/api.ts";
import { baseUrl, newPage, useBrowser } from "../support/browser.ts";
import { passwordLoginInto, waitForPath } from "../support/flows.ts";

useBrowser();

describe("manage organisations", () => {
  test("a system admin opens the management area from the editor and creates, finds and disables an organisation", async () => {
    const sysAdmin = await login(baseUrl(), "13800000003");
    const parentName = `上级学校${randomInt(1e6)}`;
    await api<OrgDetail>(baseUrl(), "/orgs", {
      method: "POST",
      token: sysAdmin.token,
      body: { name: parentName, type: "SCHOOL" },
    });

    const { page, context } = await newPage();
    await passwordLoginInto(page, "13800000003");
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: FRAME_TEXTS.managementSystem }).click(),
    ]);
    await waitForPath(tab, "/m");
    const menu = tab.getByRole("navigation", { name: MANAGE_TEXTS.title });
    await menu.getByRole("menuitem", { name: MANAGE_TEXTS.menu.orgs }).click();
    await waitForPath(tab, "/m/orgs");

    // 新建机构 under the parent, picked by typing its name.
    const name = `分校${randomInt(1e6)}`;
    await tab.getByRole("button", { name: T.create }).click();
    const form = tab.getByRole("dialog", { name: T.form.createTitle });
    await form.getByRole("textbox", { name: T.form.name }).fill(name);
    await form.getByRole("textbox", { name: T.form.formalName }).fill(`${name}全称`);
    await form.getByRole("combobox", { name: T.form.type }).click();
    await tab.getByTitle("学校", { exact: true }).click();
    const parent = form.getByRole("combobox", { name: T.form.parent });
    await parent.click();
    await parent.fill(parentName);
    await tab.getByTitle(parentName, { exact: true }).click();
    await form.getByRole("button", { name: T.form.save }).click();
    await tab.getByText(T.created).waitFor();

    // Found by search, shown as "parent / name", one level below its parent.
    const search = tab.getByRole("searchbox", { name: T.searchPlaceholder });
    await search.fill(name);
    await search.press("Enter");
    const row = tab.getByRole("row").filter({ hasText: `${parentName} / ${name}` });
    await row.getByText("第 2 级").waitFor();
    await row.getByText(`${name}全称`).waitFor();

    // 停用, confirmed.
    await row.getByRole("button", { name: `${T.disable} ${parentName} / ${name}` }).click();
    await tab.getByRole("dialog", { name: T.disableTitle }).getByRole("button", { name: T.disable }).click();
    await tab.getByText(T.disabled).waitFor();
    await row.getByText(T.states.INACTIVE, { exact: true }).waitFor();
    await row.getByRole("button", { name: `${T.enable} ${parentName} / ${name}` }).waitFor();

    // The editor tab shares the session and goes on working.
    await page.reload();
    await waitForPath(page, "/f/books/list");
    await context.close();
  });

  test("an organisation member without a management role has no button and is refused at /m", async () => {
    const { page, context } = await newPage();
    await passwordLoginInto(page, "13800000002");
    await page.getByRole("button", { name: FRAME_TEXTS.customerService }).waitFor();
    assert.equal(await page.getByRole("button", { name: FRAME_TEXTS.managementSystem }).count(), 0);
    await page.goto("/m/orgs");
    await page.getByText(MANAGE_TEXTS.noAccessBody).waitFor();
    assert.equal(await page.getByRole("navigation", { name: MANAGE_TEXTS.title }).count(), 0);
    await context.close();
  });
});
