// GET /commons/subjects: the subject list kept as data in packages/shared (subjects.ts).
import { commonCalls, SUBJECTS } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { requireAuth } from "../../http/auth.ts";
import { list } from "../../http/envelope.ts";
import { route } from "../../http/route.ts";

export function commonRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    route(app, commonCalls.subjects, { onRequest }, () => list([...SUBJECTS]));
  };
}
