// Style libraries (shell §7): whole looks an organisation keeps so any of its books can take one.
// Every call names a book; the libraries are its organisation's, so a book of another organisation
// neither sees nor touches them. Changes run under the organisation row's lock, which orders the
// limit check and the positions of concurrent calls.
import {
  STYLE_LIBRARIES_MAX,
  type StyleItem,
  type StyleItemInput,
  type StyleLibrary,
} from "@textbook/shared";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { orgs, styleLibraries, users } from "../../../db/schema/index.ts";
import type { Deps } from "../../../deps.ts";
import type { AuthContext } from "../../../http/auth.ts";
import { errors } from "../../../http/errors.ts";
import { type AuthorizedBook, authorizeBook } from "../../books/authorize-book.ts";
import { compactPositions, nextPosition } from "../../books/positions.ts";
import { readBookStyles } from "../book-styles.ts";
import { checkStyleItems, type StyleLog } from "../check-style-items.ts";
import { STYLE_LIBRARY_LIST, sortList } from "../ordered-lists.ts";

type LibraryDeps = Pick<Deps, "db" | "clock">;

function selectLibraries(db: Db) {
  return db
    .select({ library: styleLibraries, creatorName: users.fullName })
    .from(styleLibraries)
    .leftJoin(users, eq(users.oid, styleLibraries.creatorOid));
}

type LibraryRow = Awaited<ReturnType<ReturnType<typeof selectLibraries>["where"]>>[number];

function present({ library, creatorName }: LibraryRow): StyleLibrary {
  return {
    oid: library.oid,
    name: library.name,
    items: library.items,
    position: library.position,
    creator: { oid: library.creatorOid ?? "", fullName: creatorName ?? "" },
    createdAt: library.createdAt.toISOString(),
    updatedAt: library.updatedAt.toISOString(),
  };
}

async function listOf(db: Db, orgOid: string): Promise<StyleLibrary[]> {
  const rows = await selectLibraries(db)
    .where(eq(styleLibraries.orgOid, orgOid))
    .orderBy(asc(styleLibraries.position), asc(styleLibraries.oid));
  return rows.map(present);
}

async function readOne(db: Db, orgOid: string, libraryOid: string): Promise<StyleLibrary> {
  const [row] = await selectLibraries(db).where(
    and(eq(styleLibraries.oid, libraryOid), eq(styleLibraries.orgOid, orgOid)),
  );
  if (!row) throw errors.notFound();
  return present(row);
}

/** A change to the book's organisation's libraries, in one transaction under its row's lock. */
function changeLibraries<T>(
  { db }: LibraryDeps,
  auth: AuthContext,
  bookOid: string,
  change: (tx: Db, authorized: AuthorizedBook) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const authorized = await authorizeBook(tx, auth, bookOid, "editStyles");
    await tx.select({ oid: orgs.oid }).from(orgs).where(eq(orgs.oid, authorized.book.orgOid)).for("update");
    return change(tx, authorized);
  });
}

export async function listStyleLibraries(
  { db }: Pick<Deps, "db">,
  auth: AuthContext,
  bookOid: string,
): Promise<StyleLibrary[]> {
  const { book } = await authorizeBook(db, auth, bookOid, "view");
  return listOf(db, book.orgOid);
}

/** Without items, the library takes the book's current look. */
export function createStyleLibrary(
  deps: LibraryDeps,
  auth: AuthContext,
  bookOid: string,
  body: { name: string; items?: StyleItemInput[] | undefined },
  log: StyleLog,
): Promise<StyleLibrary> {
  return changeLibraries(deps, auth, bookOid, async (tx, { book }) => {
    const items: StyleItem[] = body.items
      ? await checkStyleItems(tx, book.oid, body.items, log)
      : (await readBookStyles(tx, book.oid)).items;
    const existing = await listOf(tx, book.orgOid);
    if (existing.length >= STYLE_LIBRARIES_MAX) throw errors.styleLibraryLimit(STYLE_LIBRARIES_MAX);
    const now = deps.clock.now();
    const [created] = await tx
      .insert(styleLibraries)
      .values({
        orgOid: book.orgOid,
        name: body.name,
        items,
        position: await nextPosition(tx, STYLE_LIBRARY_LIST, book.orgOid),
        creatorOid: auth.user.oid,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ oid: styleLibraries.oid });
    if (!created) throw new Error("style library insert failed");
    return readOne(tx, book.orgOid, created.oid);
  });
}

/** A new name and/or a new look; the items are checked all or nothing, as a book's are. */
export function updateStyleLibrary(
  deps: LibraryDeps,
  auth: AuthContext,
  path: { bookOid: string; libraryOid: string },
  body: { name?: string | undefined; items?: StyleItemInput[] | undefined },
  log: StyleLog,
): Promise<StyleLibrary> {
  return changeLibraries(deps, auth, path.bookOid, async (tx, { book }) => {
    await readOne(tx, book.orgOid, path.libraryOid);
    const items = body.items ? await checkStyleItems(tx, book.oid, body.items, log) : undefined;
    await tx
      .update(styleLibraries)
      .set({
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(items === undefined ? {} : { items }),
        updatedAt: deps.clock.now(),
      })
      .where(eq(styleLibraries.oid, path.libraryOid));
    return readOne(tx, book.orgOid, path.libraryOid);
  });
}

export function deleteStyleLibrary(
  deps: LibraryDeps,
  auth: AuthContext,
  path: { bookOid: string; libraryOid: string },
): Promise<null> {
  return changeLibraries(deps, auth, path.bookOid, async (tx, { book }) => {
    const deleted = await tx
      .delete(styleLibraries)
      .where(and(eq(styleLibraries.oid, path.libraryOid), eq(styleLibraries.orgOid, book.orgOid)))
      .returning({ oid: styleLibraries.oid });
    if (deleted.length === 0) throw errors.notFound();
    await compactPositions(tx, STYLE_LIBRARY_LIST, book.orgOid);
    return null;
  });
}

export function sortStyleLibraries(
  deps: LibraryDeps,
  auth: AuthContext,
  bookOid: string,
  oids: readonly string[],
): Promise<StyleLibrary[]> {
  return changeLibraries(deps, auth, bookOid, async (tx, { book }) => {
    await sortList(tx, STYLE_LIBRARY_LIST, book.orgOid, oids);
    return listOf(tx, book.orgOid);
  });
}
