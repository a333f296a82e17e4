import { eulaCalls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { list } from "../../http/envelope.ts";
import { route } from "../../http/route.ts";
import { actorOf } from "../audit/record-audit.ts";
import { assertPlatform } from "../system/platform-policy.ts";
import { acceptEula } from "./accept-eula.ts";
import { createEula } from "./create-eula.ts";
import { listEulas } from "./list-eulas.ts";
import { listMyEulas, myRecord } from "./my-eulas.ts";
import { updateEula } from "./update-eula.ts";
import { withdrawEula } from "./withdraw-eula.ts";

export function eulaRoutes(deps: Deps): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  const onRequest = requireAuth(deps);
  return async (app) => {
    route(app, eulaCalls.list, { onRequest }, async (request) =>
      list(await listMyEulas(db, authOf(request).user.oid, clock.now())),
    );

    route(app, eulaCalls.myRecord, { onRequest }, (request) =>
      myRecord(db, authOf(request).user.oid, request.params.id),
    );

    route(app, eulaCalls.accept, { onRequest }, (request) =>
      acceptEula(db, {
        userOid: authOf(request).user.oid,
        eulaOid: request.params.id,
        address: request.ip,
        now: clock.now(),
      }),
    );

    route(app, eulaCalls.manage, { onRequest }, (request) => {
      assertPlatform(authOf(request).user, "manageEulas");
      return listEulas(db, request.query, clock.now());
    });

    route(app, eulaCalls.create, { onRequest }, (request) => {
      assertPlatform(authOf(request).user, "manageEulas");
      return createEula(db, actorOf(request), request.body, clock.now());
    });

    route(app, eulaCalls.update, { onRequest }, (request) => {
      assertPlatform(authOf(request).user, "manageEulas");
      return updateEula(db, actorOf(request), request.params.id, request.body, clock.now());
    });

    route(app, eulaCalls.withdraw, { onRequest }, (request) => {
      assertPlatform(authOf(request).user, "manageEulas");
      return withdrawEula(db, actorOf(request), request.params.id, clock.now());
    });
  };
}
