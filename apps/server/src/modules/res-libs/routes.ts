// The subject resource library's calls and a book's side of them (shell §7 res-libs).
import { bookSubjectResourceCalls as bookCalls, resLibCalls as calls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { list } from "../../http/envelope.ts";
import { route } from "../../http/route.ts";
import { actorOf } from "../audit/record-audit.ts";
import {
  activeResources,
  founderSubjects,
  lastUsedFounderSubjects,
  setEditorUse,
  subjectResourceState,
  useResource,
} from "./book-subject-resources.ts";
import { resourceCitations } from "./citations.ts";
import { changeResource, createResource, listManagedResources } from "./manage-resources.ts";

export function resLibRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    route(app, calls.list, { onRequest }, (request) =>
      listManagedResources(deps, authOf(request), request.query),
    );
    route(app, calls.create, { onRequest }, (request) =>
      createResource(deps, authOf(request), actorOf(request), request.body),
    );
    route(app, calls.update, { onRequest }, (request) =>
      changeResource(deps, authOf(request), actorOf(request), request.params.id, {
        action: "res-lib.update",
        set: request.body,
      }),
    );
    route(app, calls.keywords, { onRequest }, (request) =>
      changeResource(deps, authOf(request), actorOf(request), request.params.id, {
        action: "res-lib.keywords",
        set: request.body,
      }),
    );
    route(app, calls.deactivate, { onRequest }, (request) =>
      changeResource(deps, authOf(request), actorOf(request), request.params.id, {
        action: "res-lib.deactivate",
        set: { state: "INACTIVE" },
      }),
    );
    route(app, calls.activate, { onRequest }, (request) =>
      changeResource(deps, authOf(request), actorOf(request), request.params.id, {
        action: "res-lib.activate",
        set: { state: "ACTIVE" },
      }),
    );
    route(app, calls.actives, { onRequest }, (request) =>
      activeResources(deps, authOf(request), request.query),
    );
    route(app, calls.citations, { onRequest }, (request) =>
      resourceCitations(deps, authOf(request), request.params.id, request.query),
    );

    route(app, bookCalls.state, { onRequest }, (request) =>
      subjectResourceState(deps, authOf(request), request.params.id),
    );
    route(app, bookCalls.enableEditorUse, { onRequest }, (request) =>
      setEditorUse(deps, authOf(request), actorOf(request), request.params.id, true),
    );
    route(app, bookCalls.disableEditorUse, { onRequest }, (request) =>
      setEditorUse(deps, authOf(request), actorOf(request), request.params.id, false),
    );
    route(app, bookCalls.founderSubjects, { onRequest }, async (request) =>
      list(await founderSubjects(deps, authOf(request), request.params.id)),
    );
    route(app, bookCalls.lastUsedFounderSubjects, { onRequest }, async (request) =>
      list(await lastUsedFounderSubjects(deps, authOf(request), request.params.id)),
    );
    route(app, bookCalls.use, { onRequest }, (request) =>
      useResource(deps, authOf(request), request.params.id, request.params.resId),
    );
  };
}
