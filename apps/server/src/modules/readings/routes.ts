// Reading calls (shell §7 Files > Readings) under .../files/:fileOid: create and update an extended
// reading. Both need the right to edit the file's content; a committed chapter refuses.
import {
  envelopeSchema,
  filePathSchema,
  readingBodySchema,
  readingPathSchema,
  readingSchema,
} from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { asHttp } from "../content/edit-refusal.ts";
import { FILE_ROUTE } from "../content/file-route.ts";
import { createReading, updateReading } from "./write-reading.ts";

const tags = ["readings"];
const base = `${FILE_ROUTE}/readings`;

export function readingRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    app.post(
      base,
      {
        onRequest,
        schema: {
          tags,
          params: filePathSchema,
          body: readingBodySchema,
          response: { 200: envelopeSchema(readingSchema) },
        },
      },
      async (request) =>
        ok(await asHttp(() => createReading(deps, authOf(request), request.params, request.body))),
    );

    app.put(
      `${base}/:readingOid`,
      {
        onRequest,
        schema: {
          tags,
          params: readingPathSchema,
          body: readingBodySchema,
          response: { 200: envelopeSchema(readingSchema) },
        },
      },
      async (request) => {
        const { readingOid, ...address } = request.params;
        return ok(
          await asHttp(() => updateReading(deps, authOf(request), address, readingOid, request.body)),
        );
      },
    );
  };
}
