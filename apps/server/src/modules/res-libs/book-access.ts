// A book's side of the library: whether the caller may use it in the book (shell §6, one rule in
// packages/shared), and which libraries the book draws from: the platform's and its organisation's.
import { subjectResourcesUsable } from "@textbook/shared";
import { eq, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orgs, resLibResources } from "../../db/schema/index.ts";
import type { AuthContext } from "../../http/auth.ts";
import type { BookRow } from "../books/authorize-book.ts";

export async function usableInBook(db: Db, auth: AuthContext, book: BookRow): Promise<boolean> {
  const [org] = await db.select({ type: orgs.type }).from(orgs).where(eq(orgs.oid, book.orgOid)).limit(1);
  if (!org) return false;
  return subjectResourcesUsable({
    bookOrgType: org.type,
    bookUseEnabled: book.useSubjectResourceEnabled,
    bookEditorUseEnabled: book.editorUseSubjectResourceEnabled,
    userEnabled: auth.currentOrg?.useSubjectResourceEnabled ?? false,
  });
}

export function librariesOfBook(book: BookRow) {
  return or(isNull(resLibResources.orgOid), eq(resLibResources.orgOid, book.orgOid));
}
