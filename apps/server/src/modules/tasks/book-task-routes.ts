// Calls on books that answer a background task (UserTask) instead of doing the work in the request.
import {
  bookPathSchema,
  chapterPathSchema,
  copyChapterBodySchema,
  copySectionBodySchema,
  envelopeSchema,
  exportBookBodySchema,
  noteTitleStyleBodySchema,
  sectionPathSchema,
  userTaskSchema,
} from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { submitNoteTitleStyle, submitReferenceUpdate } from "./submit-book-rewrite.ts";
import { submitChapterCopy, submitSectionCopy } from "./submit-copy.ts";
import { submitExport } from "./submit-export.ts";

const taskResponse = { 200: envelopeSchema(userTaskSchema) };

export function bookTaskRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    app.post(
      "/books/export",
      { onRequest, schema: { tags: ["books"], body: exportBookBodySchema, response: taskResponse } },
      async (request) => ok(await submitExport(deps, authOf(request), request.body.bookOid)),
    );

    app.post(
      "/books/:bookOid/chapters/:chapterOid/sections/:sectionOid/copy",
      {
        onRequest,
        schema: {
          tags: ["sections"],
          params: sectionPathSchema,
          body: copySectionBodySchema,
          response: taskResponse,
        },
      },
      async (request) => ok(await submitSectionCopy(deps, authOf(request), request.params, request.body)),
    );

    app.post(
      "/books/:bookOid/chapters/:chapterOid/copy",
      {
        onRequest,
        schema: {
          tags: ["chapters"],
          params: chapterPathSchema,
          body: copyChapterBodySchema,
          response: taskResponse,
        },
      },
      async (request) =>
        ok(await submitChapterCopy(deps, authOf(request), request.params, request.body.targetBookOid)),
    );

    app.post(
      "/books/:bookOid/note-title-style",
      {
        onRequest,
        schema: {
          tags: ["styles"],
          params: bookPathSchema,
          body: noteTitleStyleBodySchema,
          response: taskResponse,
        },
      },
      async (request) =>
        ok(await submitNoteTitleStyle(deps, authOf(request), request.params.bookOid, request.body)),
    );

    app.post(
      "/books/:bookOid/chapters/update-reference",
      { onRequest, schema: { tags: ["styles"], params: bookPathSchema, response: taskResponse } },
      async (request) => ok(await submitReferenceUpdate(deps, authOf(request), request.params.bookOid)),
    );
  };
}
