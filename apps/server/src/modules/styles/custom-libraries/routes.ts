// Custom libraries (shell §7): blocks' styles saved under a name in the book.
import { customLibraryCalls as calls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../../deps.ts";
import { authOf, requireAuth } from "../../../http/auth.ts";
import { list } from "../../../http/envelope.ts";
import { route } from "../../../http/route.ts";
import {
  createCustomLibrary,
  deleteCustomLibrary,
  listCustomLibraries,
  renameCustomLibrary,
  sortCustomLibraries,
} from "./custom-libraries.ts";

export function customLibraryRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    route(app, calls.list, { onRequest }, async (request) =>
      list(await listCustomLibraries(deps, authOf(request), request.params.bookOid)),
    );
    route(app, calls.create, { onRequest }, (request) =>
      createCustomLibrary(deps, authOf(request), request.params.bookOid, request.body),
    );
    route(app, calls.sort, { onRequest }, async (request) =>
      list(await sortCustomLibraries(deps, authOf(request), request.params.bookOid, request.body.oids)),
    );
    route(app, calls.rename, { onRequest }, (request) =>
      renameCustomLibrary(deps, authOf(request), request.params, request.body.name),
    );
    route(app, calls.delete, { onRequest }, (request) =>
      deleteCustomLibrary(deps, authOf(request), request.params),
    );
  };
}
