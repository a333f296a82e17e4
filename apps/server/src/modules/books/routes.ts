import {
  bookListItemSchema,
  contributedBooksQuerySchema,
  envelopeSchema,
  pageSchema,
} from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { listContributedBooks } from "./contributed.ts";

export function bookRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/books/contributed",
      {
        onRequest: requireAuth(deps),
        schema: {
          tags: ["books"],
          querystring: contributedBooksQuerySchema,
          response: { 200: envelopeSchema(pageSchema(bookListItemSchema)) },
        },
      },
      async (request) => ok(await listContributedBooks(deps, authOf(request), request.query)),
    );
  };
}
