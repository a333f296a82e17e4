// GET /audit-logs (issue 15 §6): newest first, within the caller's scope, by action prefix, target
// type, actor (name or phone), time range and target label.
import type { AuditLogItem, AuditLogsQuery, Page } from "@textbook/shared";
import { and, count, desc, eq, gte, ilike, like, lte, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { auditLogs, orgs, users } from "../../db/schema/index.ts";
import { containsPattern } from "../orgs/service.ts";
import type { AuditScope } from "./policy.ts";

type ParsedQuery = AuditLogsQuery & { page: number; pageSize: number };

/** `user` matches `user` and `user.…` but not `users.…`. */
function actionFilter(action: string): SQL | undefined {
  const literal = action.replace(/[\\%_]/g, (character) => `\\${character}`);
  return or(eq(auditLogs.action, action), like(auditLogs.action, `${literal}.%`));
}

export async function listAuditLogs(
  db: Db,
  scope: Exclude<AuditScope, { kind: "none" }>,
  query: ParsedQuery,
): Promise<Page<AuditLogItem>> {
  const actorPattern = query.actor ? containsPattern(query.actor) : null;
  const where = and(
    scope.kind === "org" ? eq(auditLogs.orgOid, scope.orgOid) : undefined,
    query.action ? actionFilter(query.action) : undefined,
    query.targetType ? eq(auditLogs.targetType, query.targetType) : undefined,
    actorPattern
      ? or(ilike(users.fullName, actorPattern), ilike(users.phoneNumber, actorPattern))
      : undefined,
    query.keyword ? ilike(auditLogs.targetLabel, containsPattern(query.keyword)) : undefined,
    query.from ? gte(auditLogs.at, new Date(query.from)) : undefined,
    query.to ? lte(auditLogs.at, new Date(query.to)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        log: auditLogs,
        actor: { oid: users.oid, name: users.fullName, phone: users.phoneNumber },
        orgName: orgs.name,
      })
      .from(auditLogs)
      .leftJoin(users, eq(users.oid, auditLogs.actorOid))
      .leftJoin(orgs, eq(orgs.oid, auditLogs.orgOid))
      .where(where)
      .orderBy(desc(auditLogs.at), desc(auditLogs.oid))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(auditLogs)
      .leftJoin(users, eq(users.oid, auditLogs.actorOid))
      .where(where),
  ]);
  return {
    items: rows.map(({ log, actor, orgName }) => ({
      oid: log.oid,
      at: log.at.toISOString(),
      actor: actor?.oid ? { oid: actor.oid, name: actor.name ?? "", phoneNumber: actor.phone ?? "" } : null,
      action: log.action,
      targetType: log.targetType,
      targetOid: log.targetOid,
      targetLabel: log.targetLabel,
      orgOid: log.orgOid,
      orgName,
      before: log.before ?? null,
      after: log.after ?? null,
      requestId: log.requestId,
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
