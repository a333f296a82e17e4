// Custom styles (shell §7): reading the book's look needs `view`, saving or resetting it `editStyles`
// and the advanced-style lock when someone holds it.
import { customStyleCalls as calls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../../deps.ts";
import { authOf, requireAuth } from "../../../http/auth.ts";
import { route } from "../../../http/route.ts";
import { freshLinks } from "../fresh-links.ts";
import { getCustomStyles, resetCustomStyles, submitCustomStyles } from "./custom-styles.ts";

export function customStyleRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  const fresh = freshLinks(deps);
  return async (app) => {
    route(app, calls.get, { onRequest }, async (request) =>
      fresh.styles(await getCustomStyles(deps, authOf(request), request.params.bookOid)),
    );
    // Unknown style keys are only logged (content §8), with the request they came in.
    route(app, calls.save, { onRequest }, (request) =>
      submitCustomStyles(deps, authOf(request), request.params.bookOid, request.body.items, (message) =>
        request.log.warn(message),
      ),
    );
    route(app, calls.reset, { onRequest }, (request) =>
      resetCustomStyles(deps, authOf(request), request.params.bookOid),
    );
  };
}
