// What the import and export tests share: an organisation with its admin, spreadsheets made with
// exceljs, a file uploaded through the upload protocol, and the submit call.
import type { OrgRole, UserTask } from "@textbook/shared";
import ExcelJS from "exceljs";
import { call, type TestContext } from "../../../test/app.ts";
import { buildOrg, buildUser, sessionFor } from "../../../test/factories.ts";
import { findAttachment } from "../../attachments/access.ts";
import { readObject } from "../../attachments/read-object.ts";
import { upload } from "../../attachments/test/uploads.ts";

export const HEADER = ["姓名", "手机号", "备注"];

export async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("用户");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A generated file's rows (the report, the export), header first. */
export async function rowsOfAttachment(context: TestContext, attachmentOid: string): Promise<string[][]> {
  const file = await findAttachment(context.db, attachmentOid);
  if (!file) throw new Error(`no attachment ${attachmentOid}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readObject(context.storage, file.objectKey)) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? "")));
  });
  return rows;
}

let phoneSeed = Math.floor(Math.random() * 1_000_000);
/** An 11-digit phone nobody in this test database has. */
export const freshPhone = () => `137${String(phoneSeed++).padStart(8, "0")}`;

export async function orgWithAdmin(context: TestContext) {
  const { db, clock } = context;
  const org = await buildOrg(db, { name: "实验学校" });
  const admin = await buildUser(db, { memberships: [{ org, roles: ["ORG_ADMIN"] }] });
  return { org, admin, adminToken: await sessionFor(db, admin, clock, org.oid) };
}

export async function uploadSheet(
  context: TestContext,
  token: string,
  bytes: Buffer,
  fileName = "用户.xlsx",
) {
  const { completed } = await upload(context, token, { fileName, type: "DOCUMENT" }, bytes);
  if (completed.status !== 200) throw new Error(`upload refused: ${completed.body.errorMessage}`);
  return completed.body.data.attachmentOid;
}

export function submitImport(
  context: TestContext,
  token: string | undefined,
  orgOid: string,
  attachmentOid: string,
  roles?: OrgRole[],
) {
  return call<UserTask>(context.app, "POST", `/api/users/${orgOid}/org-users/import/${attachmentOid}`, {
    ...(token ? { token } : {}),
    body: roles ? { roles } : {},
  });
}
