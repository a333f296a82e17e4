import { fileCalls as calls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { route } from "../../http/route.ts";
import { copyFile } from "./copy-file.ts";
import { createFile } from "./create-file.ts";
import { deleteFiles } from "./delete-files.ts";
import { orderFiles } from "./order-files.ts";
import { renameFile } from "./rename-file.ts";

export function fileRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    route(app, calls.create, { onRequest }, (request) =>
      createFile(deps, authOf(request), request.params, { name: request.body.name }),
    );
    route(app, calls.rename, { onRequest }, (request) =>
      renameFile(deps, authOf(request), request.params, request.body.name),
    );
    route(app, calls.order, { onRequest }, (request) =>
      orderFiles(deps, authOf(request), request.params, request.body.fileOids),
    );
    route(app, calls.delete, { onRequest }, async (request) => {
      await deleteFiles(deps, authOf(request), request.params, request.body.oids);
      return null;
    });
    route(app, calls.copy, { onRequest }, (request) =>
      copyFile(deps, authOf(request), request.params, request.body.targetSectionOid),
    );
  };
}
