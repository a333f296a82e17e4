// A content file's own page background (shell §7); its image link is signed afresh in every answer.
import { backgroundStyleCalls as calls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../../deps.ts";
import { authOf, requireAuth } from "../../../http/auth.ts";
import { route } from "../../../http/route.ts";
import { freshLinks } from "../fresh-links.ts";
import { getBackgroundStyle, setBackgroundStyle } from "./background-style.ts";

export function backgroundStyleRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  const fresh = freshLinks(deps);
  return async (app) => {
    route(app, calls.get, { onRequest }, async (request) =>
      fresh.background(await getBackgroundStyle(deps, authOf(request), request.params)),
    );
    route(app, calls.set, { onRequest }, async (request) =>
      fresh.background(await setBackgroundStyle(deps, authOf(request), request.params, request.body)),
    );
  };
}
