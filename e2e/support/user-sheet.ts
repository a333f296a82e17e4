// Issue 15 §3's import as a person does it: a spreadsheet of 50 users, 3 rows of them bad, given to
// 导入用户 on /m/org-users, and the task center's summary once the import task is done.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { USER_IMPORT_TEXTS as T } from "@textbook/shared";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { uniquePhones } from "./accounts.ts";

/** The task center's summary of that spreadsheet's import into an organisation none of them is in. */
export const IMPORT_SUMMARY = "新建 47 人，加入已有账号 0 人，已是成员 0 人，未导入 3 行";

/**
 * 47 good rows (names 导入<suffix><n>) and, among them, an invalid phone (row 12), a missing name
 * (row 22) and a repeat of row 2's phone (row 32): the file's path and the good rows.
 */
export async function importSpreadsheet(suffix: string) {
  const [missingNamePhone = "", ...phones] = uniquePhones(48);
  const good = phones.map((phone, index) => ({ name: `导入${suffix}${index}`, phone }));
  const rows: string[][] = good.map(({ name, phone }) => [name, phone, ""]);
  rows.splice(10, 0, ["坏号", "12345", ""]);
  rows.splice(20, 0, ["", missingNamePhone, "没有姓名"]);
  rows.splice(30, 0, ["重复", good[0]?.phone ?? "", ""]);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("用户");
  sheet.addRow(["姓名", "手机号", "备注"]);
  for (const row of rows) sheet.addRow(row);
  const path = join(await mkdtemp(join(tmpdir(), "user-import-")), "用户.xlsx");
  await writeFile(path, Buffer.from(await workbook.xlsx.writeBuffer()));
  return { path, good };
}

/** On /m/org-users with an organisation shown: 导入用户 with the file, then the task until it is done. */
export async function importUsers(page: Page, path: string): Promise<void> {
  await page.getByRole("button", { name: T.importButton }).click();
  const dialog = page.getByRole("dialog", { name: T.dialogTitle });
  await dialog.getByLabel(T.file).setInputFiles(path);
  await dialog.getByRole("button", { name: T.submit }).click();
  await dialog.getByText(T.submitted).waitFor();
  await dialog.getByRole("link", { name: T.openTask }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/f/task/detail/"));
  await page.getByText(IMPORT_SUMMARY).waitFor({ timeout: 60_000 });
  await page.getByText("47 行可导入，3 行有误").waitFor();
}
