// Push calls (shell §7 Push, issue 18 §2): the four pushes, the records and their withdrawal, and
// the targets the push page picks from.
import { pushCalls as calls } from "@textbook/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { route } from "../../http/route.ts";
import { listPushes, withdrawPush } from "./push-records.ts";
import { pushClasses, pushClassStudents, pushUsers } from "./push-target-lists.ts";
import { type PushTargets, submitPush } from "./submit-push.ts";

export function pushRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    // The four pushes differ only in whom they name: one submit, the kind and the targets apart.
    const submit = (request: FastifyRequest<{ Params: { bookOid: string } }>, push: PushTargets) =>
      submitPush(deps, authOf(request), request.params.bookOid, push, String(request.id));
    route(app, calls.pushToCcs, { onRequest }, (request) =>
      submit(request, { kind: "CCS", targets: request.body.classOids }),
    );
    route(app, calls.pushToStudents, { onRequest }, (request) =>
      submit(request, { kind: "STUDENTS", targets: request.body.studentOids }),
    );
    route(app, calls.pushToAccounts, { onRequest }, (request) =>
      submit(request, { kind: "ACCOUNTS", targets: request.body.phoneNumbers }),
    );
    route(app, calls.pushToUsers, { onRequest }, (request) =>
      submit(request, { kind: "USERS", targets: request.body.userOids }),
    );
    route(app, calls.list, { onRequest }, (request) =>
      listPushes(deps, authOf(request), request.params.bookOid, request.query),
    );
    route(app, calls.withdraw, { onRequest }, (request) =>
      withdrawPush(deps, authOf(request), request.params),
    );
    route(app, calls.classes, { onRequest }, (request) =>
      pushClasses(deps, authOf(request), request.params.bookOid),
    );
    route(app, calls.classStudents, { onRequest }, (request) =>
      pushClassStudents(deps, authOf(request), request.params),
    );
    route(app, calls.users, { onRequest }, (request) =>
      pushUsers(deps, authOf(request), request.params.bookOid, request.query),
    );
  };
}
