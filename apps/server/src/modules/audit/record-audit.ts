// Every administrative change writes one audit row (issue 15 §6). Callers pass their transaction so
// the row commits with the change it describes, or not at all.
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { auditLogs } from "../../db/schema/index.ts";

export interface AuditEntry {
  /** A dotted verb: `org.create`, `user.disable`, `book.member.add`, `eula.publish`, … */
  action: string;
  targetType:
    | "org"
    | "user"
    | "membership"
    | "book"
    | "book-member"
    | "eula"
    | "notice"
    | "ad"
    | "setting"
    | "res-lib";
  targetOid: string | null;
  targetLabel?: string | null;
  /** The organisation the change belongs to; null for platform-wide changes (ORG_ADMIN cannot read those). */
  orgOid: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Who made the change: from a request (its user and request id) or the command line (nobody). */
export interface AuditActor {
  actorOid: string | null;
  requestId: string | null;
}

export function actorOf(request: FastifyRequest): AuditActor {
  return { actorOid: request.auth?.user.oid ?? null, requestId: String(request.id) };
}

export const COMMAND_LINE: AuditActor = { actorOid: null, requestId: null };

export async function recordAudit(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values({
    actorOid: actor.actorOid,
    requestId: actor.requestId,
    orgOid: entry.orgOid,
    action: entry.action,
    targetType: entry.targetType,
    targetOid: entry.targetOid,
    targetLabel: entry.targetLabel ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
