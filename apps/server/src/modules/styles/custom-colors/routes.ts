// Custom colours (shell §7): the colours a book keeps beside the palette.
import { customColorCalls as calls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../../deps.ts";
import { authOf, requireAuth } from "../../../http/auth.ts";
import { list } from "../../../http/envelope.ts";
import { route } from "../../../http/route.ts";
import { addCustomColor, deleteCustomColor, listCustomColors } from "./custom-colors.ts";

export function customColorRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    route(app, calls.list, { onRequest }, async (request) =>
      list(await listCustomColors(deps, authOf(request), request.params.bookOid)),
    );
    route(app, calls.add, { onRequest }, (request) =>
      addCustomColor(deps, authOf(request), request.params.bookOid, request.body.color),
    );
    route(app, calls.delete, { onRequest }, (request) =>
      deleteCustomColor(deps, authOf(request), request.params),
    );
  };
}
