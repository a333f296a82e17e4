// Style libraries (shell §7): the organisation's saved looks. Every answer signs its images' links
// afresh (fresh-links.ts); unknown style keys are only logged (content §8).
import { styleLibraryCalls as calls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../../deps.ts";
import { authOf, requireAuth } from "../../../http/auth.ts";
import { list } from "../../../http/envelope.ts";
import { route } from "../../../http/route.ts";
import { freshLinks } from "../fresh-links.ts";
import {
  createStyleLibrary,
  deleteStyleLibrary,
  listStyleLibraries,
  sortStyleLibraries,
  updateStyleLibrary,
} from "./style-libraries.ts";

export function styleLibraryRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  const fresh = freshLinks(deps);
  return async (app) => {
    route(app, calls.list, { onRequest }, async (request) =>
      list((await listStyleLibraries(deps, authOf(request), request.params.bookOid)).map(fresh.library)),
    );
    route(app, calls.create, { onRequest }, async (request) =>
      fresh.library(
        await createStyleLibrary(deps, authOf(request), request.params.bookOid, request.body, (message) =>
          request.log.warn(message),
        ),
      ),
    );
    route(app, calls.sort, { onRequest }, async (request) =>
      list(
        (await sortStyleLibraries(deps, authOf(request), request.params.bookOid, request.body.oids)).map(
          fresh.library,
        ),
      ),
    );
    route(app, calls.update, { onRequest }, async (request) =>
      fresh.library(
        await updateStyleLibrary(deps, authOf(request), request.params, request.body, (message) =>
          request.log.warn(message),
        ),
      ),
    );
    route(app, calls.delete, { onRequest }, (request) =>
      deleteStyleLibrary(deps, authOf(request), request.params),
    );
  };
}
