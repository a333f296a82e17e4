import { chapterCalls as calls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { route } from "../../http/route.ts";
import { submitReferenceUpdate } from "../captions/submit-book-rewrite.ts";
import { submitChapterCopy } from "../copies/submit-copy.ts";
import { composeChapters } from "./compose-chapters.ts";
import { createChapter } from "./create-chapter.ts";
import { deleteChapters } from "./delete-chapters.ts";
import { getChapter } from "./get-chapter.ts";
import { listChapters } from "./list-chapters.ts";
import { renameChapter } from "./rename-chapter.ts";
import { setChaptersCommitted } from "./set-committed.ts";

export function chapterRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    route(app, calls.tree, { onRequest }, (request) =>
      listChapters(deps.db, authOf(request), request.params.bookOid),
    );
    route(app, calls.get, { onRequest }, (request) => getChapter(deps.db, authOf(request), request.params));
    route(app, calls.create, { onRequest }, (request) =>
      createChapter(deps, authOf(request), { bookOid: request.params.bookOid, name: request.body.name }),
    );
    route(app, calls.rename, { onRequest }, (request) =>
      renameChapter(deps, authOf(request), request.params, request.body.name),
    );
    route(app, calls.batchDelete, { onRequest }, async (request) => {
      await deleteChapters(deps, authOf(request), {
        bookOid: request.params.bookOid,
        oids: request.body.oids,
      });
      return null;
    });
    for (const [call, committed] of [
      [calls.commit, true],
      [calls.revert, false],
    ] as const) {
      route(app, call, { onRequest }, (request) =>
        setChaptersCommitted(deps, authOf(request), {
          bookOid: request.params.bookOid,
          oids: request.body.oids,
          committed,
        }),
      );
    }
    route(app, calls.compose, { onRequest }, (request) =>
      composeChapters(deps, authOf(request), request.params.bookOid, request.body),
    );
    route(app, calls.copy, { onRequest }, (request) =>
      submitChapterCopy(deps, authOf(request), request.params, request.body.targetBookOid),
    );
    route(app, calls.updateReference, { onRequest }, (request) =>
      submitReferenceUpdate(deps, authOf(request), request.params.bookOid),
    );
  };
}
