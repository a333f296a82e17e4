// A stored document as the editor receives it.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contentFiles } from "../../db/schema/index.ts";
import { EditRefusal } from "./edit-refusal.ts";
import type { DocumentJson } from "./write-content.ts";

export interface LoadedContent {
  content: DocumentJson;
  version: number;
}

/**
 * INTEGRATION POINT (content §4): old-version nodes are to be upgraded here with packages/schema's
 * `upgradeDocument` once it is exported. The upgrade happens on load only; the stored document
 * changes with the editor's next save, so nothing is rewritten behind the author's back.
 */
export function upgradeOnLoad(content: DocumentJson): DocumentJson {
  return content;
}

export async function loadContent(db: Db, fileOid: string): Promise<LoadedContent> {
  const [row] = await db
    .select({ content: contentFiles.content, version: contentFiles.version })
    .from(contentFiles)
    .where(eq(contentFiles.oid, fileOid));
  if (!row) throw new EditRefusal("error.book.file.invalid");
  return { content: upgradeOnLoad(row.content as DocumentJson), version: row.version };
}
