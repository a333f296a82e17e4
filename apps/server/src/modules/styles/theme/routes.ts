// The theme colour (shell §7): a form edit of the book's look, answered at once without a task.
import { themeCalls as calls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../../deps.ts";
import { authOf, requireAuth } from "../../../http/auth.ts";
import { route } from "../../../http/route.ts";
import { freshLinks } from "../fresh-links.ts";
import { setTheme } from "./theme.ts";

export function themeRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  const fresh = freshLinks(deps);
  return async (app) => {
    route(app, calls.set, { onRequest }, async (request) =>
      fresh.styles(await setTheme(deps, authOf(request), request.params.bookOid, request.body.themeColor)),
    );
  };
}
