// EXPORT of an organisation's members: the list's rows under the list's filters (read page by page
// through listOrgUsers, so the file holds what the page shows) written to one .xlsx, which becomes
// the task's output for its creator to download from the task center, as a book export does.
import {
  formatMessage,
  ORG_ROLE_LABELS,
  ORG_ROLES,
  type OrgUser,
  USER_IMPORT_TEXTS,
  USER_STATE_LABELS,
  USER_STATES,
  USERS_TEXTS,
} from "@textbook/shared";
import { z } from "zod";
import { TaskFailure, type TaskHandler } from "../../../jobs/task-handler.ts";
import { deleteGeneratedFile, storeGeneratedFile } from "../../attachments/store-generated.ts";
import { listOrgUsers } from "../org-members/list-org-users.ts";
import { findOrg } from "../repository.ts";
import { type SheetColumn, writeSheet } from "./write-sheet.ts";

const TEXTS = USER_IMPORT_TEXTS.task;
const COLUMN = USERS_TEXTS.columns;
const PAGE_SIZE = 1000;

export const exportParams = z.object({
  /** Tells this EXPORT from a book's (jobs/task-kinds.ts). */
  kind: z.literal("ORG_USERS"),
  orgOid: z.string(),
  keyword: z.string().optional(),
  role: z.enum(ORG_ROLES).optional(),
  state: z.enum(USER_STATES).optional(),
});
export type ExportParams = z.infer<typeof exportParams>;

const CHINA_MINUTE = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Asia/Shanghai",
  dateStyle: "short",
  timeStyle: "short",
});

const COLUMNS: readonly SheetColumn<OrgUser>[] = [
  { header: COLUMN.fullName, width: 16, value: (user) => user.fullName },
  { header: COLUMN.phoneNumber, width: 16, value: (user) => user.phoneNumber },
  {
    header: COLUMN.roles,
    width: 30,
    value: (user) => user.roles.map((role) => ORG_ROLE_LABELS[role]).join("、"),
  },
  { header: COLUMN.state, width: 10, value: (user) => USER_STATE_LABELS[user.state] },
  { header: COLUMN.remark, width: 30, value: (user) => user.remark ?? "" },
  { header: COLUMN.createdAt, width: 18, value: (user) => CHINA_MINUTE.format(new Date(user.createdAt)) },
];

export const exportOrgMembersHandler: TaskHandler<ExportParams> = {
  type: "EXPORT",
  params: exportParams,
  async perform(run, { orgOid, keyword, role, state }) {
    const org = await findOrg(run.deps.db, orgOid);
    if (!org) throw new TaskFailure(TEXTS.orgGone);
    const members: OrgUser[] = [];
    await run.step(TEXTS.exportStep, async () => {
      for (let page = 1; ; page++) {
        const found = await listOrgUsers(run.deps.db, orgOid, {
          page,
          pageSize: PAGE_SIZE,
          keyword,
          role,
          state,
        });
        members.push(...found.items);
        await run.progress(found.total > 0 ? (members.length / found.total) * 90 : 90);
        if (found.items.length < PAGE_SIZE) break;
      }
      return formatMessage(TEXTS.exportDone, { n: members.length });
    });
    const fileName = formatMessage(USER_IMPORT_TEXTS.exportFileName, { org: org.name });
    const file = await storeGeneratedFile(run.deps, {
      bookOid: null,
      orgOid,
      ownerOid: run.task.creatorOid,
      name: fileName,
      type: "DOCUMENT",
      contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      body: await writeSheet(USER_IMPORT_TEXTS.exportSheet, COLUMNS, members),
    });
    const output = { attachmentOid: file.oid, fileName };
    await run.recordOutput(output);
    return output;
  },
  async discard(deps, output) {
    if (output.attachmentOid) await deleteGeneratedFile(deps, output.attachmentOid);
  },
};
