// The import's report: every data row of the file in its order, what became of it and why.
import { USER_IMPORT_TEXTS } from "@textbook/shared";
import type { AddOrgMemberOutcome } from "../org-members/add-org-member.ts";
import type { RefusedRow } from "./check-member-rows.ts";
import type { SheetRow } from "./read-member-sheet.ts";
import { type SheetColumn, writeSheet } from "./write-sheet.ts";

const REPORT = USER_IMPORT_TEXTS.report;

export interface ImportedRow {
  row: SheetRow;
  outcome: AddOrgMemberOutcome;
}

interface ReportLine {
  row: SheetRow;
  result: string;
  reason: string;
}

const COLUMNS: readonly SheetColumn<ReportLine>[] = [
  { header: REPORT.columns.row, width: 8, value: (line) => line.row.row },
  { header: REPORT.columns.fullName, width: 16, value: (line) => line.row.fullName },
  { header: REPORT.columns.phoneNumber, width: 16, value: (line) => line.row.phoneNumber },
  { header: REPORT.columns.remark, width: 24, value: (line) => line.row.remark },
  { header: REPORT.columns.result, width: 10, value: (line) => line.result },
  { header: REPORT.columns.reason, width: 40, value: (line) => line.reason },
];

export function writeImportReport(
  imported: readonly ImportedRow[],
  refused: readonly RefusedRow[],
): Promise<Buffer> {
  const lines: ReportLine[] = [
    ...imported.map(({ row, outcome }) => ({ row, result: REPORT.ok, reason: REPORT[outcome] })),
    ...refused.map(({ row, reasons }) => ({ row, result: REPORT.refused, reason: reasons.join("；") })),
  ].sort((a, b) => a.row.row - b.row.row);
  return writeSheet(REPORT.sheet, COLUMNS, lines);
}
