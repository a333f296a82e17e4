import { sectionCalls as calls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { route } from "../../http/route.ts";
import { submitSectionCopy } from "../copies/submit-copy.ts";
import { createSection } from "./create-section.ts";
import { deleteSections } from "./delete-sections.ts";
import { getSection } from "./get-section.ts";
import { listSections } from "./list-sections.ts";
import { renameSection } from "./rename-section.ts";

export function sectionRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    route(app, calls.list, { onRequest }, (request) =>
      listSections(deps.db, authOf(request), request.params),
    );
    route(app, calls.get, { onRequest }, (request) => getSection(deps.db, authOf(request), request.params));
    route(app, calls.create, { onRequest }, (request) =>
      createSection(deps, authOf(request), request.params, request.body.name),
    );
    route(app, calls.rename, { onRequest }, (request) =>
      renameSection(deps, authOf(request), request.params, request.body.name),
    );
    route(app, calls.batchDelete, { onRequest }, async (request) => {
      await deleteSections(deps, authOf(request), request.params, request.body.oids);
      return null;
    });
    route(app, calls.copy, { onRequest }, (request) =>
      submitSectionCopy(deps, authOf(request), request.params, request.body),
    );
  };
}
