import type { BookMember } from "@textbook/shared";
import type { Db } from "../../../db/client.ts";
import type { AuthContext } from "../../../http/auth.ts";
import { authorizeBook } from "../authorize-book.ts";
import { readMembers } from "./read-members.ts";

export async function listEditors(
  db: Db,
  auth: AuthContext,
  bookOid: string,
): Promise<{ items: BookMember[]; total: number }> {
  await authorizeBook(db, auth, bookOid, "view");
  return readMembers(db, bookOid);
}
