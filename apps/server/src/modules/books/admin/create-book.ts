// POST /books: a new book in an organisation, with its chief editor, in one audited transaction.
import { type AdminBook, BOOKS_ADMIN_TEXTS, type CreateBookBody } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { books, orgs } from "../../../db/schema/index.ts";
import type { Deps } from "../../../deps.ts";
import type { AuthContext } from "../../../http/auth.ts";
import { errors } from "../../../http/errors.ts";
import { type AuditActor, recordAudit } from "../../audit/record-audit.ts";
import { requireAdministers } from "./admin-policy.ts";
import { appointChiefEditor, requireActiveMember } from "./chief-editor.ts";
import { presentAdminBook } from "./present-admin-books.ts";

export function createBook(
  { db, links, clock }: Pick<Deps, "db" | "links" | "clock">,
  auth: AuthContext,
  audit: AuditActor,
  body: CreateBookBody,
): Promise<AdminBook> {
  requireAdministers(auth, body.orgOid);
  return db.transaction(async (tx) => {
    const [org] = await tx
      .select({ oid: orgs.oid, state: orgs.state })
      .from(orgs)
      .where(eq(orgs.oid, body.orgOid))
      .limit(1);
    if (!org) throw errors.notFound();
    if (org.state !== "ACTIVE") throw errors.validation({ orgOid: BOOKS_ADMIN_TEXTS.orgInactive });
    await requireActiveMember(tx, body.orgOid, body.chiefEditorOid);
    const now = clock.now();
    const [book] = await tx
      .insert(books)
      .values({
        name: body.name,
        subject: body.subject,
        textbookType: body.textbookType,
        description: body.description || null,
        orgOid: body.orgOid,
        state: "UN_RELEASED",
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!book) throw new Error("the new book was not returned");
    await appointChiefEditor(tx, book.oid, body.chiefEditorOid, now);
    await recordAudit(tx, audit, {
      action: "book.create",
      targetType: "book",
      targetOid: book.oid,
      targetLabel: book.name,
      orgOid: book.orgOid,
      after: {
        name: book.name,
        subject: book.subject,
        textbookType: book.textbookType,
        description: book.description,
        chiefEditorOid: body.chiefEditorOid,
      },
    });
    return presentAdminBook(tx, links, auth, book, now);
  });
}
