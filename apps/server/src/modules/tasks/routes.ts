// The task center (shell §7 User tasks). The spec writes these paths with a trailing slash and the
// client may call either spelling, so each route answers both; the documentation lists one.
import {
  envelopeSchema,
  listSchema,
  pageSchema,
  renameTaskBodySchema,
  taskProgressQuerySchema,
  taskProgressSchema,
  userTaskDetailSchema,
  userTaskSchema,
  userTasksQuerySchema,
  zOid,
} from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { cancelTask } from "./cancel-task.ts";
import { getTask, listTaskDetails } from "./get-task.ts";
import { listTasks } from "./list-tasks.ts";
import { renameTask } from "./rename-task.ts";
import { taskProgress } from "./task-progress.ts";

const taskParams = z.object({ taskOid: zOid });
const taskResponse = { 200: envelopeSchema(userTaskSchema) };

/** Both spellings of a path, the one with the trailing slash hidden from the documentation. */
function spellings(path: string) {
  return [
    { url: path, schema: { tags: ["tasks"] } },
    { url: `${path}/`, schema: { tags: ["tasks"], hide: true } },
  ];
}

export function taskRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    for (const { url, schema } of spellings("/user-tasks")) {
      app.get(
        url,
        {
          onRequest,
          schema: {
            ...schema,
            querystring: userTasksQuerySchema,
            response: { 200: envelopeSchema(pageSchema(userTaskSchema)) },
          },
        },
        async (request) => ok(await listTasks(deps, authOf(request), request.query)),
      );
    }

    for (const { url, schema } of spellings("/user-tasks/progress")) {
      app.get(
        url,
        {
          onRequest,
          schema: {
            ...schema,
            querystring: taskProgressQuerySchema,
            response: { 200: envelopeSchema(taskProgressSchema) },
          },
        },
        async (request) => ok(await taskProgress(deps, authOf(request), request.query.oids)),
      );
    }

    for (const { url, schema } of spellings("/user-tasks/:taskOid")) {
      app.get(
        url,
        { onRequest, schema: { ...schema, params: taskParams, response: taskResponse } },
        async (request) => ok(await getTask(deps, authOf(request), request.params.taskOid)),
      );
      app.put(
        url,
        {
          onRequest,
          schema: { ...schema, params: taskParams, body: renameTaskBodySchema, response: taskResponse },
        },
        async (request) =>
          ok(await renameTask(deps, authOf(request), request.params.taskOid, request.body.title)),
      );
    }

    for (const { url, schema } of spellings("/user-tasks/:taskOid/details")) {
      app.get(
        url,
        {
          onRequest,
          schema: {
            ...schema,
            params: taskParams,
            response: { 200: envelopeSchema(listSchema(userTaskDetailSchema)) },
          },
        },
        async (request) => ok(await listTaskDetails(deps, authOf(request), request.params.taskOid)),
      );
    }

    for (const { url, schema } of spellings("/user-tasks/:taskOid/cancel")) {
      app.put(
        url,
        { onRequest, schema: { ...schema, params: taskParams, response: taskResponse } },
        async (request) => ok(await cancelTask(deps, authOf(request), request.params.taskOid)),
      );
    }
  };
}
