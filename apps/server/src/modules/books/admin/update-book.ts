// PUT /books/:id: the book's own fields and, when another user is named, its chief editor.
import type { AdminBook, UpdateBookBody } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { books } from "../../../db/schema/index.ts";
import type { Deps } from "../../../deps.ts";
import type { AuthContext } from "../../../http/auth.ts";
import { type AuditActor, recordAudit } from "../../audit/record-audit.ts";
import { administerBook } from "./administer-book.ts";
import { appointChiefEditor, chiefEditorsOf, requireActiveMember } from "./chief-editor.ts";
import { presentAdminBook } from "./present-admin-books.ts";

export function updateBook(
  deps: Pick<Deps, "db" | "links" | "clock">,
  auth: AuthContext,
  audit: AuditActor,
  bookOid: string,
  body: UpdateBookBody,
): Promise<AdminBook> {
  return administerBook(deps, auth, bookOid, { needsWritable: true }, async ({ tx, book, now }) => {
    const chiefsBefore = await chiefEditorsOf(tx, bookOid);
    const newChief = body.chiefEditorOid && !chiefsBefore.includes(body.chiefEditorOid);
    if (body.chiefEditorOid && newChief) {
      await requireActiveMember(tx, book.orgOid, body.chiefEditorOid);
      await appointChiefEditor(tx, bookOid, body.chiefEditorOid, now);
    }
    const fields = {
      name: body.name,
      subject: body.subject,
      textbookType: body.textbookType,
      description: body.description || null,
    };
    const [updated] = await tx.update(books).set(fields).where(eq(books.oid, bookOid)).returning();
    if (!updated) throw new Error("the updated book was not returned");
    await recordAudit(tx, audit, {
      action: "book.update",
      targetType: "book",
      targetOid: bookOid,
      targetLabel: updated.name,
      orgOid: book.orgOid,
      before: {
        name: book.name,
        subject: book.subject,
        textbookType: book.textbookType,
        description: book.description,
        chiefEditorOids: chiefsBefore,
      },
      after: { ...fields, chiefEditorOids: newChief ? [body.chiefEditorOid] : chiefsBefore },
    });
    return presentAdminBook(tx, deps.links, auth, updated, now);
  });
}
