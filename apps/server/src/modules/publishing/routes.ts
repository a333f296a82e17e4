// Publish calls (shell §7 Publish, issue 16 §3): applications, builds, releases, the book's editions,
// the three histories and the changes since the released edition.
import { publishingCalls as calls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { route } from "../../http/route.ts";
import { bookEditions } from "./book-editions.ts";
import { changesSinceRelease } from "./changes-since-release.ts";
import { submitBuild } from "./editions/submit-build.ts";
import { submitRelease } from "./editions/submit-release.ts";
import { applyToPublish } from "./publish-apply.ts";
import { applyHistory, buildHistory, releaseHistory } from "./publish-histories.ts";

export function publishingRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    route(app, calls.apply, { onRequest }, (request) =>
      applyToPublish(deps, authOf(request), request.params.bookOid, request.body),
    );
    route(app, calls.applyHistory, { onRequest }, (request) =>
      applyHistory(deps, authOf(request), request.params.bookOid, request.query),
    );
    route(app, calls.buildHistory, { onRequest }, (request) =>
      buildHistory(deps, authOf(request), request.params.bookOid, request.query),
    );
    route(app, calls.releaseHistory, { onRequest }, (request) =>
      releaseHistory(deps, authOf(request), request.params.bookOid, request.query),
    );
    route(app, calls.build, { onRequest }, (request) =>
      submitBuild(deps, authOf(request), request.params.bookOid),
    );
    route(app, calls.release, { onRequest }, (request) =>
      submitRelease(deps, authOf(request), request.params.bookOid, request.body),
    );
    route(app, calls.editions, { onRequest }, (request) =>
      bookEditions(deps, authOf(request), request.params.bookOid),
    );
    route(app, calls.changesSinceRelease, { onRequest }, (request) =>
      changesSinceRelease(deps, authOf(request), request.params.bookOid),
    );
  };
}
