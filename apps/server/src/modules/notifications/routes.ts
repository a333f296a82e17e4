// In-app messages (站内消息): every call reads or marks the caller's own.
import { notificationCalls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { route } from "../../http/route.ts";
import { listNotifications, markRead, unreadCount } from "./notifications.ts";

export function notificationRoutes(deps: Deps): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  const onRequest = requireAuth(deps);
  return async (app) => {
    route(app, notificationCalls.list, { onRequest }, (request) =>
      listNotifications(db, authOf(request).user.oid, request.query),
    );
    route(app, notificationCalls.unreadCount, { onRequest }, (request) =>
      unreadCount(db, authOf(request).user.oid),
    );
    route(app, notificationCalls.read, { onRequest }, (request) =>
      markRead(db, authOf(request).user.oid, request.body.oids, clock.now()),
    );
  };
}
