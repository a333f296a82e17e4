import {
  copyFileBodySchema,
  createFileBodySchema,
  envelopeSchema,
  fileNodeSchema,
  fileOrderBodySchema,
  filePathSchema,
  nameBodySchema,
  oidsBodySchema,
  sectionNodeSchema,
  sectionPathSchema,
} from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { copyFile } from "./copy-file.ts";
import { createFile } from "./create-file.ts";
import { deleteFiles } from "./delete-files.ts";
import { orderFiles } from "./order-files.ts";
import { renameFile } from "./rename-file.ts";

const tags = ["files"];
const base = "/books/:bookOid/chapters/:chapterOid/sections/:sectionOid/files";
const fileResponse = { 200: envelopeSchema(fileNodeSchema) };

export function fileRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    app.post(
      base,
      {
        onRequest,
        schema: { tags, params: sectionPathSchema, body: createFileBodySchema, response: fileResponse },
      },
      async (request) => ok(await createFile(deps, authOf(request), request.params, request.body)),
    );

    app.put(
      `${base}/:fileOid`,
      { onRequest, schema: { tags, params: filePathSchema, body: nameBodySchema, response: fileResponse } },
      async (request) => ok(await renameFile(deps, authOf(request), request.params, request.body.name)),
    );

    app.put(
      `${base}/order`,
      {
        onRequest,
        schema: {
          tags,
          params: sectionPathSchema,
          body: fileOrderBodySchema,
          response: { 200: envelopeSchema(sectionNodeSchema) },
        },
      },
      async (request) => ok(await orderFiles(deps, authOf(request), request.params, request.body.fileOids)),
    );

    app.put(
      `${base}/deleted`,
      {
        onRequest,
        schema: {
          tags,
          params: sectionPathSchema,
          body: oidsBodySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await deleteFiles(deps, authOf(request), request.params, request.body.oids);
        return ok(null);
      },
    );

    app.post(
      `${base}/:fileOid/copy`,
      {
        onRequest,
        schema: { tags, params: filePathSchema, body: copyFileBodySchema, response: fileResponse },
      },
      async (request) =>
        ok(await copyFile(deps, authOf(request), request.params, request.body.targetSectionOid)),
    );
  };
}
