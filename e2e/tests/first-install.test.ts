// Issue 15 "How it is judged", as a new administrator meets the product: a production start on an
// empty database (SEED=none, no SMS gateway), the first system administrator made from the command
// line, who logs in with the one-time password, sets their own, creates an organisation, imports 50
// users from a spreadsheet (3 rows refused), creates a chief editor with an initial password and a
// book for them; the chief editor logs in elsewhere and opens the book; then the administrator
// disables the chief editor and the editor's open page is sent to the login.
import { randomInt } from "node:crypto";
import { describe, test } from "node:test";
import {
  BOOKS_ADMIN_TEXTS as BOOKS,
  MANAGE_TEXTS,
  ORGS_TEXTS as ORGS,
  USERS_TEXTS as USERS,
} from "@textbook/shared";
import {
  changePasswordAtLogin,
  createAdmin,
  INITIAL_PASSWORD,
  oneTimePasswordOf,
  uniqueAddress,
  uniquePhone,
} from "../support/accounts.ts";
import { newPage, useBrowser } from "../support/browser.ts";
import { chooseOption, fillPasswordLogin, waitForPath } from "../support/flows.ts";
import { freshDatabase, type RunningServer, startServer } from "../support/server.ts";
import { importSpreadsheet, importUsers } from "../support/user-sheet.ts";

useBrowser();

describe("first install", () => {
  test("SEED=none in production: the first administrator builds an organisation, its users and a book; the chief editor opens it and is disabled", async () => {
    const database = await freshDatabase();
    let server: RunningServer | undefined;
    try {
      const adminPhone = uniquePhone();
      const oneTime = oneTimePasswordOf(await createAdmin(database.env, adminPhone, "首位管理员"));
      server = await startServer({
        database,
        env: {
          NODE_ENV: "production",
          DEMO_MODE: "0",
          SEED: "none",
          TRUST_PROXY: "127.0.0.1",
          LOGIN_RATE_LIMIT: "600",
        },
      });
      const origin = server.baseUrl;

      // The first login: the one-time password, then one of their own, and the management area.
      const admin = await newPage({ origin, clientAddress: uniqueAddress() });
      const page = admin.page;
      await page.goto("/login");
      await fillPasswordLogin(page, adminPhone, oneTime);
      await changePasswordAtLogin(page, oneTime, "Admin-2026");
      await waitForPath(page, "/m");
      const menu = page.getByRole("navigation", { name: MANAGE_TEXTS.title });

      // 机构管理 → 新建机构.
      const orgName = `第一中学${randomInt(1e6)}`;
      await menu.getByRole("menuitem", { name: MANAGE_TEXTS.menu.orgs }).click();
      await waitForPath(page, "/m/orgs");
      await page.getByRole("button", { name: ORGS.create }).click();
      const orgForm = page.getByRole("dialog", { name: ORGS.form.createTitle });
      await orgForm.getByRole("textbox", { name: ORGS.form.name }).fill(orgName);
      await orgForm.getByRole("textbox", { name: ORGS.form.formalName }).fill(`${orgName}（全称）`);
      await chooseOption(orgForm, ORGS.form.type, "学校");
      await orgForm.getByRole("button", { name: ORGS.form.save }).click();
      await page.getByText(ORGS.created).waitFor();
      await page.getByRole("row").filter({ hasText: orgName }).waitFor();

      // 机构用户: the administrator belongs to no organisation, so they pick the new one first.
      await menu.getByRole("menuitem", { name: MANAGE_TEXTS.menu.orgUsers }).click();
      await waitForPath(page, "/m/org-users");
      await page.getByText(USERS.pickOrgFirst).waitFor();
      await chooseOption(page.getByRole("main"), USERS.orgPicker, orgName, orgName);
      await page.waitForURL((url) => url.searchParams.has("orgOid"));
      const orgUsersUrl = page.url();

      // 导入用户: 50 rows, 3 of them bad; the task center shows 47 created and 3 refused.
      const suffix = String(randomInt(1e6));
      const { path } = await importSpreadsheet(suffix);
      await importUsers(page, path);
      await page.goBack();
      await page.waitForURL(orgUsersUrl);
      const list = page.getByRole("region", { name: USERS.orgUsersTitle });
      await page.getByText("共 47 人").waitFor();
      await list
        .getByRole("cell", { name: new RegExp(`^导入${suffix}\\d+$`) })
        .first()
        .waitFor();

      // 新建用户: the chief editor, with an initial password (production sends no SMS without a gateway).
      const chiefName = `主编${randomInt(1e6)}`;
      const chiefPhone = uniquePhone();
      await page.getByRole("button", { name: USERS.create }).click();
      const userForm = page.getByRole("dialog", { name: USERS.form.createTitle });
      await userForm.getByRole("textbox", { name: USERS.form.fullName }).fill(chiefName);
      await userForm.getByRole("textbox", { name: USERS.form.phoneNumber }).fill(chiefPhone);
      await userForm.getByRole("checkbox", { name: "机构成员" }).check();
      await userForm.getByLabel(USERS.form.initialPassword).fill(INITIAL_PASSWORD);
      await userForm.getByRole("button", { name: USERS.form.save }).click();
      await page.getByText(USERS.created).waitFor();

      // 教材管理 → 新建教材 in that organisation, with that chief editor.
      const bookName = `物理必修${randomInt(1e6)}`;
      await menu.getByRole("menuitem", { name: MANAGE_TEXTS.menu.books }).click();
      await waitForPath(page, "/m/books");
      await page.getByRole("button", { name: BOOKS.create }).click();
      const bookForm = page.getByRole("dialog", { name: BOOKS.create });
      await bookForm.getByRole("textbox", { name: BOOKS.form.name }).fill(bookName);
      await chooseOption(bookForm, BOOKS.form.subject, "物理");
      await chooseOption(bookForm, BOOKS.form.org, orgName, orgName);
      await chooseOption(bookForm, BOOKS.form.chiefEditor, `${chiefName} ${chiefPhone}`, chiefName);
      await bookForm.getByRole("button", { name: BOOKS.form.save }).click();
      await page.getByText(BOOKS.created).waitFor();
      const bookRow = page
        .getByRole("region", { name: BOOKS.title })
        .getByRole("row", { name: new RegExp(bookName) });
      await bookRow.getByText(chiefName).waitFor();

      // The chief editor, elsewhere: the initial password, one of their own, the book list, the book.
      const chief = await newPage({ origin, clientAddress: uniqueAddress() });
      await chief.page.goto("/login");
      await fillPasswordLogin(chief.page, chiefPhone, INITIAL_PASSWORD);
      await changePasswordAtLogin(chief.page, INITIAL_PASSWORD, "Chief-2026");
      await waitForPath(chief.page, "/f/books/list");
      await chief.page.getByRole("link", { name: bookName }).click();
      await chief.page.waitForURL((url) => url.pathname.startsWith("/f/books/detail/"));
      await chief.page.getByRole("heading", { name: bookName }).waitFor();

      // 机构用户: the administrator finds the chief editor and disables them; their page goes to login.
      // Back through the menu, the organisation picked before is still chosen.
      await menu.getByRole("menuitem", { name: MANAGE_TEXTS.menu.orgUsers }).click();
      await waitForPath(page, "/m/org-users");
      await page.waitForURL((url) => url.searchParams.has("orgOid"));
      await page.getByRole("main").getByTitle(orgName, { exact: true }).waitFor();
      // The 47 imported and the chief editor: the list is the organisation's before the search.
      await page.getByText("共 48 人").waitFor();
      const search = page.getByRole("searchbox", { name: USERS.searchPlaceholder });
      await search.fill(chiefPhone);
      await search.press("Enter");
      await page.waitForURL((url) => url.searchParams.get("keyword") === chiefPhone);
      await page.getByText("共 1 人").waitFor();
      const chiefRow = list.getByRole("row", { name: new RegExp(chiefName) });
      await chiefRow.getByRole("button", { name: `${USERS.disable} ${chiefName}` }).click();
      await page.getByRole("dialog").getByRole("button", { name: "确认" }).click();
      await page.getByText(USERS.disabled).first().waitFor();
      await chiefRow.getByText("已停用").waitFor();
      await waitForPath(chief.page, "/login");

      await chief.context.close();
      await admin.context.close();
    } catch (error) {
      // This server is the test's own: its log is the only trace of what it did (a task that never ended).
      if (server) process.stderr.write(`first-install server log:\n${server.logs()}\n`);
      throw error;
    } finally {
      if (server) await server.stop();
      await database.cleanup();
    }
  });
});
