// Virtual simulation calls under .../files/:fileOid (shell §7: POST, PUT .../virtual-simulations;
// GET lists the file's simulations for the link dialog).
import {
  envelopeSchema,
  filePathSchema,
  listSchema,
  updateVirtualSimulationBodySchema,
  virtualSimulationBodySchema,
  virtualSimulationSchema,
} from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { asHttp } from "../content/edit-refusal.ts";
import { FILE_ROUTE } from "../content/file-route.ts";
import {
  createVirtualSimulation,
  listVirtualSimulations,
  updateVirtualSimulation,
} from "./virtual-simulations.ts";

const tags = ["virtual-simulations"];
const path = `${FILE_ROUTE}/virtual-simulations`;
const response = { 200: envelopeSchema(virtualSimulationSchema) };

export function virtualSimulationRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    app.get(
      path,
      {
        onRequest,
        schema: {
          tags,
          params: filePathSchema,
          response: { 200: envelopeSchema(listSchema(virtualSimulationSchema)) },
        },
      },
      async (request) =>
        ok(await asHttp(() => listVirtualSimulations(deps, authOf(request), request.params))),
    );

    app.post(
      path,
      { onRequest, schema: { tags, params: filePathSchema, body: virtualSimulationBodySchema, response } },
      async (request) =>
        ok(await asHttp(() => createVirtualSimulation(deps, authOf(request), request.params, request.body))),
    );

    app.put(
      path,
      {
        onRequest,
        schema: { tags, params: filePathSchema, body: updateVirtualSimulationBodySchema, response },
      },
      async (request) =>
        ok(await asHttp(() => updateVirtualSimulation(deps, authOf(request), request.params, request.body))),
    );
  };
}
