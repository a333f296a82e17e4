// A book's used attachments (shell §7): the list, its export, and the original-work marks.
import { usedAttachmentCalls as calls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { route } from "../../http/route.ts";
import { listUsedAttachments } from "./list-used-attachments.ts";
import { setMark } from "./marks.ts";
import { submitUsedAttachmentsExport } from "./submit-export.ts";

export function usedAttachmentRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    route(app, calls.list, { onRequest }, (request) =>
      listUsedAttachments(deps, authOf(request), request.params.id, request.query),
    );
    route(app, calls.export, { onRequest }, (request) =>
      submitUsedAttachmentsExport(deps, authOf(request), request.params.id, request.body),
    );
    route(app, calls.markAsOg, { onRequest }, (request) =>
      setMark(deps, authOf(request), request.params.id, request.params.attId, "MARKED"),
    );
    route(app, calls.unmarkFromOg, { onRequest }, (request) =>
      setMark(deps, authOf(request), request.params.id, request.params.attId, "UNMARK"),
    );
  };
}
