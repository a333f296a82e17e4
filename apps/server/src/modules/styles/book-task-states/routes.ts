// Whole-book task states (shell §7): one GET per kind of task that rewrites the whole book.
import { bookTaskStateCalls as calls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../../deps.ts";
import { authOf, requireAuth } from "../../../http/auth.ts";
import { route } from "../../../http/route.ts";
import { STYLE_TASK_TYPES } from "../style-tasks.ts";
import { bookTaskState } from "./task-state.ts";

const TYPES_BY_CALL = [
  [calls.customStyles, STYLE_TASK_TYPES],
  [calls.noteTitle, ["NOTE_TITLE_UPDATE"]],
  [calls.updateReference, ["REFERENCE_UPDATE"]],
] as const;

export function bookTaskStateRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    for (const [call, types] of TYPES_BY_CALL) {
      route(app, call, { onRequest }, (request) =>
        bookTaskState(deps, authOf(request), request.params.bookOid, types),
      );
    }
  };
}
