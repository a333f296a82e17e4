// The import's report: every element it could not map, with where it was in the parsed document
// (chapter, section, file and block numbers of the proposed tree), as an .xlsx attached to the task.
import { formatMessage, WORD_IMPORT_TEXTS } from "@textbook/shared";
import { type SheetColumn, writeSheet } from "../users/org-user-sheets/write-sheet.ts";
import type { Unmapped } from "./word-places.ts";

const REPORT = WORD_IMPORT_TEXTS.report;

export const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export function placeText(item: Unmapped): string {
  return item.place ? formatMessage(REPORT.place, { ...item.place }) : REPORT.placeDocument;
}

const COLUMNS: readonly SheetColumn<Unmapped>[] = [
  { header: REPORT.columns.kind, width: 12, value: (item) => REPORT.kinds[item.kind] },
  { header: REPORT.columns.place, width: 40, value: placeText },
  { header: REPORT.columns.detail, width: 50, value: (item) => item.detail },
];

export function writeWordReport(unmapped: readonly Unmapped[]): Promise<Buffer> {
  return writeSheet(REPORT.sheet, COLUMNS, unmapped);
}

/** The output's summary: how many of each kind (by its Chinese name). */
export function countUnmapped(unmapped: readonly Unmapped[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of unmapped) {
    const name = REPORT.kinds[item.kind];
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}
