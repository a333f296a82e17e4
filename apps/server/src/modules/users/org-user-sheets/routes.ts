import { userImportCalls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../../deps.ts";
import { authOf, requireAuth } from "../../../http/auth.ts";
import { route } from "../../../http/route.ts";
import { serveImportTemplate } from "./import-template.ts";
import { submitMemberExport } from "./submit-export.ts";
import { submitImport } from "./submit-import.ts";

export function orgUserSheetRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, userImportCalls.importOrgUsers, { onRequest: requireAuth(deps) }, async (request) =>
      submitImport(
        deps,
        authOf(request),
        String(request.id),
        { orgOid: request.params.id, attachmentOid: request.params.x },
        request.body,
      ),
    );
    route(app, userImportCalls.importTemplate, {}, (_request, reply) => serveImportTemplate(reply));
    route(app, userImportCalls.exportOrgUsers, { onRequest: requireAuth(deps) }, async (request) =>
      submitMemberExport(deps, authOf(request), request.body),
    );
  };
}
