// The management page's calls (学科资源库): list, create from an uploaded file, describe, change
// keywords, deactivate and activate. Each change writes one audit row in its own transaction.
import type {
  CreateResLibBody,
  Page,
  ResLibListQuery,
  ResLibResource,
  ResLibState,
  UpdateResLibBody,
} from "@textbook/shared";
import { and, eq, isNull } from "drizzle-orm";
import { attachments, resLibResources } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { type AuditActor, recordAudit } from "../audit/record-audit.ts";
import { libraryOfNew, managedScope, manages } from "./policy.ts";
import { findResource, pageOfResources, presentResource, searchConditions } from "./presenter.ts";

type ManageDeps = Pick<Deps, "db" | "links" | "clock">;

export async function listManagedResources(
  { db, links, clock }: ManageDeps,
  auth: AuthContext,
  query: ResLibListQuery,
): Promise<Page<ResLibResource>> {
  const scope = managedScope(auth);
  const { rows, total } = await pageOfResources(
    db,
    and(
      scope.all ? undefined : eq(resLibResources.orgOid, scope.orgOid),
      query.state ? eq(resLibResources.state, query.state) : undefined,
      searchConditions(query),
    ),
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

async function present(deps: ManageDeps, oid: string): Promise<ResLibResource> {
  const row = await findResource(deps.db, oid);
  if (!row) throw errors.notFound();
  return presentResource(row, deps.links, deps.clock.now());
}

export async function createResource(
  deps: ManageDeps,
  auth: AuthContext,
  audit: AuditActor,
  body: CreateResLibBody,
): Promise<ResLibResource> {
  const scope = managedScope(auth);
  // The file must be the caller's own finished upload, not a book's and not another resource's.
  const [file] = await deps.db
    .select({ oid: attachments.oid, taken: resLibResources.oid })
    .from(attachments)
    .leftJoin(resLibResources, eq(resLibResources.attachmentOid, attachments.oid))
    .where(
      and(
        eq(attachments.oid, body.attachmentOid),
        eq(attachments.uploaderOid, auth.user.oid),
        eq(attachments.state, "READY"),
        isNull(attachments.bookOid),
      ),
    )
    .limit(1);
  if (!file || file.taken) throw errors.resLibAttachmentInvalid();
  const orgOid = libraryOfNew(scope);
  const oid = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(resLibResources)
      .values({
        attachmentOid: body.attachmentOid,
        orgOid,
        name: body.name,
        subjectCode: body.subjectCode,
        keywords: body.keywords,
        uploaderOid: auth.user.oid,
      })
      .returning();
    if (!row) throw new Error("the resource was not inserted");
    await recordAudit(tx, audit, {
      action: "res-lib.create",
      targetType: "res-lib",
      targetOid: row.oid,
      targetLabel: row.name,
      orgOid,
      after: { name: row.name, subject: row.subjectCode, keywords: row.keywords },
    });
    return row.oid;
  });
  return present(deps, oid);
}

type ResourceChange =
  | { action: "res-lib.update"; set: UpdateResLibBody }
  | { action: "res-lib.keywords"; set: { keywords: string[] } }
  | { action: "res-lib.deactivate" | "res-lib.activate"; set: { state: ResLibState } };

/** One managed resource changed, with its audit row showing the changed fields before and after. */
export async function changeResource(
  deps: ManageDeps,
  auth: AuthContext,
  audit: AuditActor,
  oid: string,
  change: ResourceChange,
): Promise<ResLibResource> {
  const scope = managedScope(auth);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(resLibResources).where(eq(resLibResources.oid, oid)).for("update");
    if (!row || !manages(scope, row.orgOid)) throw errors.notFound();
    const before = Object.fromEntries(
      Object.keys(change.set).map((key) => [key, (row as Record<string, unknown>)[key]]),
    );
    await tx
      .update(resLibResources)
      .set({ ...change.set, updatedAt: deps.clock.now() })
      .where(eq(resLibResources.oid, oid));
    await recordAudit(tx, audit, {
      action: change.action,
      targetType: "res-lib",
      targetOid: oid,
      targetLabel: row.name,
      orgOid: row.orgOid,
      before,
      after: change.set,
    });
  });
  return present(deps, oid);
}
