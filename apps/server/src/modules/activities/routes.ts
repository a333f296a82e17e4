// Activity calls (shell §7 Files > Activities) under .../files/:fileOid/activities. Reads need the
// book's `view`; changes need the file to be editable, answering the content calls' refusals.
import { activityCalls as calls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { route } from "../../http/route.ts";
import { asHttp } from "../content/edit-refusal.ts";
import { activityPreview, createActivity, getActivity, updateActivity } from "./activities.ts";
import { appendTopics, deleteTopics, listTopics, putTopics } from "./topics.ts";

/**
 * Up to 100 topics of at most 100,000 characters of JSON each; a character takes at most 3 bytes
 * of UTF-8 (a Chinese one does), so a list within the rules is never cut off by the body limit.
 */
const TOPICS_BODY_LIMIT = 32 * 1024 * 1024;

export function activityRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    route(app, calls.create, { onRequest }, (request) =>
      asHttp(() => createActivity(deps, authOf(request), request.params, request.body)),
    );
    route(app, calls.get, { onRequest }, (request) =>
      asHttp(() => getActivity(deps, authOf(request), request.params)),
    );
    route(app, calls.update, { onRequest }, (request) =>
      asHttp(() => updateActivity(deps, authOf(request), request.params, request.body)),
    );
    route(app, calls.topics, { onRequest }, (request) =>
      asHttp(() => listTopics(deps, authOf(request), request.params)),
    );
    route(app, calls.putTopics, { onRequest, bodyLimit: TOPICS_BODY_LIMIT }, (request) =>
      asHttp(() => putTopics(deps, authOf(request), request.params, request.body)),
    );
    route(app, calls.appendTopics, { onRequest, bodyLimit: TOPICS_BODY_LIMIT }, (request) =>
      asHttp(() => appendTopics(deps, authOf(request), request.params, request.body)),
    );
    route(app, calls.deleteTopics, { onRequest }, (request) =>
      asHttp(() => deleteTopics(deps, authOf(request), request.params, request.body)),
    );
    route(app, calls.previewUrl, { onRequest }, (request) =>
      asHttp(() => activityPreview(deps, authOf(request), request.params)),
    );
  };
}
