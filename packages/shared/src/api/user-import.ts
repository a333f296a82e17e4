// The organisation users' spreadsheet calls (shell §3, §7 Users): import from an uploaded .xlsx or
// .csv and export to .xlsx, both background tasks in the task center. The resource is "users", like
// user-admin.ts; kept apart so the list page's calls and these grow without touching each other.
import { z } from "zod";
import { zOid } from "../validation/zod.ts";
import { defineCalls } from "./contract.ts";
import { userTaskSchema } from "./tasks.ts";
import { orgUsersQuerySchema } from "./user-admin.ts";
import { updateOrgRolesBodySchema } from "./users.ts";

const MB = 1024 * 1024;

/** What one import accepts (docs/architecture/administration.md, User import and export). */
export const USER_IMPORT_LIMITS = {
  maxBytes: 5 * MB,
  maxRows: 5000,
  extensions: ["xlsx", "csv"],
} as const;

/** `{id}` is the organisation, `{x}` the uploaded spreadsheet's attachment oid. */
export const importOrgUsersParamsSchema = z.object({ id: zOid, x: zOid });

export const importOrgUsersBodySchema = z.object({
  /** The roles every imported member gets; ORG_MEMBER unless the dialog chooses others. */
  roles: updateOrgRolesBodySchema.shape.roles.default(["ORG_MEMBER"]),
});
export type ImportOrgUsersBody = z.input<typeof importOrgUsersBodySchema>;

/** The list's filters (GET /users/org-users without its paging): the export writes what the list shows. */
export const exportOrgUsersBodySchema = orgUsersQuerySchema.omit({ page: true, pageSize: true });
export type ExportOrgUsersBody = z.input<typeof exportOrgUsersBodySchema>;

export const userImportCalls = defineCalls("users", {
  importOrgUsers: {
    method: "POST",
    path: "/users/:id/org-users/import/:x",
    summary:
      "Import members into organisation {id} from the uploaded spreadsheet {x} (an IMPORT task; all rows or none)",
    params: importOrgUsersParamsSchema,
    body: importOrgUsersBodySchema,
    data: userTaskSchema,
  },
  importTemplate: {
    method: "GET",
    path: "/users/org-users/import-template",
    summary:
      "The import spreadsheet's template (.xlsx: the header row and how to fill it in; no login needed)",
    data: z.never(),
    bytes: true,
  },
  exportOrgUsers: {
    method: "POST",
    path: "/users/org-users/export",
    summary: "Export an organisation's members, filtered as the list, to .xlsx (an EXPORT task)",
    body: exportOrgUsersBodySchema,
    data: userTaskSchema,
    slashTwin: true,
  },
});
