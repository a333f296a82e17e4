// Mind-map calls (shell §7 Files > Mind maps) under .../files/:fileOid/mind-maps. Reads need the
// book's `view`; writes follow the file's editing rules, their refusals answered as HTTP errors.
import {
  copiedMindMapSchema,
  copyMindMapBodySchema,
  envelopeSchema,
  filePathSchema,
  MIND_MAP_LIMITS,
  mindMapBodySchema,
  mindMapPathSchema,
  mindMapSchema,
} from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { asHttp } from "../content/edit-refusal.ts";
import { FILE_ROUTE } from "../content/file-route.ts";
import { copyMindMap } from "./copy-mind-map.ts";
import { readMindMap } from "./read-mind-map.ts";
import { createMindMap, updateMindMap } from "./write-mind-map.ts";

const tags = ["mind-maps"];
const base = `${FILE_ROUTE}/mind-maps`;
/** Room for the largest map the schema accepts once JSON escapes it, so the size check answers, not the parser. */
const BODY_LIMIT = MIND_MAP_LIMITS.maxDataBytes * 2 + 64 * 1024;

export function mindMapRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  const response = { 200: envelopeSchema(mindMapSchema) };
  return async (app) => {
    app.post(
      base,
      {
        onRequest,
        bodyLimit: BODY_LIMIT,
        schema: { tags, params: filePathSchema, body: mindMapBodySchema, response },
      },
      async (request) =>
        ok(await asHttp(() => createMindMap(deps, authOf(request), request.params, request.body))),
    );

    app.get(
      `${base}/:mindMapOid`,
      { onRequest, schema: { tags, params: mindMapPathSchema, response } },
      async (request) => ok(await asHttp(() => readMindMap(deps, authOf(request), request.params))),
    );

    app.put(
      `${base}/:mindMapOid`,
      {
        onRequest,
        bodyLimit: BODY_LIMIT,
        schema: { tags, params: mindMapPathSchema, body: mindMapBodySchema, response },
      },
      async (request) =>
        ok(await asHttp(() => updateMindMap(deps, authOf(request), request.params, request.body))),
    );

    app.post(
      `${base}/:mindMapOid/copy`,
      {
        onRequest,
        schema: {
          tags,
          params: mindMapPathSchema,
          body: copyMindMapBodySchema,
          response: { 200: envelopeSchema(copiedMindMapSchema) },
        },
      },
      async (request) =>
        ok(
          await asHttp(() => copyMindMap(deps, authOf(request), request.params, request.body.targetFileOid)),
        ),
    );
  };
}
