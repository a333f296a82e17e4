// GET /books/{id}/changes-since-release (issue 16 §2, beyond the spec): what a reviewer reads
// instead of the whole book — the files added, removed and changed since the released edition
// (every file is new before the first release), each with a paragraph diff of its plain text. The
// released side is the edition's own files/<oid>.json; a file whose saved version is the one the
// edition holds is unchanged without being read; a newer version is CHANGED even when only its
// look or media changed (then no paragraph is added or removed).
import {
  type ChangesSinceRelease,
  EDITION_PATHS,
  type EditionManifest,
  editionManifestSchema,
  type FileChange,
} from "@textbook/shared";
import { eq } from "drizzle-orm";
import { contentFiles } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import type { StorageDriver } from "../../storage/driver.ts";
import { bufferOf } from "../attachments/read-object.ts";
import { authorizeBook } from "../books/authorize-book.ts";
import { readTree } from "../chapters/read-tree.ts";
import { documentParagraphs } from "./document-paragraphs.ts";
import { findEdition, readEditionObject } from "./editions/edition-objects.ts";
import { diffParagraphs } from "./paragraph-diff.ts";

interface ReleasedFile {
  title: string;
  place: string;
  version: number | undefined;
  jsonPath: string;
}

async function readEditionJson(storage: StorageDriver, editionOid: string, path: string): Promise<unknown> {
  const object = await readEditionObject(storage, editionOid, path);
  return object ? JSON.parse((await bufferOf(object.stream)).toString("utf8")) : null;
}

/** A released file's paragraphs; none when the edition lacks its JSON (written by hand, not built). */
async function releasedParagraphs(
  storage: StorageDriver,
  editionOid: string,
  jsonPath: string,
): Promise<string[]> {
  const content = await readEditionJson(storage, editionOid, jsonPath);
  return content === null ? [] : documentParagraphs(content);
}

function releasedFiles(manifest: EditionManifest): Map<string, ReleasedFile> {
  const files = new Map<string, ReleasedFile>();
  for (const chapter of manifest.toc) {
    for (const section of chapter.sections) {
      for (const file of section.files) {
        files.set(file.oid, {
          title: file.title,
          place: `${chapter.title} / ${section.title}`,
          version: file.version,
          jsonPath: file.jsonPath,
        });
      }
    }
  }
  return files;
}

function change(
  fileOid: string,
  title: string,
  place: string,
  kind: FileChange["change"],
  before: string[],
  after: string[],
): FileChange {
  const diff = diffParagraphs(before, after);
  return {
    fileOid,
    title,
    place,
    change: kind,
    chunks: diff.chunks,
    addedParagraphs: diff.added,
    removedParagraphs: diff.removed,
  };
}

export async function changesSinceRelease(
  { db, storage }: Pick<Deps, "db" | "storage">,
  auth: AuthContext,
  bookOid: string,
): Promise<ChangesSinceRelease> {
  const { book } = await authorizeBook(db, auth, bookOid, "view");
  const edition = book.releasedEditionOid ? await findEdition(db, book.releasedEditionOid) : null;
  const manifest = edition
    ? editionManifestSchema.parse(await readEditionJson(storage, edition.oid, EDITION_PATHS.manifest))
    : null;
  const released = manifest ? releasedFiles(manifest) : new Map<string, ReleasedFile>();
  const files: FileChange[] = [];
  let unchangedCount = 0;
  // One file's two versions in memory at a time.
  for (const chapter of await readTree(db, { bookOid })) {
    for (const section of chapter.sections) {
      for (const file of section.files) {
        const place = `${chapter.name} / ${section.name}`;
        const before = released.get(file.oid);
        released.delete(file.oid);
        if (before && before.version === file.version) {
          unchangedCount += 1;
          continue;
        }
        const [row] = await db
          .select({ content: contentFiles.content })
          .from(contentFiles)
          .where(eq(contentFiles.oid, file.oid));
        const now = row ? documentParagraphs(row.content) : [];
        if (!before || !edition) {
          files.push(change(file.oid, file.name, place, "ADDED", [], now));
          continue;
        }
        const then = await releasedParagraphs(storage, edition.oid, before.jsonPath);
        // Saved since with the same words (a style, a picture, a new name): CHANGED, no paragraph moved.
        files.push(change(file.oid, file.name, place, "CHANGED", then, now));
      }
    }
  }
  for (const [fileOid, gone] of released) {
    if (!edition) break;
    const then = await releasedParagraphs(storage, edition.oid, gone.jsonPath);
    files.push(change(fileOid, gone.title, gone.place, "REMOVED", then, []));
  }
  return {
    releasedEdition:
      edition && manifest
        ? { oid: edition.oid, number: edition.number, builtAt: manifest.edition.builtAt }
        : null,
    files,
    unchangedCount,
  };
}
