// A stored document as the editor receives it.
import { upgradeDocument } from "@textbook/schema";
import type { DocumentJson } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contentFiles } from "../../db/schema/index.ts";
import { EditRefusal } from "./edit-refusal.ts";

export interface LoadedContent {
  content: DocumentJson;
  version: number;
}

/**
 * Old-version nodes are upgraded on load (content §4). The stored document changes with the next
 * save, so nothing is rewritten behind the author's back, and the upgrade is never an undo step.
 */
export function upgradeOnLoad(content: DocumentJson): DocumentJson {
  return upgradeDocument(content).doc as DocumentJson;
}

export async function loadContent(db: Db, fileOid: string): Promise<LoadedContent> {
  const [row] = await db
    .select({ content: contentFiles.content, version: contentFiles.version })
    .from(contentFiles)
    .where(eq(contentFiles.oid, fileOid));
  if (!row) throw new EditRefusal("error.book.file.invalid");
  return { content: upgradeOnLoad(row.content as DocumentJson), version: row.version };
}
