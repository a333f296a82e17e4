// Reads an import spreadsheet (shell §3): the first worksheet of an .xlsx, or a .csv; row 1 is the
// header, data starts at row 2 with column A name, B phoneNumber, C remark. Cells are read as the
// user sees them (a phone typed as a number is its digits) and trimmed; blank rows are skipped.
// Only the file's shape is judged here; each row's values are judged by checkMemberRows.
import { Readable } from "node:stream";
import { formatMessage, USER_IMPORT_LIMITS, USER_IMPORT_TEXTS } from "@textbook/shared";
import ExcelJS from "exceljs";

const PROBLEMS = USER_IMPORT_TEXTS.problems;

export type SheetExtension = (typeof USER_IMPORT_LIMITS.extensions)[number];

export interface SheetRow {
  /** The row's number in the sheet, as the user's spreadsheet program shows it. */
  row: number;
  fullName: string;
  phoneNumber: string;
  remark: string;
}

export type SheetReading = { rows: SheetRow[]; problem?: never } | { rows?: never; problem: string };

/** Header spellings accepted per column: the template's, and the spec's field names. */
export type SheetHeaders = readonly (readonly string[])[];

const HEADERS: SheetHeaders = [
  ["姓名", "name", "fullname"],
  ["手机号", "手机号码", "手机", "phonenumber"],
  ["备注", "remark", ""],
];

export function isSheetExtension(extension: string): extension is SheetExtension {
  return (USER_IMPORT_LIMITS.extensions as readonly string[]).includes(extension);
}

/** A CSV saved by Excel on Chinese Windows is GB18030, not UTF-8: read whichever it is. */
export function decodeCsv(bytes: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return new TextDecoder("gb18030").decode(bytes);
  }
}

async function worksheetOf(bytes: Buffer, extension: SheetExtension): Promise<ExcelJS.Worksheet | null> {
  const workbook = new ExcelJS.Workbook();
  if (extension === "csv") {
    // Identity map: cells stay text, so a phone keeps its digits and nothing becomes a date.
    return workbook.csv.read(Readable.from([decodeCsv(bytes)]), { map: (value: unknown) => value });
  }
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets[0] ?? null;
}

function cellText(row: ExcelJS.Row, column: number): string {
  return row.getCell(column).text.trim();
}

function headerFits(row: ExcelJS.Row, headers: SheetHeaders): boolean {
  return headers.every((accepted, index) =>
    accepted.includes(
      cellText(row, index + 1)
        .replace(/\s/g, "")
        .toLowerCase(),
    ),
  );
}

/**
 * `headers` lets another three-column sheet reuse the reading (a class's students: 姓名, 手机号, 学号,
 * whose third column lands in `remark`).
 */
export async function readMemberSheet(
  bytes: Buffer,
  extension: SheetExtension,
  headers: SheetHeaders = HEADERS,
): Promise<SheetReading> {
  let sheet: ExcelJS.Worksheet | null;
  try {
    sheet = await worksheetOf(bytes, extension);
  } catch {
    return { problem: PROBLEMS.unreadable };
  }
  if (!sheet || sheet.rowCount === 0) return { problem: PROBLEMS.empty };
  if (!headerFits(sheet.getRow(1), headers)) return { problem: PROBLEMS.header };
  const rows: SheetRow[] = [];
  for (let number = 2; number <= sheet.rowCount; number++) {
    const row = sheet.getRow(number);
    const values = { fullName: cellText(row, 1), phoneNumber: cellText(row, 2), remark: cellText(row, 3) };
    if (!values.fullName && !values.phoneNumber && !values.remark) continue;
    rows.push({ row: number, ...values });
  }
  if (rows.length === 0) return { problem: PROBLEMS.empty };
  if (rows.length > USER_IMPORT_LIMITS.maxRows) {
    return {
      problem: formatMessage(PROBLEMS.tooManyRows, { rows: USER_IMPORT_LIMITS.maxRows, n: rows.length }),
    };
  }
  return { rows };
}
