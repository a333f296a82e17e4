// POST /ccs/{id}/students/import/{attachmentOid}: the students of a spreadsheet the teacher uploaded
// (POST /attachments, type DOCUMENT, no book), read and judged by the member import's pieces
// (users/org-user-sheets: the same file rules, header check, phone and name rules, duplicates),
// with 学号 in the third column. A class is small: rows are written now, each on its own, and the
// answer lists the rows refused and why.
import {
  CLASS_LIMITS,
  CLASS_TEXTS,
  formatMessage,
  type ImportStudentsResult,
  USER_IMPORT_LIMITS,
  USER_IMPORT_TEXTS,
} from "@textbook/shared";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { authorizeAttachment } from "../attachments/access.ts";
import { checkMemberRows } from "../users/org-user-sheets/check-member-rows.ts";
import { readImportFile } from "../users/org-user-sheets/import-org-members.ts";
import type { SheetHeaders } from "../users/org-user-sheets/read-member-sheet.ts";
import { addStudent } from "./add-students.ts";
import { manageableClass } from "./class-policy.ts";

const H = CLASS_TEXTS.header;
export const STUDENT_SHEET_HEADERS: SheetHeaders = [
  [H.fullName, "name", "fullname"],
  [H.phoneNumber, "手机号码", "手机", "phonenumber"],
  [H.studentNumber, "studentnumber", ""],
];

const MB = 1024 * 1024;

export async function importStudents(
  deps: Pick<Deps, "db" | "storage">,
  auth: AuthContext,
  target: { classOid: string; attachmentOid: string },
): Promise<ImportStudentsResult> {
  const { db } = deps;
  const cls = await manageableClass(db, auth, target.classOid);
  const file = await authorizeAttachment(db, auth, target.attachmentOid, "read");
  if (Math.max(file.size, file.declaredSize) > USER_IMPORT_LIMITS.maxBytes) {
    const mb = USER_IMPORT_LIMITS.maxBytes / MB;
    throw errors.validation({ file: formatMessage(USER_IMPORT_TEXTS.problems.tooLarge, { mb }) });
  }
  const reading = await readImportFile(deps, file.oid, STUDENT_SHEET_HEADERS);
  if (reading.problem !== undefined) throw errors.validation({ file: reading.problem });
  if (reading.rows.length > CLASS_LIMITS.maxImportRows) {
    const problem = formatMessage(CLASS_TEXTS.problems.tooManyRows, {
      rows: CLASS_LIMITS.maxImportRows,
      n: reading.rows.length,
    });
    throw errors.validation({ file: problem });
  }
  const checked = checkMemberRows(reading.rows);
  const refused = checked.refused.map(({ row, reasons }) => ({ row: row.row, reasons }));
  const result = { added: 0, created: 0, already: 0 };
  for (const row of checked.accepted) {
    // The third column is the student number here (the member import's remark column).
    if ([...row.remark].length > CLASS_LIMITS.studentNumber) {
      const reason = formatMessage(CLASS_TEXTS.problems.studentNumber, { n: CLASS_LIMITS.studentNumber });
      refused.push({ row: row.row, reasons: [reason] });
      continue;
    }
    const { outcome } = await addStudent(db, cls.oid, {
      fullName: row.fullName,
      phoneNumber: row.phoneNumber,
      studentNumber: row.remark,
    });
    if (outcome === "ALREADY") result.already += 1;
    else result.added += 1;
    if (outcome === "CREATED") result.created += 1;
  }
  refused.sort((a, b) => a.row - b.row);
  return { ...result, refused };
}
