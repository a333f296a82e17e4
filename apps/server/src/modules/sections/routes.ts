import {
  batchDeleteBodySchema,
  chapterPathSchema,
  envelopeSchema,
  listSchema,
  nameBodySchema,
  sectionNodeSchema,
  sectionPathSchema,
} from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { createSection } from "./create-section.ts";
import { deleteSections } from "./delete-sections.ts";
import { getSection } from "./get-section.ts";
import { listSections } from "./list-sections.ts";
import { renameSection } from "./rename-section.ts";

const tags = ["sections"];
const base = "/books/:bookOid/chapters/:chapterOid/sections";
const sectionResponse = { 200: envelopeSchema(sectionNodeSchema) };

export function sectionRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    app.get(
      base,
      {
        onRequest,
        schema: {
          tags,
          params: chapterPathSchema,
          response: { 200: envelopeSchema(listSchema(sectionNodeSchema)) },
        },
      },
      async (request) => ok(await listSections(deps.db, authOf(request), request.params)),
    );

    app.get(
      `${base}/:sectionOid`,
      { onRequest, schema: { tags, params: sectionPathSchema, response: sectionResponse } },
      async (request) => ok(await getSection(deps.db, authOf(request), request.params)),
    );

    app.post(
      base,
      {
        onRequest,
        schema: { tags, params: chapterPathSchema, body: nameBodySchema, response: sectionResponse },
      },
      async (request) => ok(await createSection(deps, authOf(request), request.params, request.body.name)),
    );

    app.put(
      `${base}/:sectionOid`,
      {
        onRequest,
        schema: { tags, params: sectionPathSchema, body: nameBodySchema, response: sectionResponse },
      },
      async (request) => ok(await renameSection(deps, authOf(request), request.params, request.body.name)),
    );

    app.put(
      `${base}/batch-delete`,
      {
        onRequest,
        schema: {
          tags,
          params: chapterPathSchema,
          body: batchDeleteBodySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await deleteSections(deps, authOf(request), request.params, request.body.oids);
        return ok(null);
      },
    );
  };
}
