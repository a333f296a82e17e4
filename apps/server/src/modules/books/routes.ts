import { bookCalls as calls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { route } from "../../http/route.ts";
import { actorOf } from "../audit/record-audit.ts";
import { submitNoteTitleStyle } from "../captions/submit-book-rewrite.ts";
import { submitExport } from "../exports/submit-export.ts";
import { editorCandidates, platformCandidates } from "./admin/candidates.ts";
import { createBook } from "./admin/create-book.ts";
import { deleteBook } from "./admin/delete-book.ts";
import { listAdminBooks } from "./admin/list-books.ts";
import { setPlatformRoles } from "./admin/platform-roles.ts";
import { setBookState } from "./admin/set-state.ts";
import { updateBook } from "./admin/update-book.ts";
import { listContributedBooks } from "./contributed.ts";
import { addEditors } from "./editors/add-editors.ts";
import { listEditors } from "./editors/list-editors.ts";
import { removeEditors } from "./editors/remove-editors.ts";
import { getBook } from "./get-book.ts";
import { setCompletionRate } from "./set-completion-rate.ts";
import { setCover } from "./set-cover.ts";

export function bookRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    route(app, calls.contributed, { onRequest }, (request) =>
      listContributedBooks(deps, authOf(request), request.query),
    );
    route(app, calls.list, { onRequest }, (request) => listAdminBooks(deps, authOf(request), request.query));
    route(app, calls.create, { onRequest }, (request) =>
      createBook(deps, authOf(request), actorOf(request), request.body),
    );
    route(app, calls.editorCandidates, { onRequest }, (request) =>
      editorCandidates(deps.db, authOf(request), request.query),
    );
    route(app, calls.platformCandidates, { onRequest }, (request) =>
      platformCandidates(deps.db, authOf(request), request.query),
    );
    route(app, calls.update, { onRequest }, (request) =>
      updateBook(deps, authOf(request), actorOf(request), request.params.bookOid, request.body),
    );
    route(app, calls.remove, { onRequest }, (request) =>
      deleteBook(deps, authOf(request), actorOf(request), request.params.bookOid, request.body.confirmName),
    );
    route(app, calls.setState, { onRequest }, (request) =>
      setBookState(deps, authOf(request), actorOf(request), request.params.bookOid, request.body.state),
    );
    route(app, calls.platformRoles, { onRequest }, (request) =>
      setPlatformRoles(deps, authOf(request), actorOf(request), request.params.bookOid, request.body),
    );
    route(app, calls.get, { onRequest }, (request) => getBook(deps, authOf(request), request.params.bookOid));
    route(app, calls.cover, { onRequest }, (request) =>
      setCover(deps, authOf(request), {
        bookOid: request.params.bookOid,
        attachmentOid: request.body.attachmentOid,
      }),
    );
    route(app, calls.completionRate, { onRequest }, (request) =>
      setCompletionRate(deps, authOf(request), {
        bookOid: request.params.bookOid,
        completionRate: request.body.completionRate,
      }),
    );
    route(app, calls.editors, { onRequest }, (request) =>
      listEditors(deps.db, authOf(request), request.params.bookOid),
    );
    route(app, calls.addEditors, { onRequest }, (request) =>
      addEditors(deps, authOf(request), actorOf(request), {
        bookOid: request.params.bookOid,
        ...request.body,
      }),
    );
    route(app, calls.removeEditors, { onRequest }, (request) =>
      removeEditors(deps, authOf(request), actorOf(request), {
        bookOid: request.params.bookOid,
        ...request.body,
      }),
    );
    route(app, calls.export, { onRequest }, (request) => submitExport(deps, authOf(request), request.body));
    route(app, calls.noteTitleStyle, { onRequest }, (request) =>
      submitNoteTitleStyle(deps, authOf(request), request.params.bookOid, request.body),
    );
  };
}
