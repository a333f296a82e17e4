// The book's look as a rendered book carries it: bookStyleCss of its style items (the content §9
// defaults where it sets none), the book's text rules the editor draws by (book-text.css), then the
// reading rules static HTML needs.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { bookStyleCss } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookStyles } from "../../db/schema/index.ts";
import { BOOK_READING_CSS } from "./reading-css.ts";

let bookTextCss: Promise<string> | null = null;

/** The book's text rules, shared with the editor (@textbook/shared's book-text.css). */
export function readBookTextCss(): Promise<string> {
  bookTextCss ??= readFile(
    createRequire(import.meta.url).resolve("@textbook/shared/styles/book-text.css"),
    "utf8",
  );
  return bookTextCss;
}

export async function readBookLookCss(db: Db, bookOid: string): Promise<string> {
  const [look] = await db
    .select({ items: bookStyles.items })
    .from(bookStyles)
    .where(eq(bookStyles.bookOid, bookOid))
    .limit(1);
  return bookStyleCss(look?.items ?? []) + (await readBookTextCss()) + BOOK_READING_CSS;
}
