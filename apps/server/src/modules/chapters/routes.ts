import {
  batchDeleteBodySchema,
  bookPathSchema,
  chapterNodeSchema,
  chapterPathSchema,
  composeBodySchema,
  envelopeSchema,
  listSchema,
  nameBodySchema,
  oidsBodySchema,
} from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { composeChapters } from "./compose-chapters.ts";
import { createChapter } from "./create-chapter.ts";
import { deleteChapters } from "./delete-chapters.ts";
import { getChapter } from "./get-chapter.ts";
import { listChapters } from "./list-chapters.ts";
import { renameChapter } from "./rename-chapter.ts";
import { setChaptersCommitted } from "./set-committed.ts";

const tags = ["chapters"];
const treeResponse = { 200: envelopeSchema(listSchema(chapterNodeSchema)) };
const chapterResponse = { 200: envelopeSchema(chapterNodeSchema) };

export function chapterRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    app.get(
      "/books/:bookOid/chapters",
      { onRequest, schema: { tags, params: bookPathSchema, response: treeResponse } },
      async (request) => ok(await listChapters(deps.db, authOf(request), request.params.bookOid)),
    );

    app.get(
      "/books/:bookOid/chapters/:chapterOid",
      { onRequest, schema: { tags, params: chapterPathSchema, response: chapterResponse } },
      async (request) => ok(await getChapter(deps.db, authOf(request), request.params)),
    );

    app.post(
      "/books/:bookOid/chapters",
      {
        onRequest,
        schema: { tags, params: bookPathSchema, body: nameBodySchema, response: chapterResponse },
      },
      async (request) =>
        ok(
          await createChapter(deps, authOf(request), {
            bookOid: request.params.bookOid,
            name: request.body.name,
          }),
        ),
    );

    app.put(
      "/books/:bookOid/chapters/:chapterOid",
      {
        onRequest,
        schema: { tags, params: chapterPathSchema, body: nameBodySchema, response: chapterResponse },
      },
      async (request) => ok(await renameChapter(deps, authOf(request), request.params, request.body.name)),
    );

    app.put(
      "/books/:bookOid/chapters/batch-delete",
      {
        onRequest,
        schema: {
          tags,
          params: bookPathSchema,
          body: batchDeleteBodySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await deleteChapters(deps, authOf(request), {
          bookOid: request.params.bookOid,
          oids: request.body.oids,
        });
        return ok(null);
      },
    );

    for (const [path, committed] of [
      ["committed", true],
      ["reverted", false],
    ] as const) {
      app.put(
        `/books/:bookOid/chapters/${path}`,
        { onRequest, schema: { tags, params: bookPathSchema, body: oidsBodySchema, response: treeResponse } },
        async (request) =>
          ok(
            await setChaptersCommitted(deps, authOf(request), {
              bookOid: request.params.bookOid,
              oids: request.body.oids,
              committed,
            }),
          ),
      );
    }

    app.put(
      "/books/:bookOid/chapters/compose",
      {
        onRequest,
        schema: { tags, params: bookPathSchema, body: composeBodySchema, response: treeResponse },
      },
      async (request) =>
        ok(await composeChapters(deps, authOf(request), request.params.bookOid, request.body)),
    );
  };
}
