// Attachment calls (shell §7 Attachments), the part uploads they hand out credentials for, the
// signed file links, and the media page's list.
import { attachmentCalls as calls, UPLOAD } from "@textbook/shared";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { list } from "../../http/envelope.ts";
import { route } from "../../http/route.ts";
import { loadOrCreateSecret } from "../../storage/links.ts";
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

/** A part is at most partSize; the slack lets an oversize part reach our own, clearer refusal. */
const PART_BODY_LIMIT = UPLOAD.partSize + 64 * 1024;

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The part's bytes as the raw parser left them: the contract declares no body, zod parses none. */
function partBytes(request: { body?: unknown }): Buffer | undefined {
  return Buffer.isBuffer(request.body) ? request.body : undefined;
}

export function attachmentRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    const tokens = createUploadTokens(await loadOrCreateSecret(deps.db, "upload-token-hmac"));

    route(app, calls.create, { onRequest }, (request) =>
      createAttachment(deps, tokens, authOf(request), request.body),
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
      route(uploads, calls.uploadPart, { bodyLimit: PART_BODY_LIMIT }, (request) =>
        uploadPart(deps, tokens, {
          objectKey: request.params.objectKey,
          partNumber: request.query.partNumber,
          token: header(request.headers["x-upload-token"]),
          secret: header(request.headers["x-upload-secret"]),
          body: partBytes(request),
        }),
      );
    });

    route(app, calls.complete, { onRequest }, (request) =>
      completeAttachment(deps, authOf(request), request.params.id),
    );
    route(app, calls.segments, { onRequest }, async (request) => {
      const row = await authorizeUploader(deps.db, authOf(request), request.params.id);
      return list(await listSegments(deps, row.oid));
    });
    route(app, calls.userManualUrl, { onRequest }, () => userManualUrl(deps.config, deps.clock.now()));
    route(app, calls.bundledManual, {}, (_request, reply) => serveBundledManual(reply));
    route(app, calls.get, { onRequest }, async (request) => {
      const row = await authorizeAttachment(deps.db, authOf(request), request.params.id, "read");
      return presentAttachment(row, deps.links, deps.clock.now());
    });
    route(app, calls.downloadUrl, { onRequest }, (request) =>
      downloadUrl(deps, authOf(request), request.params.id),
    );
    route(app, calls.previewUrl, { onRequest }, (request) =>
      previewUrl(deps, authOf(request), request.params.id),
    );
    route(app, calls.generatePoster, { onRequest }, (request) =>
      generatePoster(deps, authOf(request), request.params.id),
    );
    route(app, calls.bookList, { onRequest }, (request) =>
      listBookAttachments(deps, authOf(request), request.params.id, request.query),
    );
    route(app, calls.usages, { onRequest }, (request) =>
      attachmentUsages(deps, authOf(request), request.params.id, request.params.attId),
    );
    route(app, calls.deleteFromBook, { onRequest }, async (request) => {
      await deleteBookAttachment(deps, authOf(request), request.params.id, request.params.attId);
      return null;
    });

    // Signed links are the authority here: <img> and <video> cannot send the bearer token.
    route(app, calls.file, {}, (request, reply) =>
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
