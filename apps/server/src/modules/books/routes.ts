import {
  addEditorsBodySchema,
  bookDetailSchema,
  bookListItemSchema,
  bookMemberSchema,
  bookPathSchema,
  completionRateBodySchema,
  contributedBooksQuerySchema,
  coverBodySchema,
  envelopeSchema,
  listSchema,
  pageSchema,
  removeEditorsBodySchema,
} from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { listContributedBooks } from "./contributed.ts";
import { addEditors } from "./editors/add-editors.ts";
import { listEditors } from "./editors/list-editors.ts";
import { removeEditors } from "./editors/remove-editors.ts";
import { getBook } from "./get-book.ts";
import { setCompletionRate } from "./set-completion-rate.ts";
import { setCover } from "./set-cover.ts";

const tags = ["books"];
const detailResponse = { 200: envelopeSchema(bookDetailSchema) };
const membersResponse = { 200: envelopeSchema(listSchema(bookMemberSchema)) };

export function bookRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    app.get(
      "/books/contributed",
      {
        onRequest,
        schema: {
          tags,
          querystring: contributedBooksQuerySchema,
          response: { 200: envelopeSchema(pageSchema(bookListItemSchema)) },
        },
      },
      async (request) => ok(await listContributedBooks(deps, authOf(request), request.query)),
    );

    app.get(
      "/books/:bookOid",
      { onRequest, schema: { tags, params: bookPathSchema, response: detailResponse } },
      async (request) => ok(await getBook(deps, authOf(request), request.params.bookOid)),
    );

    app.put(
      "/books/:bookOid/cover",
      {
        onRequest,
        schema: { tags, params: bookPathSchema, body: coverBodySchema, response: detailResponse },
      },
      async (request) =>
        ok(
          await setCover(deps, authOf(request), {
            bookOid: request.params.bookOid,
            attachmentOid: request.body.attachmentOid,
          }),
        ),
    );

    app.put(
      "/books/:bookOid/completion-rate",
      {
        onRequest,
        schema: { tags, params: bookPathSchema, body: completionRateBodySchema, response: detailResponse },
      },
      async (request) =>
        ok(
          await setCompletionRate(deps, authOf(request), {
            bookOid: request.params.bookOid,
            completionRate: request.body.completionRate,
          }),
        ),
    );

    app.get(
      "/books/:bookOid/editors",
      { onRequest, schema: { tags, params: bookPathSchema, response: membersResponse } },
      async (request) => ok(await listEditors(deps.db, authOf(request), request.params.bookOid)),
    );

    app.post(
      "/books/:bookOid/editors",
      {
        onRequest,
        schema: { tags, params: bookPathSchema, body: addEditorsBodySchema, response: membersResponse },
      },
      async (request) =>
        ok(await addEditors(deps, authOf(request), { bookOid: request.params.bookOid, ...request.body })),
    );

    app.post(
      "/books/:bookOid/editors/remove",
      {
        onRequest,
        schema: { tags, params: bookPathSchema, body: removeEditorsBodySchema, response: membersResponse },
      },
      async (request) =>
        ok(await removeEditors(deps, authOf(request), { bookOid: request.params.bookOid, ...request.body })),
    );
  };
}
