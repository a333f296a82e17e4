// GET /users/org-users/import-template: the .xlsx the 导入用户 dialog offers. Its first sheet is the
// layout the import reads (the header in row 1, text cells so a phone keeps its digits), the second
// explains it. Made on each request from the texts and limits, so it never drifts from the import.
import {
  formatMessage,
  USER_IMPORT_TEXTS as T,
  USER_FIELD_LIMITS,
  USER_IMPORT_LIMITS,
} from "@textbook/shared";
import ExcelJS from "exceljs";
import type { FastifyReply } from "fastify";
import { contentDisposition } from "../../attachments/serve-file.ts";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export async function writeImportTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(T.templateSheet, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = [
    { header: T.header.fullName, width: 16, style: { numFmt: "@" } },
    { header: T.header.phoneNumber, width: 16, style: { numFmt: "@" } },
    { header: T.header.remark, width: 30, style: { numFmt: "@" } },
  ];
  sheet.getRow(1).font = { bold: true };
  const help = workbook.addWorksheet(T.templateHelpSheet);
  help.getColumn(1).width = 70;
  const limits = {
    name: USER_FIELD_LIMITS.fullName,
    remark: USER_FIELD_LIMITS.remark,
    rows: USER_IMPORT_LIMITS.maxRows,
    mb: USER_IMPORT_LIMITS.maxBytes / (1024 * 1024),
  };
  for (const line of T.templateHelp) help.addRow([formatMessage(line, limits)]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function serveImportTemplate(reply: FastifyReply) {
  return reply
    .type(XLSX)
    .header("x-content-type-options", "nosniff")
    .header("content-disposition", contentDisposition("attachment", T.templateFileName))
    .send(await writeImportTemplate());
}
