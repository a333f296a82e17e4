// GET /ccs/students/import-template: the .xlsx the 导入学生 dialog offers, in the layout
// import-students.ts reads (header in row 1; text cells so a phone keeps its digits).
import { CLASS_TEXTS as T } from "@textbook/shared";
import type { FastifyReply } from "fastify";
import { contentDisposition } from "../attachments/serve-file.ts";
import { writeSheet } from "../users/org-user-sheets/write-sheet.ts";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

type Example = { fullName: string; phoneNumber: string; studentNumber: string };

export async function serveStudentTemplate(reply: FastifyReply) {
  const columns = [
    { header: T.header.fullName, width: 16, value: (row: Example) => row.fullName },
    { header: T.header.phoneNumber, width: 16, value: (row: Example) => row.phoneNumber },
    { header: T.header.studentNumber, width: 16, value: (row: Example) => row.studentNumber },
  ];
  const bytes = await writeSheet(T.templateSheet, columns, []);
  return reply
    .type(XLSX)
    .header("x-content-type-options", "nosniff")
    .header("content-disposition", contentDisposition("attachment", T.templateFileName))
    .send(bytes);
}
