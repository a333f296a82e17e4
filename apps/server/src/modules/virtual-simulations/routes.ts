// Virtual simulation calls under .../files/:fileOid (shell §7: POST, PUT .../virtual-simulations;
// GET lists the file's simulations for the link dialog).
import { virtualSimulationCalls as calls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { route } from "../../http/route.ts";
import { asHttp } from "../content/edit-refusal.ts";
import {
  createVirtualSimulation,
  listVirtualSimulations,
  updateVirtualSimulation,
} from "./virtual-simulations.ts";

export function virtualSimulationRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    route(app, calls.list, { onRequest }, (request) =>
      asHttp(() => listVirtualSimulations(deps, authOf(request), request.params)),
    );
    route(app, calls.create, { onRequest }, (request) =>
      asHttp(() => createVirtualSimulation(deps, authOf(request), request.params, request.body)),
    );
    route(app, calls.update, { onRequest }, (request) =>
      asHttp(() => updateVirtualSimulation(deps, authOf(request), request.params, request.body)),
    );
  };
}
