// One-sheet .xlsx files the server writes (the import report, the member export): a bold header
// row, text cells (a phone number stays its digits in any spreadsheet program) and readable widths.
import ExcelJS from "exceljs";

export interface SheetColumn<Row> {
  header: string;
  /** Width in characters. */
  width: number;
  value(row: Row): string | number;
}

export async function writeSheet<Row>(
  name: string,
  columns: readonly SheetColumn<Row>[],
  rows: readonly Row[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    style: { numFmt: "@" },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
