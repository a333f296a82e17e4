import { orgCalls } from "@textbook/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { list } from "../../http/envelope.ts";
import { errors } from "../../http/errors.ts";
import { route } from "../../http/route.ts";
import { actorOf } from "../audit/record-audit.ts";
import { findMembership, findOrg } from "../users/repository.ts";
import { setOrgState } from "./org-state.ts";
import { canListAllOrgs, canManageOrgs, canViewOrg } from "./policy.ts";
import { createOrg, updateOrg } from "./save-org.ts";
import { listAllOrgs, listMyOrgs, orgDetail } from "./service.ts";

export function orgRoutes(deps: Deps): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  const onRequest = requireAuth(deps);
  /** Every organisation change is SYS_ADMIN's, checked before the body is read. */
  const onManage = [
    onRequest,
    async (request: FastifyRequest) => {
      if (!canManageOrgs(authOf(request).user)) throw errors.privilegeRequired();
    },
  ];
  return async (app) => {
    route(app, orgCalls.mine, { onRequest }, async (request) =>
      list(await listMyOrgs(db, authOf(request).user.oid, request.query.keyword)),
    );

    route(app, orgCalls.all, { onRequest }, async (request) => {
      const { user } = authOf(request);
      if (!canListAllOrgs(user)) throw errors.privilegeRequired();
      return listAllOrgs(db, user.oid, request.query);
    });

    route(app, orgCalls.get, { onRequest }, async (request) => {
      const { user } = authOf(request);
      const org = await findOrg(db, request.params.id);
      if (!org) throw errors.notFound();
      const membership = await findMembership(db, user.oid, org.oid);
      if (!canViewOrg(user, membership?.roles ?? null)) throw errors.privilegeRequired();
      return orgDetail(db, org);
    });

    route(app, orgCalls.create, { onRequest: onManage }, async (request) =>
      orgDetail(db, await createOrg(db, actorOf(request), request.body, clock.now())),
    );

    route(app, orgCalls.update, { onRequest: onManage }, async (request) =>
      orgDetail(db, await updateOrg(db, actorOf(request), request.params.id, request.body, clock.now())),
    );

    route(app, orgCalls.disable, { onRequest: onManage }, async (request) =>
      orgDetail(
        db,
        await setOrgState(db, actorOf(request), {
          oid: request.params.id,
          state: "INACTIVE",
          now: clock.now(),
        }),
      ),
    );

    route(app, orgCalls.enable, { onRequest: onManage }, async (request) =>
      orgDetail(
        db,
        await setOrgState(db, actorOf(request), {
          oid: request.params.id,
          state: "ACTIVE",
          now: clock.now(),
        }),
      ),
    );
  };
}
