// A file's history (DESIGN §5): every saved version that differs, newest first; one version's
// document; and restoring one, which saves it as a new version through the save path.
import type {
  FileAddress,
  Page,
  RestoreRevisionBody,
  Revision,
  RevisionSummary,
  SavedVersion,
} from "@textbook/shared";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contentRevisions, users } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { upgradeOnLoad } from "./load-content.ts";
import { openFile } from "./open-file.ts";
import { saveOverHttp } from "./save-over-http.ts";

const SUMMARY_COLUMNS = {
  version: contentRevisions.version,
  createdAt: contentRevisions.createdAt,
  authorOid: users.oid,
  authorName: users.fullName,
};

interface SummaryRow {
  version: number;
  createdAt: Date;
  authorOid: string | null;
  authorName: string | null;
}

function presentSummary(row: SummaryRow): RevisionSummary {
  return {
    version: row.version,
    author: row.authorOid && row.authorName ? { userOid: row.authorOid, fullName: row.authorName } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listRevisions(
  deps: Pick<Deps, "db">,
  auth: AuthContext,
  address: FileAddress,
  query: { page: number; pageSize: number },
): Promise<Page<RevisionSummary>> {
  const opened = await openFile(deps.db, auth, address);
  const ofFile = eq(contentRevisions.fileOid, opened.file.oid);
  const rows = await deps.db
    .select(SUMMARY_COLUMNS)
    .from(contentRevisions)
    .leftJoin(users, eq(users.oid, contentRevisions.authorOid))
    .where(ofFile)
    .orderBy(desc(contentRevisions.version))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await deps.db.select({ value: count() }).from(contentRevisions).where(ofFile);
  return {
    items: rows.map(presentSummary),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function readRevision(db: Db, fileOid: string, version: number): Promise<Revision> {
  const [row] = await db
    .select({ ...SUMMARY_COLUMNS, content: contentRevisions.content })
    .from(contentRevisions)
    .leftJoin(users, eq(users.oid, contentRevisions.authorOid))
    .where(and(eq(contentRevisions.fileOid, fileOid), eq(contentRevisions.version, version)));
  if (!row) throw errors.notFound();
  return { ...presentSummary(row), content: upgradeOnLoad(row.content) };
}

export async function getRevision(
  deps: Pick<Deps, "db">,
  auth: AuthContext,
  address: FileAddress,
  version: number,
): Promise<Revision> {
  const opened = await openFile(deps.db, auth, address);
  return readRevision(deps.db, opened.file.oid, version);
}

export async function restoreRevision(
  deps: Pick<Deps, "db" | "clock" | "saveSocket">,
  auth: AuthContext,
  address: FileAddress,
  version: number,
  body: RestoreRevisionBody,
): Promise<SavedVersion> {
  const opened = await openFile(deps.db, auth, address);
  const revision = await readRevision(deps.db, opened.file.oid, version);
  const saved = await saveOverHttp(deps, auth, {
    address,
    baseVersion: body.baseVersion,
    content: revision.content,
    clientSaveId: null,
  });
  return { version: saved.version, duplicate: false };
}
