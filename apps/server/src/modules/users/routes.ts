import { userAdminCalls, userCalls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { list } from "../../http/envelope.ts";
import { errors } from "../../http/errors.ts";
import { route } from "../../http/route.ts";
import { actorOf } from "../audit/record-audit.ts";
import { listUserBooks } from "./book-user.ts";
import { createMosoUser, getMosoUser, listMosoUsers, updateMosoUser } from "./moso-users/moso-users.ts";
import { getOrgUser, listOrgUsers } from "./org-members/list-org-users.ts";
import { listMyMembers } from "./org-members/my-members.ts";
import { createOrgUser, updateOrgUser } from "./org-members/save-org-user.ts";
import { orgInScope, userAllows } from "./policy.ts";
import {
  addUserOrg,
  assertManagesOrg,
  listUserOrgs,
  removeUserOrg,
  updateUserOrgRoles,
} from "./user-orgs.ts";
import { setUserState } from "./user-state.ts";

export function userRoutes(deps: Deps): FastifyPluginAsyncZod {
  const { db } = deps;
  const onRequest = requireAuth(deps);
  const platformOnly = (request: Parameters<typeof authOf>[0]) => {
    if (!userAllows(authOf(request).user, [], "managePlatformUsers")) throw errors.privilegeRequired();
  };
  return async (app) => {
    const calls = userAdminCalls;

    route(app, calls.listOrgUsers, { onRequest }, async (request) => {
      const org = await orgInScope(db, authOf(request), request.query.orgOid);
      return listOrgUsers(db, org.oid, request.query);
    });

    route(app, calls.createOrgUser, { onRequest }, async (request) => {
      const org = await orgInScope(db, authOf(request), request.body.orgOid);
      return createOrgUser(db, actorOf(request), org.oid, request.body);
    });

    route(app, calls.myMembers, { onRequest }, async (request) => {
      const current = authOf(request).currentOrg;
      if (!current) throw errors.privilegeRequired();
      return list(await listMyMembers(db, current.oid, request.query.keyword));
    });

    route(app, calls.getOrgUser, { onRequest }, async (request) => {
      const org = await orgInScope(db, authOf(request), request.query.orgOid);
      return getOrgUser(db, org.oid, request.params.id);
    });

    route(app, calls.updateOrgUser, { onRequest }, async (request) => {
      const auth = authOf(request);
      const org = await orgInScope(db, auth, request.body.orgOid);
      const props = { orgOid: org.oid, userOid: request.params.id, body: request.body };
      await updateOrgUser(db, auth, actorOf(request), props);
      return getOrgUser(db, org.oid, request.params.id);
    });

    route(app, calls.listMosoUsers, { onRequest }, async (request) => {
      platformOnly(request);
      return listMosoUsers(db, request.query);
    });

    route(app, calls.createMosoUser, { onRequest }, async (request) => {
      platformOnly(request);
      return createMosoUser(db, actorOf(request), request.body);
    });

    route(app, calls.getMosoUser, { onRequest }, async (request) => {
      platformOnly(request);
      return getMosoUser(db, request.params.id);
    });

    route(app, calls.updateMosoUser, { onRequest }, async (request) => {
      platformOnly(request);
      const props = { callerOid: authOf(request).user.oid, userOid: request.params.id, body: request.body };
      return updateMosoUser(db, actorOf(request), props);
    });

    route(app, calls.bookUser, { onRequest }, async (request) =>
      list(await listUserBooks(db, authOf(request), request.params.id)),
    );

    route(app, calls.enable, { onRequest }, async (request) => {
      const props = { userOid: request.params.id, state: "ACTIVE" as const };
      await setUserState(db, authOf(request), actorOf(request), props);
      return null;
    });

    route(app, calls.disable, { onRequest }, async (request) => {
      const props = { userOid: request.params.id, state: "INACTIVE" as const };
      await setUserState(db, authOf(request), actorOf(request), props);
      return null;
    });

    route(app, calls.listUserOrgs, { onRequest }, async (request) =>
      list(await listUserOrgs(db, authOf(request), request.params.id)),
    );

    route(app, calls.addUserOrg, { onRequest }, async (request) => {
      await assertManagesOrg(db, authOf(request), request.params.orgId);
      const props = { userOid: request.params.id, orgOid: request.params.orgId, roles: request.body.roles };
      await addUserOrg(db, actorOf(request), props);
      return null;
    });

    route(app, userCalls.updateOrgRoles, { onRequest }, async (request) => {
      await assertManagesOrg(db, authOf(request), request.params.orgId);
      const props = { userOid: request.params.id, orgOid: request.params.orgId, roles: request.body.roles };
      await updateUserOrgRoles(db, actorOf(request), props);
      return null;
    });

    route(app, calls.removeUserOrg, { onRequest }, async (request) => {
      await assertManagesOrg(db, authOf(request), request.params.orgId);
      await removeUserOrg(db, actorOf(request), { userOid: request.params.id, orgOid: request.params.orgId });
      return null;
    });
  };
}
