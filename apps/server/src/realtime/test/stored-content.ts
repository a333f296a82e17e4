// What a test reads back after a save or a refusal: the file's stored document and version.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contentFiles } from "../../db/schema/index.ts";

export async function storedContent(db: Db, fileOid: string) {
  const [row] = await db
    .select({ content: contentFiles.content, version: contentFiles.version })
    .from(contentFiles)
    .where(eq(contentFiles.oid, fileOid));
  return row;
}
