// Where an export reads the book from: its current content (the live tree and each file's stored
// document and activities) or a READY edition (the tree of its manifest and each file's frozen
// JSON and activities). The four writers take a source and never know which one it is.
import {
  EDITION_PATHS,
  type EditionActivity,
  type EditionManifest,
  editionActivitySchema,
  editionManifestSchema,
  TASK_MESSAGES,
} from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contentFiles } from "../../db/schema/index.ts";
import { TaskFailure } from "../../jobs/task-handler.ts";
import type { StorageDriver } from "../../storage/driver.ts";
import { bufferOf } from "../attachments/read-object.ts";
import { activitiesOf } from "../publishing/editions/edition-file.ts";
import { readEditionObject } from "../publishing/editions/edition-objects.ts";
import { type ExportChapter, type ExportFile, exportPaths, readExportTree } from "./export-tree.ts";

export interface SourceFile {
  /** The stored document, its attachments referred to by oid as the live content does. */
  content: unknown;
  activities: EditionActivity[];
}

export interface ExportSource {
  tree: ExportChapter[];
  /** The file's document and activities; null when it is gone (it is left out). */
  readFile(file: ExportFile): Promise<SourceFile | null>;
}

export async function liveSource(db: Db, bookOid: string): Promise<ExportSource> {
  return {
    tree: await readExportTree(db, bookOid),
    async readFile(file) {
      const [row] = await db
        .select({ content: contentFiles.content })
        .from(contentFiles)
        .where(eq(contentFiles.oid, file.oid))
        .limit(1);
      return row ? { content: row.content, activities: await activitiesOf(db, file.oid) } : null;
    },
  };
}

async function readJson(storage: StorageDriver, editionOid: string, path: string): Promise<unknown> {
  const object = await readEditionObject(storage, editionOid, path);
  return object ? JSON.parse((await bufferOf(object.stream)).toString("utf8")) : null;
}

/** The oids of the exercises a document holds (an `interaction` node's oid is its activity's). */
function exerciseOids(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) exerciseOids(item, found);
  else if (typeof value === "object" && value !== null) {
    const node = value as { type?: unknown; attrs?: { oid?: unknown }; content?: unknown };
    if (node.type === "interaction" && typeof node.attrs?.oid === "string") found.add(node.attrs.oid);
    exerciseOids(node.content, found);
  }
  return found;
}

/**
 * The edition wrote every address as its asset path (assets/<oid>.<ext>); turned back into the
 * attachment's link, the export collects the attachment by oid as it does for live content.
 */
function withAttachmentLinks(value: unknown, oidOfPath: ReadonlyMap<string, string>): unknown {
  if (typeof value === "string") {
    const oid = oidOfPath.get(value);
    return oid ? `/api/files/${oid}/original` : value;
  }
  if (Array.isArray(value)) return value.map((item) => withAttachmentLinks(item, oidOfPath));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, withAttachmentLinks(item, oidOfPath)]),
  );
}

export async function editionSource(storage: StorageDriver, editionOid: string): Promise<ExportSource> {
  const parsed = editionManifestSchema.safeParse(await readJson(storage, editionOid, EDITION_PATHS.manifest));
  if (!parsed.success) throw new TaskFailure(TASK_MESSAGES.editionUnreadable);
  const manifest: EditionManifest = parsed.data;
  const oidOfPath = new Map(Object.entries(manifest.assets ?? {}).map(([oid, path]) => [path, oid]));
  const tree: ExportChapter[] = manifest.toc.map((chapter, chapterIndex) => ({
    oid: chapter.oid,
    name: chapter.title,
    committed: true,
    sections: chapter.sections.map((section, sectionIndex) => ({
      oid: section.oid,
      name: section.title,
      files: section.files.map((file, fileIndex) => ({
        oid: file.oid,
        name: file.title,
        type: "CONTENT",
        version: file.version ?? 0,
        ...exportPaths(chapterIndex, sectionIndex, fileIndex),
      })),
    })),
  }));
  return {
    tree,
    async readFile(file) {
      const content = await readJson(storage, editionOid, EDITION_PATHS.fileJson(file.oid));
      if (content === null) return null;
      const activities: EditionActivity[] = [];
      for (const oid of exerciseOids(content, new Set())) {
        const activity = editionActivitySchema.safeParse(
          await readJson(storage, editionOid, EDITION_PATHS.activity(oid)),
        );
        if (activity.success)
          activities.push(withAttachmentLinks(activity.data, oidOfPath) as EditionActivity);
      }
      return { content: withAttachmentLinks(content, oidOfPath), activities };
    },
  };
}
