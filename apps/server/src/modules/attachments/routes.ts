// Attachment calls (shell §7 Attachments), the part uploads they hand out credentials for, the
// signed file links, and the media page's list.
import {
  attachmentParamsSchema,
  attachmentSchema,
  attachmentSegmentSchema,
  attachmentUsagesSchema,
  bookAttachmentParamsSchema,
  bookAttachmentsQuerySchema,
  createAttachmentBodySchema,
  createAttachmentResultSchema,
  envelopeSchema,
  listSchema,
  pageSchema,
  signedUrlSchema,
  UPLOAD,
  uploadPartParamsSchema,
  uploadPartQuerySchema,
  userManualQuerySchema,
  zOid,
} from "@textbook/shared";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { list, ok } from "../../http/envelope.ts";
import { FILE_VARIANTS, loadOrCreateSecret } from "../../storage/links.ts";
import { authorizeAttachment, authorizeUploader } from "./access.ts";
import { listBookAttachments } from "./book-attachments.ts";
import { completeAttachment } from "./complete-attachment.ts";
import { createAttachment } from "./create-attachment.ts";
import { attachmentUsages, deleteBookAttachment } from "./delete-attachment.ts";
import { generatePoster } from "./poster.ts";
import { presentAttachment } from "./presenter.ts";
import { serveFile } from "./serve-file.ts";
import { downloadUrl, previewUrl } from "./signed-links.ts";
import { createUploadTokens } from "./upload-credentials.ts";
import { listSegments, uploadPart } from "./upload-part.ts";
import { serveBundledManual, userManualUrl } from "./user-manual.ts";

const tags = ["attachments"];
/** A part is at most partSize; the slack lets an oversize part reach our own, clearer refusal. */
const PART_BODY_LIMIT = UPLOAD.partSize + 64 * 1024;

const fileParamsSchema = z.object({
  attachmentOid: z.string().min(1).max(64),
  variant: z.enum(FILE_VARIANTS),
});
const fileQuerySchema = z.object({ exp: z.string().optional(), sig: z.string().optional() });
const bookParamsSchema = z.object({ id: zOid });
const attachmentResponse = { 200: envelopeSchema(attachmentSchema) };
const signedUrlResponse = { 200: envelopeSchema(signedUrlSchema) };

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function attachmentRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    const tokens = createUploadTokens(await loadOrCreateSecret(deps.db, "upload-token-hmac"));

    app.post(
      "/attachments",
      {
        onRequest,
        schema: {
          tags,
          body: createAttachmentBodySchema,
          response: { 200: envelopeSchema(createAttachmentResultSchema) },
        },
      },
      async (request) => ok(await createAttachment(deps, tokens, authOf(request), request.body)),
    );

    // Parts arrive as raw bytes, whatever content type the browser labels them with.
    await app.register(async (plain) => {
      const uploads = plain.withTypeProvider<ZodTypeProvider>();
      uploads.removeAllContentTypeParsers();
      uploads.addContentTypeParser(
        "*",
        { parseAs: "buffer", bodyLimit: PART_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      uploads.put(
        "/uploads/:objectKey",
        {
          bodyLimit: PART_BODY_LIMIT,
          schema: {
            tags,
            params: uploadPartParamsSchema,
            querystring: uploadPartQuerySchema,
            response: { 200: envelopeSchema(attachmentSegmentSchema) },
          },
        },
        async (request) =>
          ok(
            await uploadPart(deps, tokens, {
              objectKey: request.params.objectKey,
              partNumber: request.query.partNumber,
              token: header(request.headers["x-upload-token"]),
              secret: header(request.headers["x-upload-secret"]),
              body: Buffer.isBuffer(request.body) ? request.body : undefined,
            }),
          ),
      );
    });

    app.post(
      "/attachments/:id/complete",
      { onRequest, schema: { tags, params: attachmentParamsSchema, response: attachmentResponse } },
      async (request) => ok(await completeAttachment(deps, authOf(request), request.params.id)),
    );

    app.get(
      "/attachments/:id/segments",
      {
        onRequest,
        schema: {
          tags,
          params: attachmentParamsSchema,
          response: { 200: envelopeSchema(listSchema(attachmentSegmentSchema)) },
        },
      },
      async (request) => {
        const row = await authorizeUploader(deps.db, authOf(request), request.params.id);
        return ok(list(await listSegments(deps, row.oid)));
      },
    );

    app.get(
      "/attachments/user-manual-download-url",
      {
        onRequest,
        schema: { tags, querystring: userManualQuerySchema, response: signedUrlResponse },
      },
      async () => ok(userManualUrl(deps.config, deps.clock.now())),
    );

    app.get("/manuals/builder", { schema: { tags } }, async (_request, reply) => serveBundledManual(reply));

    app.get(
      "/attachments/:id",
      { onRequest, schema: { tags, params: attachmentParamsSchema, response: attachmentResponse } },
      async (request) => {
        const row = await authorizeAttachment(deps.db, authOf(request), request.params.id, "read");
        return ok(presentAttachment(row, deps.links, deps.clock.now()));
      },
    );

    app.get(
      "/attachments/:id/download-url",
      { onRequest, schema: { tags, params: attachmentParamsSchema, response: signedUrlResponse } },
      async (request) => ok(await downloadUrl(deps, authOf(request), request.params.id)),
    );

    app.get(
      "/attachments/:id/preview-url",
      { onRequest, schema: { tags, params: attachmentParamsSchema, response: signedUrlResponse } },
      async (request) => ok(await previewUrl(deps, authOf(request), request.params.id)),
    );

    app.post(
      "/attachments/:id/generate-poster",
      { onRequest, schema: { tags, params: attachmentParamsSchema, response: attachmentResponse } },
      async (request) => ok(await generatePoster(deps, authOf(request), request.params.id)),
    );

    app.get(
      "/books/:id/attachments",
      {
        onRequest,
        schema: {
          tags: ["books", ...tags],
          params: bookParamsSchema,
          querystring: bookAttachmentsQuerySchema,
          response: { 200: envelopeSchema(pageSchema(attachmentSchema)) },
        },
      },
      async (request) =>
        ok(await listBookAttachments(deps, authOf(request), request.params.id, request.query)),
    );

    app.get(
      "/books/:id/used-attachments/:attId",
      {
        onRequest,
        schema: {
          tags: ["books", ...tags],
          params: bookAttachmentParamsSchema,
          response: { 200: envelopeSchema(attachmentUsagesSchema) },
        },
      },
      async (request) =>
        ok(await attachmentUsages(deps, authOf(request), request.params.id, request.params.attId)),
    );

    app.delete(
      "/books/:id/attachments/:attId",
      {
        onRequest,
        schema: {
          tags: ["books", ...tags],
          params: bookAttachmentParamsSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await deleteBookAttachment(deps, authOf(request), request.params.id, request.params.attId);
        return ok(null);
      },
    );

    // Signed links are the authority here: <img> and <video> cannot send the bearer token.
    app.get(
      "/files/:attachmentOid/:variant",
      { schema: { tags, params: fileParamsSchema, querystring: fileQuerySchema } },
      async (request, reply) =>
        serveFile(
          deps,
          {
            attachmentOid: request.params.attachmentOid,
            variant: request.params.variant,
            exp: request.query.exp,
            sig: request.query.sig,
            range: request.headers.range,
          },
          reply,
        ),
    );
  };
}
