// Reading calls (shell §7 Files > Readings) under .../files/:fileOid: create and update an extended
// reading. Both need the right to edit the file's content; a committed chapter refuses.
import { readingCalls as calls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { route } from "../../http/route.ts";
import { asHttp } from "../content/edit-refusal.ts";
import { createReading, updateReading } from "./write-reading.ts";

export function readingRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    route(app, calls.create, { onRequest }, (request) =>
      asHttp(() => createReading(deps, authOf(request), request.params, request.body)),
    );
    route(app, calls.update, { onRequest }, (request) => {
      const { readingOid, ...address } = request.params;
      return asHttp(() => updateReading(deps, authOf(request), address, readingOid, request.body));
    });
  };
}
