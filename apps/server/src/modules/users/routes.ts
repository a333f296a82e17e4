import { envelopeSchema, updateOrgRolesBodySchema, zOid } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { errors } from "../../http/errors.ts";
import { canManageOrgRoles } from "../orgs/policy.ts";
import { findMembership } from "./repository.ts";
import { updateOrgRoles } from "./update-org-roles.ts";

export function userRoutes(deps: Deps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.put(
      "/users/:id/orgs/:orgId",
      {
        onRequest: requireAuth(deps),
        schema: {
          tags: ["users"],
          params: z.object({ id: zOid, orgId: zOid }),
          body: updateOrgRolesBodySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        const { user } = authOf(request);
        const callerThere = await findMembership(db, user.oid, request.params.orgId);
        if (!canManageOrgRoles(user, callerThere?.roles ?? [])) throw errors.privilegeRequired();
        await updateOrgRoles(db, {
          userOid: request.params.id,
          orgOid: request.params.orgId,
          roles: request.body.roles,
        });
        return ok(null);
      },
    );
  };
}
