// 教材管理 as an organisation's admin uses it (issue 15 §4): create a book with a chief editor, who
// logs in and finds it in their book list and opens it; archive another book; then delete a
// never-released book by typing its name.
import { strict as assert } from "node:assert";
import { randomInt } from "node:crypto";
import { describe, test } from "node:test";
import { type OrgDetail, BOOKS_ADMIN_TEXTS as T } from "@textbook/shared";
import { member } from "../support/accounts.ts";
import { api, login } from "../support/api.ts";
import { baseUrl, newPage, useBrowser } from "../support/browser.ts";
import { chooseOption, passwordLoginInto } from "../support/flows.ts";

useBrowser();

describe("manage books", () => {
  test("an ORG_ADMIN creates a book with a chief editor, who opens it; books are archived and deleted by name", async () => {
    const sysAdmin = await login(baseUrl(), "13800000003");
    const org = await api<OrgDetail>(baseUrl(), "/orgs", {
      method: "POST",
      token: sysAdmin.token,
      body: { name: `教材管理学校${randomInt(1e6)}`, type: "SCHOOL" },
    });
    const adminPhone = await member(sysAdmin.token, org.oid, "教材管理员", ["ORG_ADMIN"]);
    const chiefName = `主编${randomInt(1e6)}`;
    const chiefPhone = await member(sysAdmin.token, org.oid, chiefName, ["ORG_MEMBER"]);
    const chiefOid = (await login(baseUrl(), chiefPhone)).user.oid;

    const admin = await newPage();
    await passwordLoginInto(admin.page, adminPhone);
    await admin.page.goto("/m/books");
    const list = admin.page.getByRole("region", { name: T.title });
    await list.getByText(T.empty).waitFor();

    // 新建教材 with a subject, the knowledge-graph type and a chief editor found by name.
    const bookName = `光学${randomInt(1e6)}`;
    await admin.page.getByRole("button", { name: T.create }).click();
    const form = admin.page.getByRole("dialog", { name: T.create });
    await form.getByRole("textbox", { name: T.form.name }).fill(bookName);
    await chooseOption(form, T.form.subject, "物理");
    await chooseOption(form, T.form.textbookType, "知识图谱教材");
    await chooseOption(form, T.form.chiefEditor, `${chiefName} ${chiefPhone}`, chiefName);
    await form.getByRole("textbox", { name: T.form.description }).fill("光的反射与折射");
    await form.getByRole("button", { name: T.form.save }).click();
    await admin.page.getByText(T.created).waitFor();
    const row = list.getByRole("row", { name: new RegExp(bookName) });
    await row.getByText(chiefName).waitFor();
    await row.getByText("知识图谱教材").waitFor();

    // The chief editor logs in, finds the book in their list and opens it.
    const chief = await newPage();
    await passwordLoginInto(chief.page, chiefPhone);
    await chief.page.getByRole("link", { name: bookName }).click();
    await chief.page.waitForURL((url) => url.pathname.startsWith("/f/books/detail/"));
    await chief.page.getByRole("heading", { name: bookName }).waitFor();

    // Another book, made through the API, is archived: 更改状态 → 已停用, and then offers no delete.
    const archivedName = `声学${randomInt(1e6)}`;
    const adminSession = await login(baseUrl(), adminPhone);
    await api(baseUrl(), "/books", {
      method: "POST",
      token: adminSession.token,
      body: {
        name: archivedName,
        subject: "物理",
        textbookType: "V2",
        orgOid: org.oid,
        chiefEditorOid: chiefOid,
      },
    });
    await admin.page.reload();
    const archivedRow = list.getByRole("row", { name: new RegExp(archivedName) });
    await archivedRow.getByRole("button", { name: `${T.changeState} ${archivedName}` }).click();
    await admin.page.getByRole("menuitem", { name: "改为“已停用”" }).click();
    await admin.page
      .getByRole("dialog", { name: T.stateTitle })
      .getByRole("button", { name: "确认" })
      .click();
    await admin.page.getByText(T.stateChanged).waitFor();
    await archivedRow.getByText("已停用").waitFor();
    assert.equal(await archivedRow.getByRole("button", { name: `${T.edit} ${archivedName}` }).count(), 0);

    // Deleted by typing its name exactly: a near miss keeps the button disabled.
    await row.getByRole("button", { name: `${T.delete} ${bookName}` }).click();
    const confirm = admin.page.getByRole("dialog", { name: T.deleteTitle });
    const input = confirm.getByRole("textbox", { name: T.confirmNameRequired });
    await input.fill(bookName.slice(0, -1));
    assert.equal(await confirm.getByRole("button", { name: T.deleteConfirm }).isDisabled(), true);
    await input.fill(bookName);
    await confirm.getByRole("button", { name: T.deleteConfirm }).click();
    await admin.page.getByText(T.deleted).waitFor();
    await list.getByRole("row", { name: new RegExp(bookName) }).waitFor({ state: "detached" });

    await chief.context.close();
    await admin.context.close();
  });
});
