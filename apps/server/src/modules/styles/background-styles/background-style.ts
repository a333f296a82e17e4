// A content file's own page background (shell §7 background style): POST sets it, GET answers it
// or null while the file follows the book's. Each background type needs its value; an image must
// be an uploaded image of the book (issue 6: "an image that is not an image" is refused).
import { type BackgroundStyle, type FilePath, STYLE_CALL_TEXTS } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { fileBackgrounds } from "../../../db/schema/index.ts";
import type { Deps } from "../../../deps.ts";
import type { AuthContext } from "../../../http/auth.ts";
import { errors } from "../../../http/errors.ts";
import { authorizeBook } from "../../books/authorize-book.ts";
import { changeBook } from "../../books/change-book.ts";
import { requireOpen } from "../../chapters/locate-chapter.ts";
import { locateFile } from "../../files/locate-file.ts";
import { notBookImages } from "../book-images.ts";

/** What each background type cannot do without, and the message when it is missing. */
const NEEDS: Record<BackgroundStyle["backgroundType"], ((style: BackgroundStyle) => string | null) | null> = {
  "no-color": null,
  "pure-color": (style) => (style.backgroundColor ? null : STYLE_CALL_TEXTS.backgroundColor),
  shading: (style) => (style.backgroundShading ? null : STYLE_CALL_TEXTS.backgroundShading),
  image: (style) => (style.backgroundImage || style.attachmentOid ? null : STYLE_CALL_TEXTS.backgroundImage),
};

export async function getBackgroundStyle(
  { db }: Pick<Deps, "db">,
  auth: AuthContext,
  path: FilePath,
): Promise<BackgroundStyle | null> {
  await authorizeBook(db, auth, path.bookOid, "view");
  await locateFile(db, path);
  const [row] = await db
    .select({ style: fileBackgrounds.style })
    .from(fileBackgrounds)
    .where(eq(fileBackgrounds.fileOid, path.fileOid));
  return row?.style ?? null;
}

export function setBackgroundStyle(
  deps: Pick<Deps, "db" | "clock">,
  auth: AuthContext,
  path: FilePath,
  style: BackgroundStyle,
): Promise<BackgroundStyle> {
  return changeBook(deps, auth, path.bookOid, "editStyles", async ({ tx, now }) => {
    requireOpen((await locateFile(tx, path)).chapter);
    const missing = NEEDS[style.backgroundType]?.(style);
    if (missing) throw errors.validation({ backgroundType: missing });
    if (style.attachmentOid && (await notBookImages(tx, path.bookOid, [style.attachmentOid])).size > 0) {
      throw errors.validation({ attachmentOid: STYLE_CALL_TEXTS.notImage });
    }
    await tx
      .insert(fileBackgrounds)
      .values({ fileOid: path.fileOid, bookOid: path.bookOid, style, updatedAt: now })
      .onConflictDoUpdate({ target: fileBackgrounds.fileOid, set: { style, updatedAt: now } });
    return style;
  });
}
