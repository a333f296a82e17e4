// Share links, the reader's entry calls and edition objects (issue 16 §4).
import { readerCalls, shareLinkCalls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { list } from "../../http/envelope.ts";
import { route } from "../../http/route.ts";
import { loadOrCreateSecret } from "../../storage/links.ts";
import { openEdition, openShared } from "./open-edition.ts";
import { createReaderKeys } from "./reader-keys.ts";
import { serveEditionObject } from "./serve-edition-object.ts";
import { createShareLink, listShareLinks, revokeShareLink } from "./share-links.ts";

/** An entry names a link's current state: never cached, unlike the edition's own objects. */
const NO_STORE = "no-store";

export function readerRoutes(deps: Deps): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  const onRequest = requireAuth(deps);
  return async (app) => {
    const keys = createReaderKeys(await loadOrCreateSecret(db, "reader-key-hmac"));

    route(app, shareLinkCalls.create, { onRequest }, (request) =>
      createShareLink(db, authOf(request), request.params.id, request.body, clock.now()),
    );
    route(app, shareLinkCalls.list, { onRequest }, async (request) =>
      list(await listShareLinks(db, authOf(request), request.params.id, clock.now())),
    );
    route(app, shareLinkCalls.revoke, { onRequest }, (request) =>
      revokeShareLink(db, authOf(request), request.params.id, clock.now()),
    );

    route(app, readerCalls.openShared, {}, (request, reply) => {
      reply.header("cache-control", NO_STORE);
      return openShared(db, keys, request.params.token, clock.now());
    });
    route(app, readerCalls.openEdition, { onRequest }, (request, reply) => {
      reply.header("cache-control", NO_STORE);
      return openEdition(db, keys, authOf(request), request.params.id, clock.now());
    });
    // The key in the path is the authority: <img>, fonts and stylesheets send no bearer token.
    route(app, readerCalls.object, {}, (request, reply) =>
      serveEditionObject(
        deps,
        keys,
        {
          editionOid: request.params.editionOid,
          key: request.params.key,
          path: request.params["*"],
          range: request.headers.range,
        },
        reply,
      ),
    );
  };
}
