// Mind-map calls (shell §7 Files > Mind maps) under .../files/:fileOid/mind-maps. Reads need the
// book's `view`; writes follow the file's editing rules, their refusals answered as HTTP errors.
import { mindMapCalls as calls, MIND_MAP_LIMITS } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { route } from "../../http/route.ts";
import { asHttp } from "../content/edit-refusal.ts";
import { copyMindMap } from "./copy-mind-map.ts";
import { readMindMap } from "./read-mind-map.ts";
import { createMindMap, updateMindMap } from "./write-mind-map.ts";

/** Room for the largest map the schema accepts once JSON escapes it, so the size check answers, not the parser. */
const BODY_LIMIT = MIND_MAP_LIMITS.maxDataBytes * 2 + 64 * 1024;

export function mindMapRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    route(app, calls.create, { onRequest, bodyLimit: BODY_LIMIT }, (request) =>
      asHttp(() => createMindMap(deps, authOf(request), request.params, request.body)),
    );
    route(app, calls.get, { onRequest }, (request) =>
      asHttp(() => readMindMap(deps, authOf(request), request.params)),
    );
    route(app, calls.update, { onRequest, bodyLimit: BODY_LIMIT }, (request) =>
      asHttp(() => updateMindMap(deps, authOf(request), request.params, request.body)),
    );
    route(app, calls.copy, { onRequest }, (request) =>
      asHttp(() => copyMindMap(deps, authOf(request), request.params, request.body.targetFileOid)),
    );
  };
}
