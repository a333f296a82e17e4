// Content calls (shell §7 Files > Content) under .../files/:fileOid. Reads need the book's `view`;
// writes follow the save socket's rules (editContent, open chapter, no whole-book task, the lock).
import { contentCalls as calls, SAVE_CONTENT_LIMITS } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { route } from "../../http/route.ts";
import { contentAttachments } from "./content-attachments.ts";
import { copyContent } from "./copy-content.ts";
import { DOCUMENT_BODY_LIMIT } from "./document-body-limit.ts";
import { asHttp } from "./edit-refusal.ts";
import { getContent, getHeadings, putContent } from "./file-content.ts";
import { getRevision, listRevisions, restoreRevision } from "./revisions.ts";
import { copySvgContent, createSvgContent } from "./svg-content.ts";

const SVG_BODY_LIMIT = SAVE_CONTENT_LIMITS.maxSvgChars * 3 + 64 * 1024;
const COPIES = [
  { call: calls.copy, withAttachments: false },
  { call: calls.proseMirrorCopy, withAttachments: false },
  { call: calls.attachCopy, withAttachments: true },
  { call: calls.proseMirrorAttachCopy, withAttachments: true },
];

export function contentRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    route(app, calls.get, { onRequest }, (request) =>
      asHttp(() => getContent(deps, authOf(request), request.params)),
    );
    route(app, calls.put, { onRequest, bodyLimit: DOCUMENT_BODY_LIMIT }, (request) =>
      asHttp(() => putContent(deps, authOf(request), request.params, request.body)),
    );
    route(app, calls.headings, { onRequest }, (request) =>
      asHttp(() => getHeadings(deps, authOf(request), request.params)),
    );
    for (const { call, withAttachments } of COPIES) {
      route(app, call, { onRequest }, (request) =>
        asHttp(() => copyContent(deps, authOf(request), request.params, request.body, withAttachments)),
      );
    }
    route(app, calls.attachments, { onRequest, bodyLimit: DOCUMENT_BODY_LIMIT }, (request) =>
      asHttp(() => contentAttachments(deps, authOf(request), request.params, request.body)),
    );
    route(app, calls.svgContent, { onRequest, bodyLimit: SVG_BODY_LIMIT }, (request) =>
      asHttp(() => createSvgContent(deps, authOf(request), request.params, request.body)),
    );
    route(app, calls.svgCopy, { onRequest }, (request) =>
      asHttp(() => copySvgContent(deps, authOf(request), request.params, request.body)),
    );
    route(app, calls.revisions, { onRequest }, (request) =>
      asHttp(() => listRevisions(deps, authOf(request), request.params, request.query)),
    );
    route(app, calls.revision, { onRequest }, (request) => {
      const { version, ...address } = request.params;
      return asHttp(() => getRevision(deps, authOf(request), address, version));
    });
    route(app, calls.restore, { onRequest }, (request) => {
      const { version, ...address } = request.params;
      return asHttp(() => restoreRevision(deps, authOf(request), address, version, request.body));
    });
  };
}
