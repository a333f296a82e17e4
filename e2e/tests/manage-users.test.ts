// 机构用户 as an organisation's admin uses it (issue 15 §3): create a user with an initial password,
// find them by phone, change their roles, disable them, and see their open session end.

import assert from "node:assert/strict";
import { randomInt } from "node:crypto";
import { describe, test } from "node:test";
import { type OrgDetail, USERS_TEXTS as T, USER_STATE_LABELS } from "@textbook/shared";
import { changeInitialPassword, INITIAL_PASSWORD, member, uniquePhone } from "../support/accounts.ts";
import { api, login } from "../support/api.ts";
import { baseUrl, newPage, useBrowser } from "../support/browser.ts";
import { passwordLoginInto, waitForPath } from "../support/flows.ts";

useBrowser();

/** A new organisation and its admin, made by the demo system administrator. */
async function newOrgWithAdmin(): Promise<{ orgName: string; adminPhone: string }> {
  const sysAdmin = await login(baseUrl(), "13800000003");
  const orgName = `用户管理学校${randomInt(1e6)}`;
  const org = await api<OrgDetail>(baseUrl(), "/orgs", {
    method: "POST",
    token: sysAdmin.token,
    body: { name: orgName, type: "SCHOOL" },
  });
  const adminPhone = await member(sysAdmin.token, org.oid, "用户管理员", ["ORG_ADMIN"]);
  return { orgName, adminPhone };
}

describe("manage users", () => {
  test("an ORG_ADMIN creates, finds, edits and disables a user, whose open session ends", async () => {
    const { adminPhone } = await newOrgWithAdmin();
    const admin = await newPage();
    await passwordLoginInto(admin.page, adminPhone);
    await admin.page.goto("/m/org-users");
    const list = admin.page.getByRole("region", { name: T.orgUsersTitle });
    await list.getByRole("cell", { name: "用户管理员", exact: true }).waitFor();

    // 新建用户 with an initial password.
    const name = `新同事${randomInt(1e4)}`;
    const userPhone = uniquePhone();
    await admin.page.getByRole("button", { name: T.create }).click();
    const form = admin.page.getByRole("dialog", { name: T.form.createTitle });
    await form.getByRole("textbox", { name: T.form.fullName }).fill(name);
    await form.getByRole("textbox", { name: T.form.phoneNumber }).fill(userPhone);
    await form.getByRole("checkbox", { name: "机构成员" }).check();
    await form.getByLabel(T.form.initialPassword).fill(INITIAL_PASSWORD);
    await form.getByRole("button", { name: T.form.save }).click();
    await admin.page.getByText(T.created).waitFor();

    // Found by phone.
    const search = admin.page.getByRole("searchbox", { name: T.searchPlaceholder });
    await search.fill(userPhone);
    await search.press("Enter");
    await admin.page.waitForURL((url) => url.searchParams.get("keyword") === userPhone);
    const row = list.getByRole("row", { name: new RegExp(name) });
    await row.waitFor();
    // Only the match: the admin's row leaves the list.
    await list.getByRole("cell", { name: "用户管理员", exact: true }).waitFor({ state: "detached" });

    // Roles changed.
    await row.getByRole("button", { name: `${T.edit} ${name}` }).click();
    const edit = admin.page.getByRole("dialog", { name: T.form.editTitle });
    await edit.getByRole("checkbox", { name: "内容审核员" }).check();
    await edit.getByRole("button", { name: T.form.save }).click();
    await admin.page.getByText(T.saved).waitFor();
    await row.getByText("内容审核员").waitFor();

    // The user logs in elsewhere (after changing the initial password, as the first login asks).
    await changeInitialPassword(userPhone);
    const user = await newPage();
    await passwordLoginInto(user.page, userPhone);

    // Disabled: their open page is sent to login.
    await row.getByRole("button", { name: `${T.disable} ${name}` }).click();
    // The call's answer is awaited on its own so that a refusal or a lost click names itself.
    const answer = admin.page.waitForResponse(
      (response) =>
        response.request().method() === "PUT" && new URL(response.url()).pathname.endsWith("/inactive"),
    );
    await admin.page.getByRole("dialog").getByRole("button", { name: "确认" }).click();
    const response = await answer;
    assert.equal(response.status(), 200, await response.text());
    await admin.page.getByRole("status").filter({ hasText: T.disabled }).waitFor();
    await row.getByText(USER_STATE_LABELS.INACTIVE).waitFor();
    await waitForPath(user.page, "/login");

    await user.context.close();
    await admin.context.close();
  });
});
