import {
  adSchema,
  clientConfigSchema,
  envelopeSchema,
  listSchema,
  noticeSchema,
  todoCountQuerySchema,
  todoCountSchema,
} from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { list, ok } from "../../http/envelope.ts";
import { activeAds, currentNotice, todoCount } from "./service.ts";

const tags = ["system"];

export function systemRoutes(deps: Deps): FastifyPluginAsyncZod {
  const { db, config } = deps;
  const onRequest = requireAuth(deps);
  return async (app) => {
    app.get(
      "/systems/client-config",
      { schema: { tags, response: { 200: envelopeSchema(clientConfigSchema) } } },
      async () =>
        ok({
          managementSystemUrl: config.managementSystemUrl,
          helpManualUrl: config.helpManualUrl,
          customerServiceUrl: config.customerServiceUrl,
        }),
    );

    app.get(
      "/systems/notice",
      { onRequest, schema: { tags, response: { 200: envelopeSchema(noticeSchema) } } },
      async () => ok(await currentNotice(db)),
    );

    app.get(
      "/ads",
      { onRequest, schema: { tags, response: { 200: envelopeSchema(listSchema(adSchema)) } } },
      async () => ok(list(await activeAds(db))),
    );

    app.get(
      "/todos/count",
      {
        onRequest,
        schema: {
          tags: ["todos"],
          querystring: todoCountQuerySchema,
          response: { 200: envelopeSchema(todoCountSchema) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        return ok(await todoCount(db, auth.user.oid, request.query.orgOid ?? auth.currentOrg?.oid ?? null));
      },
    );
  };
}
