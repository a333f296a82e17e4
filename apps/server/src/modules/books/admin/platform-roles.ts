// PUT /books/:id/platform-roles: a system administrator names the book's platform serve editor,
// content designer and technical editor (shell §3, §6); each must hold the matching system role.
import {
  type AdminBook,
  formatMessage,
  PLATFORM_ROLE_FIELDS,
  PLATFORM_ROLE_SYS_ROLES,
  type PlatformRolesBody,
  BOOKS_ADMIN_TEXTS as T,
} from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import { books, users } from "../../../db/schema/index.ts";
import type { Deps } from "../../../deps.ts";
import type { AuthContext } from "../../../http/auth.ts";
import { errors } from "../../../http/errors.ts";
import { type AuditActor, recordAudit } from "../../audit/record-audit.ts";
import { isSysAdmin } from "./admin-policy.ts";
import { administerBook } from "./administer-book.ts";
import { holdsSysRole } from "./candidates.ts";
import { presentAdminBook } from "./present-admin-books.ts";

export function setPlatformRoles(
  deps: Pick<Deps, "db" | "links" | "clock">,
  auth: AuthContext,
  audit: AuditActor,
  bookOid: string,
  body: PlatformRolesBody,
): Promise<AdminBook> {
  const check = (caller: AuthContext) => {
    if (!isSysAdmin(caller)) throw errors.privilegeRequired();
  };
  return administerBook(deps, auth, bookOid, { check, needsWritable: true }, async ({ tx, book, now }) => {
    const fieldErrors: Record<string, string> = {};
    for (const field of PLATFORM_ROLE_FIELDS) {
      const userOid = body[field];
      if (userOid === null) continue;
      const [holder] = await tx
        .select({ oid: users.oid })
        .from(users)
        .where(
          and(
            eq(users.oid, userOid),
            eq(users.state, "ACTIVE"),
            holdsSysRole(PLATFORM_ROLE_SYS_ROLES[field]),
          ),
        )
        .limit(1);
      if (!holder) {
        fieldErrors[field] = formatMessage(T.platformRoleHolderInvalid, {
          role: T.platformRoleLabels[field],
        });
      }
    }
    if (Object.keys(fieldErrors).length > 0) throw errors.validation(fieldErrors);
    const [updated] = await tx.update(books).set(body).where(eq(books.oid, bookOid)).returning();
    if (!updated) throw new Error("the updated book was not returned");
    await recordAudit(tx, audit, {
      action: "book.platformRoles",
      targetType: "book",
      targetOid: bookOid,
      targetLabel: book.name,
      orgOid: book.orgOid,
      before: Object.fromEntries(PLATFORM_ROLE_FIELDS.map((field) => [field, book[field]])),
      after: { ...body },
    });
    return presentAdminBook(tx, deps.links, auth, updated, now);
  });
}
