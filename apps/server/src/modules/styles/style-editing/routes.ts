// The advanced-style lock (shell §7): held by the settings screen while it is open.
import { styleEditingCalls as calls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../../deps.ts";
import { authOf, requireAuth } from "../../../http/auth.ts";
import { route } from "../../../http/route.ts";
import { holdStyleEditing, releaseStyleEditing } from "./style-editing.ts";

export function styleEditingRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    route(app, calls.hold, { onRequest }, (request) =>
      holdStyleEditing(deps, authOf(request), request.params.bookOid),
    );
    route(app, calls.release, { onRequest }, (request) =>
      releaseStyleEditing(deps, authOf(request), request.params.bookOid),
    );
  };
}
