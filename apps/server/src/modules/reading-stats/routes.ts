// Reading events (the reader's batches) and what is made of them: statistics (book-stats) and
// application data (book-applications), issue 18 §3, §4.
import { bookApplicationCalls, bookStatCalls, readingEventCalls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { route } from "../../http/route.ts";
import {
  kgPointCounts,
  sectionFiles,
  sectionQuizzes,
  sectionVideos,
  statAttachments,
  statState,
} from "./block-figures.ts";
import { statSummary, statTree } from "./figures.ts";
import { listStatBooks } from "./list-books.ts";
import { readerOf, requireReader } from "./reader-gate.ts";
import { recordEvents } from "./record-events.ts";
import { statBook } from "./stat-book.ts";
import { submitCalcAgain, submitStatsExport } from "./submit-tasks.ts";

/** A batch of 200 events with quiz answers stays far below this. */
const EVENTS_BODY_LIMIT = 512 * 1024;

export function readingStatRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  const stat = (request: Parameters<typeof authOf>[0], id: string) => statBook(deps, authOf(request), id);
  return async (app) => {
    route(
      app,
      readingEventCalls.record,
      { onRequest: requireReader(deps), bodyLimit: EVENTS_BODY_LIMIT },
      (request) => recordEvents(deps, readerOf(request).userOid, request.body),
    );

    const stats = bookStatCalls;
    route(app, stats.get, { onRequest }, async (request) =>
      statSummary(deps.db, await stat(request, request.params.id)),
    );
    route(app, stats.detail, { onRequest }, async (request) =>
      statTree(deps.db, await stat(request, request.params.id)),
    );
    route(app, stats.statState, { onRequest }, async (request) => {
      const { book } = await stat(request, request.params.id);
      return statState(deps.db, book.oid);
    });
    route(app, stats.attachments, { onRequest }, async (request) =>
      statAttachments(deps.db, deps.storage, await stat(request, request.params.id)),
    );
    route(app, stats.kgPointCount, { onRequest }, async (request) =>
      kgPointCounts(deps.storage, await stat(request, request.params.id)),
    );
    route(app, stats.export, { onRequest }, (request) =>
      submitStatsExport(deps, authOf(request), request.params.id, "STATS"),
    );
    route(app, stats.calcAgain, { onRequest }, (request) =>
      submitCalcAgain(deps, authOf(request), request.params.id),
    );

    const apps = bookApplicationCalls;
    route(app, apps.list, { onRequest }, (request) => listStatBooks(deps.db, authOf(request), request.query));
    route(app, apps.summary, { onRequest }, async (request) =>
      statSummary(deps.db, await stat(request, request.params.id)),
    );
    route(app, apps.chaptersAndSections, { onRequest }, async (request) =>
      statTree(deps.db, await stat(request, request.params.id)),
    );
    route(app, apps.videos, { onRequest }, async (request) => {
      const book = await stat(request, request.params.id);
      return sectionVideos(
        deps.db,
        deps.storage,
        book,
        sectionFiles(book, request.params.c, request.params.s),
      );
    });
    route(app, apps.quizzes, { onRequest }, async (request) => {
      const book = await stat(request, request.params.id);
      return sectionQuizzes(
        deps.db,
        deps.storage,
        book,
        sectionFiles(book, request.params.c, request.params.s),
      );
    });
    route(app, apps.export, { onRequest }, (request) =>
      submitStatsExport(deps, authOf(request), request.params.id, "APPLICATIONS"),
    );
  };
}
