// The organisation users' spreadsheet calls: the import (after the file's upload), the export and
// the template's address. Both calls answer the task they started; the task center follows it.
import {
  callPath,
  userImportCalls as calls,
  type ExportOrgUsersBody,
  type OrgRole,
  type UserTask,
} from "@textbook/shared";
import { call } from "./call.ts";

/** Field problems (the file's) come back to the dialog rather than to the error panel. */
const send = { bypassError: true } as const;

export function importOrgUsers(orgOid: string, attachmentOid: string, roles: OrgRole[]): Promise<UserTask> {
  return call(calls.importOrgUsers, { params: { id: orgOid, x: attachmentOid }, body: { roles }, ...send });
}

export function exportOrgUsers(body: ExportOrgUsersBody): Promise<UserTask> {
  return call(calls.exportOrgUsers, { body });
}

/** A plain link: the template needs no login. */
export const IMPORT_TEMPLATE_URL = `/api${callPath(calls.importTemplate.path, {})}`;
