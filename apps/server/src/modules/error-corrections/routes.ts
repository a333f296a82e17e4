// Reader feedback (issue 18 §5): the reader's calls under /api/reader behind a READER session, the
// editors' calls (shell §7) behind the editor's session, and the screenshot behind a signed link.
import { errorCorrectionCalls as calls, SCREENSHOT_BASE64_MAX } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { route } from "../../http/route.ts";
import { readerOf, requireReader } from "../readers/reader-auth.ts";
import { bookReports, reportDetail, reportRecord } from "./book-reports.ts";
import { chiefPendingBooks } from "./chief-todos.ts";
import { createReport } from "./create-report.ts";
import { myReports } from "./my-reports.ts";
import { processReport } from "./process-report.ts";
import { serveScreenshot } from "./screenshot.ts";

/** The JSON body carries the base64 screenshot: room for it and the report's texts. */
const REPORT_BODY_LIMIT = SCREENSHOT_BASE64_MAX + 64 * 1024;

export function errorCorrectionRoutes(deps: Deps): FastifyPluginAsyncZod {
  const { db } = deps;
  const onRequest = requireAuth(deps);
  const asReader = requireReader(deps);
  return async (app) => {
    route(app, calls.create, { onRequest: asReader, bodyLimit: REPORT_BODY_LIMIT }, (request) =>
      createReport(deps, readerOf(request).userOid, request.body),
    );
    route(app, calls.mine, { onRequest: asReader }, (request) =>
      myReports(db, readerOf(request).userOid, request.query),
    );
    route(app, calls.query, { onRequest }, (request) =>
      bookReports(deps, authOf(request), request.params.bookId, request.query),
    );
    route(app, calls.pendingBooks, { onRequest }, (request) => {
      const auth = authOf(request);
      return chiefPendingBooks(db, auth.user.oid, auth.currentOrg?.oid ?? null);
    });
    route(app, calls.get, { onRequest }, (request) => reportDetail(deps, authOf(request), request.params.id));
    route(app, calls.process, { onRequest }, (request) =>
      processReport(deps, authOf(request), request.params.id, request.body.reply),
    );
    route(app, calls.screenshot, {}, async (request, reply) => {
      const record = await reportRecord(deps, request.params.id);
      return serveScreenshot(
        deps,
        { reportOid: record.row.oid, key: record.row.screenshotKey, ...request.query },
        reply,
      );
    });
  };
}
