import { auditLogCalls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { route } from "../../http/route.ts";
import { listAuditLogs } from "./list-audit-logs.ts";
import { auditScopeOf } from "./policy.ts";

export function auditRoutes(deps: Deps): FastifyPluginAsyncZod {
  const { db } = deps;
  const onRequest = requireAuth(deps);
  return async (app) => {
    route(app, auditLogCalls.list, { onRequest }, async (request) => {
      const auth = authOf(request);
      const scope = auditScopeOf({
        oid: auth.user.oid,
        sysRoles: auth.user.sysRoles,
        orgRoles: auth.orgRoles,
        currentOrgOid: auth.currentOrg?.oid ?? null,
      });
      if (scope.kind === "none") throw errors.privilegeRequired();
      return listAuditLogs(db, scope, request.query);
    });
  };
}
