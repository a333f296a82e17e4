// The book's switch for its editors (enable/disable-editor-use-subject-resource), the subjects that
// preselect a search, the library search for a book, and taking a resource into the book.
import {
  type Page,
  type ResLibActivesQuery,
  type ResLibResource,
  SUBJECTS,
  type Subject,
  type SubjectResourceState,
  type UsedResLib,
} from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import { newOid } from "../../db/oid.ts";
import { attachments, books, resLibResources, resLibSubjectUses } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { presentAttachment } from "../attachments/presenter.ts";
import { objectKeyFor, thumbnailKeyFor } from "../attachments/store-generated.ts";
import { type AuditActor, recordAudit } from "../audit/record-audit.ts";
import { authorizeBook, type BookRow } from "../books/authorize-book.ts";
import { librariesOfBook, usableInBook } from "./book-access.ts";
import { findResource, pageOfResources, presentResource, searchConditions } from "./presenter.ts";

async function stateOf(db: Deps["db"], auth: AuthContext, book: BookRow): Promise<SubjectResourceState> {
  return {
    editorUseSubjectResourceEnabled: book.editorUseSubjectResourceEnabled,
    usable: await usableInBook(db, auth, book),
  };
}

export async function subjectResourceState(
  { db }: Pick<Deps, "db">,
  auth: AuthContext,
  bookOid: string,
): Promise<SubjectResourceState> {
  const { book } = await authorizeBook(db, auth, bookOid, "view");
  return stateOf(db, auth, book);
}

/** The switch is the book's setting, so it takes what changing the book's details takes. */
export async function setEditorUse(
  { db }: Pick<Deps, "db">,
  auth: AuthContext,
  audit: AuditActor,
  bookOid: string,
  enabled: boolean,
): Promise<SubjectResourceState> {
  const { book } = await authorizeBook(db, auth, bookOid, "update");
  if (book.editorUseSubjectResourceEnabled === enabled) return stateOf(db, auth, book);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(books)
      .set({ editorUseSubjectResourceEnabled: enabled })
      .where(eq(books.oid, bookOid))
      .returning();
    if (!row) throw errors.notFound();
    await recordAudit(tx, audit, {
      action: "book.subjectResource",
      targetType: "book",
      targetOid: bookOid,
      targetLabel: book.name,
      orgOid: book.orgOid,
      before: { editorUseSubjectResourceEnabled: !enabled },
      after: { editorUseSubjectResourceEnabled: enabled },
    });
    return row;
  });
  return stateOf(db, auth, updated);
}

/** The book files its subject by name (books.subject); the library keys subjects by code. */
export async function founderSubjects(
  { db }: Pick<Deps, "db">,
  auth: AuthContext,
  bookOid: string,
): Promise<Subject[]> {
  const { book } = await authorizeBook(db, auth, bookOid, "view");
  return SUBJECTS.filter((subject) => subject.name === book.subject || subject.code === book.subject);
}

export async function lastUsedFounderSubjects(
  { db }: Pick<Deps, "db">,
  auth: AuthContext,
  bookOid: string,
): Promise<Subject[]> {
  await authorizeBook(db, auth, bookOid, "view");
  const [used] = await db
    .select({ code: resLibSubjectUses.subjectCode })
    .from(resLibSubjectUses)
    .where(and(eq(resLibSubjectUses.bookOid, bookOid), eq(resLibSubjectUses.userOid, auth.user.oid)))
    .limit(1);
  return SUBJECTS.filter((subject) => subject.code === used?.code);
}

/** Only someone who may put files into the book, and whom the shell §6 rule lets use the library. */
async function bookForLibrary(db: Deps["db"], auth: AuthContext, bookOid: string): Promise<BookRow> {
  const { book } = await authorizeBook(db, auth, bookOid, "uploadMedia");
  if (!(await usableInBook(db, auth, book))) throw errors.resLibUnusable();
  return book;
}

export async function activeResources(
  { db, links, clock }: Pick<Deps, "db" | "links" | "clock">,
  auth: AuthContext,
  query: ResLibActivesQuery,
): Promise<Page<ResLibResource>> {
  const book = await bookForLibrary(db, auth, query.bookOid);
  const { rows, total } = await pageOfResources(
    db,
    and(librariesOfBook(book), eq(resLibResources.state, "ACTIVE"), searchConditions(query)),
    query,
  );
  const now = clock.now();
  return {
    items: rows.map((row) => presentResource(row, links, now)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The copy's row and the user's last-used subject, together. */
function recordCopy(
  db: Deps["db"],
  row: typeof attachments.$inferInsert,
  use: { bookOid: string; userOid: string; subjectCode: string; now: Date },
) {
  return db.transaction(async (tx) => {
    const [copy] = await tx.insert(attachments).values(row).returning();
    if (!copy) throw new Error("the copy was not inserted");
    await tx
      .insert(resLibSubjectUses)
      .values({ bookOid: use.bookOid, userOid: use.userOid, subjectCode: use.subjectCode })
      .onConflictDoUpdate({
        target: [resLibSubjectUses.bookOid, resLibSubjectUses.userOid],
        set: { subjectCode: use.subjectCode, updatedAt: use.now },
      });
    return copy;
  });
}

/**
 * The resource's file copied into the book (docs/architecture/resource-library.md: a copy keeps
 * the book whole when the resource is deactivated, and lets every book-scoped path — media page,
 * signed links, exports, editions — treat it as the book's own). The copy shares no row with the
 * library; the media box names it and carries fromResLib "Y" with the resource's oid.
 */
export async function useResource(
  { db, storage, links, clock }: Pick<Deps, "db" | "storage" | "links" | "clock">,
  auth: AuthContext,
  bookOid: string,
  resourceOid: string,
): Promise<UsedResLib> {
  const book = await bookForLibrary(db, auth, bookOid);
  const found = await findResource(db, resourceOid);
  if (!found || (found.resource.orgOid !== null && found.resource.orgOid !== book.orgOid)) {
    throw errors.notFound();
  }
  if (found.resource.state !== "ACTIVE") throw errors.resLibInactive();
  const source = found.attachment;
  const oid = newOid();
  const objectKey = objectKeyFor(oid, source.extName);
  const thumbnailKey = source.thumbnailKey ? thumbnailKeyFor(oid) : null;
  await storage.copyObject(source.objectKey, objectKey);
  if (source.thumbnailKey && thumbnailKey) await storage.copyObject(source.thumbnailKey, thumbnailKey);
  const now = clock.now();
  const row = {
    ...source,
    oid,
    bookOid: book.oid,
    orgOid: book.orgOid,
    uploaderOid: auth.user.oid,
    objectKey,
    thumbnailKey,
    uploadId: null,
    uploadSecretHash: null,
    credentialsExpireAt: null,
    createdAt: now,
    completedAt: now,
  };
  const use = { bookOid: book.oid, userOid: auth.user.oid, subjectCode: found.resource.subjectCode, now };
  const copy = await recordCopy(db, row, use).catch(async (error: unknown) => {
    // No row names the copied objects: they go, so a failed insertion leaves nothing behind.
    await Promise.allSettled(
      [objectKey, thumbnailKey].flatMap((key) => (key ? [storage.deleteObject(key)] : [])),
    );
    throw error;
  });
  return { attachment: presentAttachment(copy, links, now), resLibOid: found.resource.oid };
}
