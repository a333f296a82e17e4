// Issue 15 §3: a system administrator imports a spreadsheet of 50 users into a new organisation,
// 3 rows of them bad; the task center shows 47 created and 3 refused, the report downloads, and
// an imported user is found in the organisation's list.
import { strict as assert } from "node:assert";
import { randomInt } from "node:crypto";
import { describe, test } from "node:test";
import { USER_IMPORT_TEXTS as T, USERS_TEXTS } from "@textbook/shared";
import ExcelJS from "exceljs";
import { api, login } from "../support/api.ts";
import { baseUrl, newPage, useBrowser } from "../support/browser.ts";
import { passwordLoginInto } from "../support/flows.ts";
import { importSpreadsheet, importUsers } from "../support/user-sheet.ts";

useBrowser();

const SYS_ADMIN_PHONE = "13800000003";

describe("user import", () => {
  test("50 rows with 3 bad ones: 47 created, 3 reported, the report downloads, a new user is listed", async () => {
    const suffix = String(randomInt(1_000_000));
    const admin = await login(baseUrl(), SYS_ADMIN_PHONE);
    const org = await api<{ oid: string; name: string }>(baseUrl(), "/orgs", {
      method: "POST",
      token: admin.token,
      body: { name: `导入学校${suffix}`, type: "SCHOOL" },
    });
    const { path, good } = await importSpreadsheet(suffix);

    const { page, context } = await newPage();
    await passwordLoginInto(page, SYS_ADMIN_PHONE);
    await page.goto(`/m/org-users?orgOid=${org.oid}`);
    await importUsers(page, path);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: `导入结果-${org.name}.xlsx` }).click();
    const report = new ExcelJS.Workbook();
    await report.xlsx.readFile(await (await downloading).path());
    const lines: string[][] = [];
    report.worksheets[0]?.eachRow((row) => lines.push([1, 2, 3, 4, 5, 6].map((n) => row.getCell(n).text)));
    assert.equal(lines.length, 51, "the header and every data row");
    const refused = lines.filter((line) => line[4] === T.report.refused).map((line) => [line[0], line[5]]);
    assert.deepEqual(refused, [
      ["12", "手机号：手机号格式错误"],
      ["22", "姓名：必填项，请输入"],
      ["32", "手机号与第 2 行重复"],
    ]);
    assert.equal(lines.filter((line) => line[5] === T.report.created).length, 47);

    const someone = good[25];
    assert.ok(someone);
    await page.goto(`/m/org-users?orgOid=${org.oid}`);
    const search = page.getByPlaceholder(USERS_TEXTS.searchPlaceholder);
    await search.fill(someone.phone);
    await search.press("Enter");
    await page.getByRole("cell", { name: someone.name, exact: true }).waitFor();
    await page.getByText("共 1 人").waitFor();
    await context.close();
  });
});
