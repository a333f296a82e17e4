// Content calls (shell §7 Files > Content) under .../files/:fileOid. Reads need the book's `view`;
// writes follow the save socket's rules (editContent, open chapter, no whole-book task, the lock).
import {
  attachmentSchema,
  contentAttachmentsBodySchema,
  contentHeadingSchema,
  copiedContentSchema,
  copyContentBodySchema,
  envelopeSchema,
  fileContentSchema,
  filePathSchema,
  listSchema,
  pageSchema,
  putContentBodySchema,
  restoreRevisionBodySchema,
  revisionPathSchema,
  revisionSchema,
  revisionSummarySchema,
  revisionsQuerySchema,
  SAVE_CONTENT_LIMITS,
  savedVersionSchema,
  svgContentBodySchema,
  svgCopyBodySchema,
} from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { contentAttachments } from "./content-attachments.ts";
import { copyContent } from "./copy-content.ts";
import { DOCUMENT_BODY_LIMIT } from "./document-body-limit.ts";
import { asHttp } from "./edit-refusal.ts";
import { getContent, getHeadings, putContent } from "./file-content.ts";
import { FILE_ROUTE } from "./file-route.ts";
import { getRevision, listRevisions, restoreRevision } from "./revisions.ts";
import { copySvgContent, createSvgContent } from "./svg-content.ts";

const tags = ["content"];
const base = FILE_ROUTE;
const SVG_BODY_LIMIT = SAVE_CONTENT_LIMITS.maxSvgChars * 3 + 64 * 1024;
const COPY_PATHS = [
  { path: "copy", withAttachments: false },
  { path: "prose-mirror-copy", withAttachments: false },
  { path: "attach-copy", withAttachments: true },
  { path: "prose-mirror-attach-copy", withAttachments: true },
];

export function contentRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    app.get(
      `${base}/content`,
      {
        onRequest,
        schema: { tags, params: filePathSchema, response: { 200: envelopeSchema(fileContentSchema) } },
      },
      async (request) => ok(await asHttp(() => getContent(deps, authOf(request), request.params))),
    );

    app.put(
      `${base}/content`,
      {
        onRequest,
        bodyLimit: DOCUMENT_BODY_LIMIT,
        schema: {
          tags,
          params: filePathSchema,
          body: putContentBodySchema,
          response: { 200: envelopeSchema(savedVersionSchema) },
        },
      },
      async (request) =>
        ok(await asHttp(() => putContent(deps, authOf(request), request.params, request.body))),
    );

    app.get(
      `${base}/headings`,
      {
        onRequest,
        schema: {
          tags,
          params: filePathSchema,
          response: { 200: envelopeSchema(listSchema(contentHeadingSchema)) },
        },
      },
      async (request) => ok(await asHttp(() => getHeadings(deps, authOf(request), request.params))),
    );

    for (const { path, withAttachments } of COPY_PATHS) {
      app.post(
        `${base}/content/${path}`,
        {
          onRequest,
          schema: {
            tags,
            params: filePathSchema,
            body: copyContentBodySchema,
            response: { 200: envelopeSchema(copiedContentSchema) },
          },
        },
        async (request) =>
          ok(
            await asHttp(() =>
              copyContent(deps, authOf(request), request.params, request.body, withAttachments),
            ),
          ),
      );
    }

    app.post(
      `${base}/content/attachments`,
      {
        onRequest,
        bodyLimit: DOCUMENT_BODY_LIMIT,
        schema: {
          tags,
          params: filePathSchema,
          body: contentAttachmentsBodySchema,
          response: { 200: envelopeSchema(listSchema(attachmentSchema)) },
        },
      },
      async (request) =>
        ok(await asHttp(() => contentAttachments(deps, authOf(request), request.params, request.body))),
    );

    app.post(
      `${base}/svg-contents`,
      {
        onRequest,
        bodyLimit: SVG_BODY_LIMIT,
        schema: {
          tags,
          params: filePathSchema,
          body: svgContentBodySchema,
          response: { 200: envelopeSchema(attachmentSchema) },
        },
      },
      async (request) =>
        ok(await asHttp(() => createSvgContent(deps, authOf(request), request.params, request.body))),
    );

    app.post(
      `${base}/content/svg-copy`,
      {
        onRequest,
        schema: {
          tags,
          params: filePathSchema,
          body: svgCopyBodySchema,
          response: { 200: envelopeSchema(attachmentSchema) },
        },
      },
      async (request) =>
        ok(await asHttp(() => copySvgContent(deps, authOf(request), request.params, request.body))),
    );

    app.get(
      `${base}/revisions`,
      {
        onRequest,
        schema: {
          tags,
          params: filePathSchema,
          querystring: revisionsQuerySchema,
          response: { 200: envelopeSchema(pageSchema(revisionSummarySchema)) },
        },
      },
      async (request) =>
        ok(await asHttp(() => listRevisions(deps, authOf(request), request.params, request.query))),
    );

    app.get(
      `${base}/revisions/:version`,
      {
        onRequest,
        schema: { tags, params: revisionPathSchema, response: { 200: envelopeSchema(revisionSchema) } },
      },
      async (request) => {
        const { version, ...address } = request.params;
        return ok(await asHttp(() => getRevision(deps, authOf(request), address, version)));
      },
    );

    app.post(
      `${base}/revisions/:version/restore`,
      {
        onRequest,
        schema: {
          tags,
          params: revisionPathSchema,
          body: restoreRevisionBodySchema,
          response: { 200: envelopeSchema(savedVersionSchema) },
        },
      },
      async (request) => {
        const { version, ...address } = request.params;
        return ok(await asHttp(() => restoreRevision(deps, authOf(request), address, version, request.body)));
      },
    );
  };
}
