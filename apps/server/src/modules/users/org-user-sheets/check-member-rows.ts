// Judges every row of an import before anything is written (shell §5's rules, the form's limits):
// the rows that may be imported, and for the others every reason, as the report shows them.
import {
  formatMessage,
  rules,
  USER_FIELD_LIMITS,
  USER_IMPORT_TEXTS,
  VALIDATION_MESSAGES,
} from "@textbook/shared";
import type { SheetRow } from "./read-member-sheet.ts";

const REPORT = USER_IMPORT_TEXTS.report;

export interface RefusedRow {
  row: SheetRow;
  reasons: string[];
}

export interface CheckedRows {
  accepted: SheetRow[];
  refused: RefusedRow[];
}

function tooLong(value: string, max: number): string | null {
  return [...value].length > max ? formatMessage(VALIDATION_MESSAGES.tooLong, { n: max }) : null;
}

export function checkMemberRows(rows: readonly SheetRow[]): CheckedRows {
  const accepted: SheetRow[] = [];
  const refused: RefusedRow[] = [];
  /** Each valid phone's first row: a later row with it is a duplicate, whatever else it holds. */
  const firstRowOf = new Map<string, number>();
  for (const row of rows) {
    const nameProblem = rules.required(row.fullName) ?? tooLong(row.fullName, USER_FIELD_LIMITS.fullName);
    const phoneProblem = rules.phoneNumber(row.phoneNumber);
    const remarkProblem = tooLong(row.remark, USER_FIELD_LIMITS.remark);
    const reasons = [
      nameProblem && formatMessage(REPORT.fullName, { message: nameProblem }),
      phoneProblem && formatMessage(REPORT.phoneNumber, { message: phoneProblem }),
      remarkProblem && formatMessage(REPORT.remark, { message: remarkProblem }),
    ].filter((reason): reason is string => Boolean(reason));
    if (!phoneProblem) {
      const first = firstRowOf.get(row.phoneNumber);
      if (first === undefined) firstRowOf.set(row.phoneNumber, row.row);
      else reasons.push(formatMessage(REPORT.duplicate, { row: first }));
    }
    if (reasons.length > 0) refused.push({ row, reasons });
    else accepted.push(row);
  }
  return { accepted, refused };
}
