// Custom libraries (shell §7): a block's style saved under a name, so the book's authors give other
// blocks of that type the same look. Per book (at most CUSTOM_LIBRARIES_MAX), ordered (dense
// positions, so the next position is the count), changed in the book's change transaction.
import { CUSTOM_LIBRARIES_MAX, type CustomLibrary } from "@textbook/shared";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { customLibraries } from "../../../db/schema/index.ts";
import type { Deps } from "../../../deps.ts";
import type { AuthContext } from "../../../http/auth.ts";
import { errors } from "../../../http/errors.ts";
import { authorizeBook } from "../../books/authorize-book.ts";
import { changeBook } from "../../books/change-book.ts";
import { compactPositions, nextPosition } from "../../books/positions.ts";
import { CUSTOM_LIBRARY_LIST, sortList } from "../ordered-lists.ts";
import { libraryAttributes } from "./library-attributes.ts";

type ChangeDeps = Pick<Deps, "db" | "clock">;
type LibraryPath = { bookOid: string; libraryOid: string };

function present(row: typeof customLibraries.$inferSelect): CustomLibrary {
  return {
    oid: row.oid,
    name: row.name,
    nodeType: row.nodeType,
    attrs: row.attrs,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
  };
}

async function librariesOf(db: Db, bookOid: string): Promise<CustomLibrary[]> {
  const rows = await db
    .select()
    .from(customLibraries)
    .where(eq(customLibraries.bookOid, bookOid))
    .orderBy(asc(customLibraries.position), asc(customLibraries.oid));
  return rows.map(present);
}

const ofBook = (path: LibraryPath) =>
  and(eq(customLibraries.oid, path.libraryOid), eq(customLibraries.bookOid, path.bookOid));

export async function listCustomLibraries(
  { db }: Pick<Deps, "db">,
  auth: AuthContext,
  bookOid: string,
): Promise<CustomLibrary[]> {
  await authorizeBook(db, auth, bookOid, "view");
  return librariesOf(db, bookOid);
}

export function createCustomLibrary(
  deps: ChangeDeps,
  auth: AuthContext,
  bookOid: string,
  body: { name: string; nodeType: string; attrs: Record<string, unknown> },
): Promise<CustomLibrary> {
  const attrs = libraryAttributes(body.nodeType, body.attrs);
  return changeBook(deps, auth, bookOid, "editStyles", async ({ tx, now }) => {
    const position = await nextPosition(tx, CUSTOM_LIBRARY_LIST, bookOid);
    if (position >= CUSTOM_LIBRARIES_MAX) throw errors.customLibraryLimit(CUSTOM_LIBRARIES_MAX);
    const [created] = await tx
      .insert(customLibraries)
      .values({
        bookOid,
        name: body.name,
        nodeType: body.nodeType,
        attrs,
        position,
        creatorOid: auth.user.oid,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error("custom library insert failed");
    return present(created);
  });
}

export function renameCustomLibrary(
  deps: ChangeDeps,
  auth: AuthContext,
  path: LibraryPath,
  name: string,
): Promise<CustomLibrary> {
  return changeBook(deps, auth, path.bookOid, "editStyles", async ({ tx, now }) => {
    const [renamed] = await tx
      .update(customLibraries)
      .set({ name, updatedAt: now })
      .where(ofBook(path))
      .returning();
    if (!renamed) throw errors.notFound();
    return present(renamed);
  });
}

export function deleteCustomLibrary(deps: ChangeDeps, auth: AuthContext, path: LibraryPath): Promise<null> {
  return changeBook(deps, auth, path.bookOid, "editStyles", async ({ tx }) => {
    const deleted = await tx
      .delete(customLibraries)
      .where(ofBook(path))
      .returning({ oid: customLibraries.oid });
    if (deleted.length === 0) throw errors.notFound();
    await compactPositions(tx, CUSTOM_LIBRARY_LIST, path.bookOid);
    return null;
  });
}

export function sortCustomLibraries(
  deps: ChangeDeps,
  auth: AuthContext,
  bookOid: string,
  oids: readonly string[],
): Promise<CustomLibrary[]> {
  return changeBook(deps, auth, bookOid, "editStyles", async ({ tx }) => {
    await sortList(tx, CUSTOM_LIBRARY_LIST, bookOid, oids);
    return librariesOf(tx, bookOid);
  });
}
