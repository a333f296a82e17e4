// Custom colours (shell §7): the colours a book's authors keep beside the picker. Adding one the
// book already has answers the one it has; a book keeps at most CUSTOM_COLORS_MAX. Changes run in
// the book's change transaction, whose row lock orders two adds of the same colour.
import { CUSTOM_COLORS_MAX, type CustomColor } from "@textbook/shared";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { customColors } from "../../../db/schema/index.ts";
import type { Deps } from "../../../deps.ts";
import type { AuthContext } from "../../../http/auth.ts";
import { errors } from "../../../http/errors.ts";
import { authorizeBook } from "../../books/authorize-book.ts";
import { changeBook } from "../../books/change-book.ts";

function present(row: typeof customColors.$inferSelect): CustomColor {
  return { oid: row.oid, color: row.color, createdAt: row.createdAt.toISOString() };
}

/** One spelling per colour: hex in capitals (#00838f and #00838F are one colour), spaces dropped. */
export function colorKey(color: string): string {
  const compact = color.trim().replace(/\s+/g, "");
  return compact.startsWith("#") ? compact.toUpperCase() : compact.toLowerCase();
}

async function colorsOf(db: Db, bookOid: string) {
  return db
    .select()
    .from(customColors)
    .where(eq(customColors.bookOid, bookOid))
    .orderBy(asc(customColors.createdAt), asc(customColors.oid));
}

export async function listCustomColors(
  { db }: Pick<Deps, "db">,
  auth: AuthContext,
  bookOid: string,
): Promise<CustomColor[]> {
  await authorizeBook(db, auth, bookOid, "view");
  return (await colorsOf(db, bookOid)).map(present);
}

export function addCustomColor(
  deps: Pick<Deps, "db" | "clock">,
  auth: AuthContext,
  bookOid: string,
  color: string,
): Promise<CustomColor> {
  return changeBook(deps, auth, bookOid, "editStyles", async ({ tx, now }) => {
    const key = colorKey(color);
    const existing = await colorsOf(tx, bookOid);
    const same = existing.find((row) => row.color === key);
    if (same) return present(same);
    if (existing.length >= CUSTOM_COLORS_MAX) throw errors.customColorLimit(CUSTOM_COLORS_MAX);
    const [created] = await tx
      .insert(customColors)
      .values({ bookOid, color: key, createdAt: now })
      .returning();
    if (!created) throw new Error("custom colour insert failed");
    return present(created);
  });
}

export function deleteCustomColor(
  deps: Pick<Deps, "db" | "clock">,
  auth: AuthContext,
  path: { bookOid: string; colorOid: string },
): Promise<null> {
  return changeBook(deps, auth, path.bookOid, "editStyles", async ({ tx }) => {
    const deleted = await tx
      .delete(customColors)
      .where(and(eq(customColors.oid, path.colorOid), eq(customColors.bookOid, path.bookOid)))
      .returning({ oid: customColors.oid });
    if (deleted.length === 0) throw errors.notFound();
    return null;
  });
}
