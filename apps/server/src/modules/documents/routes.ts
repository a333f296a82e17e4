// The document box's preview (content §3.11): a PDF link for any document, Office files converted
// by LibreOffice when the server has it, and the converted PDFs behind signed links.
import { attachmentParamsSchema, documentPreviewSchema, envelopeSchema } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { pdfPreview } from "./pdf-preview.ts";
import { servePdfPreview } from "./serve-pdf-preview.ts";

const tags = ["attachments"];

const previewFileParamsSchema = z.object({ attachmentOid: z.string().min(1).max(64) });
const previewFileQuerySchema = z.object({ exp: z.string().optional(), sig: z.string().optional() });

export function documentRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    app.post(
      "/attachments/:id/pdf-preview",
      {
        onRequest,
        schema: {
          tags,
          params: attachmentParamsSchema,
          response: { 200: envelopeSchema(documentPreviewSchema) },
        },
      },
      async (request) => ok(await pdfPreview(deps, authOf(request), request.params.id)),
    );

    // Signed links are the authority here, as for /files: pdf.js fetches without the bearer token.
    app.get(
      "/documents/:attachmentOid/preview.pdf",
      { schema: { tags, params: previewFileParamsSchema, querystring: previewFileQuerySchema } },
      async (request, reply) =>
        servePdfPreview(
          deps,
          { attachmentOid: request.params.attachmentOid, exp: request.query.exp, sig: request.query.sig },
          reply,
        ),
    );
  };
}
