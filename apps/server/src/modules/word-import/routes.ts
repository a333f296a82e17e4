import { wordImportCalls as calls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { route } from "../../http/route.ts";
import { submitImportWord, submitParseWord } from "./submit-word.ts";

export function wordImportRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    route(app, calls.parseWord, { onRequest }, (request) =>
      submitParseWord(deps, authOf(request), request.params.bookOid, request.body),
    );
    route(app, calls.importWord, { onRequest }, (request) =>
      submitImportWord(deps, authOf(request), request.params.bookOid, request.body),
    );
  };
}
