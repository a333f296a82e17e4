// The task center (shell §7 User tasks). The spec writes these paths with a trailing slash and the
// client may call either spelling, so each route answers both (the contracts' slashTwin).
import { taskCalls as calls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { route } from "../../http/route.ts";
import { cancelTask } from "./cancel-task.ts";
import { getTask, listTaskDetails } from "./get-task.ts";
import { listTasks } from "./list-tasks.ts";
import { renameTask } from "./rename-task.ts";
import { taskProgress } from "./task-progress.ts";

export function taskRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    route(app, calls.list, { onRequest }, (request) => listTasks(deps, authOf(request), request.query));
    route(app, calls.progress, { onRequest }, (request) =>
      taskProgress(deps, authOf(request), request.query.oids),
    );
    route(app, calls.get, { onRequest }, (request) => getTask(deps, authOf(request), request.params.taskOid));
    route(app, calls.rename, { onRequest }, (request) =>
      renameTask(deps, authOf(request), request.params.taskOid, request.body.title),
    );
    route(app, calls.details, { onRequest }, (request) =>
      listTaskDetails(deps, authOf(request), request.params.taskOid),
    );
    route(app, calls.cancel, { onRequest }, (request) =>
      cancelTask(deps, authOf(request), request.params.taskOid),
    );
  };
}
