// Registers a call from its contract (packages/shared/src/api/contract.ts): path, method and schemas
// come from the entry, the handler returns the envelope's data and gets the request as the schemas
// parsed it.
import { type Call, type CallParsed, envelopeSchema } from "@textbook/shared";
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { ok } from "./envelope.ts";

/** The instance a route plugin receives. */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

export type CallRequest<C extends Call> = Omit<FastifyRequest, "params" | "query" | "body"> & CallParsed<C>;

/** The envelope's data, or for a call that answers bytes the reply that sent them. */
type Answer<C extends Call> = C["bytes"] extends true ? FastifyReply : z.input<C["data"]>;

export type CallHandler<C extends Call> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<Answer<C>> | Answer<C>;

/** Hooks, rate limits and body limits of a route: everything but what the contract says. */
export type RouteOptions = Omit<RouteShorthandOptions, "schema">;

export function route<C extends Call>(
  app: RouteApp,
  call: C,
  options: RouteOptions,
  handler: CallHandler<C>,
): void {
  const schema = {
    tags: [call.resource],
    summary: call.summary,
    ...(call.params && { params: call.params }),
    ...(call.query && { querystring: call.query }),
    ...(call.body && { body: call.body }),
    ...(!call.bytes && { response: { 200: envelopeSchema(call.data) } }),
  };
  // The schemas parsed params, query and body into exactly CallParsed<C>.
  const respond = async (request: FastifyRequest, reply: FastifyReply) => {
    const data = await handler(request as unknown as CallRequest<C>, reply);
    return call.bytes ? reply : ok(data);
  };
  app.route({ ...options, method: call.method, url: call.path, schema, handler: respond });
  if (call.slashTwin) {
    app.route({
      ...options,
      method: call.method,
      url: `${call.path}/`,
      schema: { ...schema, hide: true },
      handler: respond,
    });
  }
}
