// The document box's preview (content §3.11): a PDF link for any document, Office files converted
// by LibreOffice when the server has it, and the converted PDFs behind signed links.
import { documentCalls as calls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { route } from "../../http/route.ts";
import { pdfPreview } from "./pdf-preview.ts";
import { servePdfPreview } from "./serve-pdf-preview.ts";

export function documentRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    route(app, calls.pdfPreview, { onRequest }, (request) =>
      pdfPreview(deps, authOf(request), request.params.id),
    );

    // Signed links are the authority here, as for /files: pdf.js fetches without the bearer token.
    route(app, calls.previewPdf, {}, (request, reply) =>
      servePdfPreview(
        deps,
        { attachmentOid: request.params.attachmentOid, exp: request.query.exp, sig: request.query.sig },
        reply,
      ),
    );
  };
}
