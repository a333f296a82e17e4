// IMPORT: an organisation's members from an uploaded spreadsheet. Three steps: read the file, judge
// every row, then write every accepted row in ONE transaction through addOrgMember (which audits),
// together with the report's attachment. A crash or a failing row rolls the whole write back, and a
// retry (the engine's sweep) or a new submit starts from nothing imported. The run's ownership is
// checked, row-locked, inside that transaction just before it commits, so a cancel that lands first
// leaves nothing written (one arriving during the commit waits for it). Progress moves between the steps only: on
// PGlite nothing outside the transaction may touch the database while it is open.
import { formatMessage, ORG_ROLES, USER_IMPORT_TEXTS } from "@textbook/shared";
import { z } from "zod";
import { userTasks } from "../../../db/schema/index.ts";
import type { Deps } from "../../../deps.ts";
import { TaskAborted, TaskFailure, type TaskHandler, type TaskRun } from "../../../jobs/task-handler.ts";
import { ownedBy } from "../../../jobs/task-rows.ts";
import { findAttachment } from "../../attachments/access.ts";
import { readObject } from "../../attachments/read-object.ts";
import { deleteGeneratedFile, storeGeneratedFile } from "../../attachments/store-generated.ts";
import { addOrgMember } from "../org-members/add-org-member.ts";
import { findOrg, type OrgRow } from "../repository.ts";
import { type CheckedRows, checkMemberRows } from "./check-member-rows.ts";
import { type ImportedRow, writeImportReport } from "./import-report.ts";
import { isSheetExtension, readMemberSheet, type SheetHeaders, type SheetRow } from "./read-member-sheet.ts";

const TEXTS = USER_IMPORT_TEXTS.task;

export const importParams = z.object({
  orgOid: z.string(),
  attachmentOid: z.string(),
  roles: z.array(z.enum(ORG_ROLES)).min(1),
  /** The submitting request's id: the audit rows of the import name it. */
  requestId: z.string().nullable(),
});
export type ImportParams = z.infer<typeof importParams>;

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The file's rows, or the reason (Chinese) it cannot be imported. */
export async function readImportFile(
  { db, storage }: Pick<Deps, "db" | "storage">,
  attachmentOid: string,
  headers?: SheetHeaders,
): Promise<{ rows: SheetRow[]; problem?: never } | { rows?: never; problem: string }> {
  const file = await findAttachment(db, attachmentOid);
  if (!file) return { problem: TEXTS.fileGone };
  if (file.state !== "READY") return { problem: USER_IMPORT_TEXTS.problems.notUploaded };
  if (!isSheetExtension(file.extName)) return { problem: USER_IMPORT_TEXTS.problems.fileType };
  return readMemberSheet(await readObject(storage, file.objectKey), file.extName, headers);
}

async function writeMembers(run: TaskRun, params: ImportParams, org: OrgRow, checked: CheckedRows) {
  const { db, storage, clock } = run.deps;
  const actor = { actorOid: run.task.creatorOid, requestId: params.requestId };
  let reportOid: string | null = null;
  try {
    return await db.transaction(async (tx) => {
      const imported: ImportedRow[] = [];
      for (const row of checked.accepted) {
        const { outcome } = await addOrgMember(tx, actor, {
          orgOid: org.oid,
          fullName: row.fullName,
          phoneNumber: row.phoneNumber,
          roles: params.roles,
          remark: row.remark || null,
        });
        imported.push({ row, outcome });
      }
      const fileName = formatMessage(USER_IMPORT_TEXTS.report.fileName, { name: org.name });
      const report = await storeGeneratedFile(
        { db: tx, storage, clock },
        {
          bookOid: null,
          orgOid: org.oid,
          ownerOid: run.task.creatorOid,
          name: fileName,
          type: "DOCUMENT",
          contentType: XLSX,
          body: await writeImportReport(imported, checked.refused),
        },
      );
      reportOid = report.oid;
      const [owned] = await tx
        .select({ oid: userTasks.oid })
        .from(userTasks)
        .where(ownedBy(run.task.oid, run.task.attempts))
        .for("update");
      if (!owned) throw new TaskAborted();
      return { imported, report: { attachmentOid: report.oid, fileName } };
    });
  } catch (error) {
    // The row went with the rollback; the stored bytes did not.
    if (reportOid) await deleteGeneratedFile(run.deps, reportOid);
    throw error;
  }
}

function countOutcomes(imported: readonly ImportedRow[]) {
  const counts = { created: 0, added: 0, alreadyMember: 0 };
  for (const { outcome } of imported) counts[outcome] += 1;
  return counts;
}

export const importOrgMembersHandler: TaskHandler<ImportParams> = {
  type: "IMPORT",
  params: importParams,
  async perform(run, params) {
    const org = await findOrg(run.deps.db, params.orgOid);
    if (!org) throw new TaskFailure(TEXTS.orgGone);
    let rows: SheetRow[] = [];
    await run.step(TEXTS.readStep, async () => {
      const reading = await readImportFile(run.deps, params.attachmentOid);
      if (reading.problem !== undefined) throw new TaskFailure(reading.problem);
      rows = reading.rows;
      return formatMessage(TEXTS.readDone, { n: rows.length });
    });
    await run.progress(10);
    const checked = checkMemberRows(rows);
    await run.step(TEXTS.checkStep, async () =>
      formatMessage(TEXTS.checkDone, { ok: checked.accepted.length, bad: checked.refused.length }),
    );
    await run.progress(20);
    let report = { attachmentOid: "", fileName: "" };
    await run.step(TEXTS.writeStep, async () => {
      const written = await writeMembers(run, params, org, checked);
      report = written.report;
      return formatMessage(TEXTS.writeDone, {
        ...countOutcomes(written.imported),
        bad: checked.refused.length,
      });
    });
    await run.recordOutput(report);
    return report;
  },
  // No discard: the report commits with the members it describes, never apart from them.
};
