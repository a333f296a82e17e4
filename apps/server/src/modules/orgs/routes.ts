import {
  envelopeSchema,
  listSchema,
  orgDetailSchema,
  orgListItemSchema,
  orgSearchQuerySchema,
  zOid,
} from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { list, ok } from "../../http/envelope.ts";
import { errors } from "../../http/errors.ts";
import { findMembership, findOrg } from "../users/repository.ts";
import { canListAllOrgs, canViewOrg } from "./policy.ts";
import { listAllOrgs, listMyOrgs, orgDetail } from "./service.ts";

const tags = ["orgs"];

export function orgRoutes(deps: Deps): FastifyPluginAsyncZod {
  const { db } = deps;
  const onRequest = requireAuth(deps);
  return async (app) => {
    app.get(
      "/orgs/my-list",
      {
        onRequest,
        schema: {
          tags,
          querystring: orgSearchQuerySchema,
          response: { 200: envelopeSchema(listSchema(orgListItemSchema)) },
        },
      },
      async (request) => ok(list(await listMyOrgs(db, authOf(request).user.oid, request.query.keyword))),
    );

    app.get(
      "/orgs/all",
      {
        onRequest,
        schema: {
          tags,
          querystring: orgSearchQuerySchema,
          response: { 200: envelopeSchema(listSchema(orgListItemSchema)) },
        },
      },
      async (request) => {
        const { user } = authOf(request);
        if (!canListAllOrgs(user)) throw errors.privilegeRequired();
        return ok(list(await listAllOrgs(db, user.oid, request.query.keyword)));
      },
    );

    app.get(
      "/orgs/:id",
      {
        onRequest,
        schema: { tags, params: z.object({ id: zOid }), response: { 200: envelopeSchema(orgDetailSchema) } },
      },
      async (request) => {
        const { user } = authOf(request);
        const org = await findOrg(db, request.params.id);
        if (!org) throw errors.notFound();
        const membership = await findMembership(db, user.oid, org.oid);
        if (!canViewOrg(user, membership?.roles ?? null)) throw errors.privilegeRequired();
        return ok(await orgDetail(db, org));
      },
    );
  };
}
