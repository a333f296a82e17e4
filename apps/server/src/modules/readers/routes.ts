// The reader's account calls under /api/reader (issue 18 §1).
import { readerAccountCalls, readerShelfCalls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { list } from "../../http/envelope.ts";
import { route } from "../../http/route.ts";
import { loadOrCreateSecret } from "../../storage/links.ts";
import { createReaderKeys } from "../reader/reader-keys.ts";
import { openPushedBook } from "./open-pushed-book.ts";
import { readerOf, requireReader } from "./reader-auth.ts";
import { presentReader, readerAccountLogin, readerLogout, readerSmsLogin } from "./reader-login.ts";
import { readerShelf } from "./shelf.ts";

export function readerAccountRoutes(deps: Deps): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  const onRequest = requireReader(deps);
  // The editor's login limit (LOGIN_RATE_LIMIT a minute per address) applies to the reader's logins too.
  const limited = { rateLimit: { max: deps.config.loginRateLimit, timeWindow: 60_000 } };
  return async (app) => {
    route(app, readerAccountCalls.accountLogin, { config: limited }, (request) =>
      readerAccountLogin(
        deps,
        {
          phoneNumber: request.body.phoneNumber,
          password: request.body.password,
          captcha: request.body.captcha ?? null,
          address: request.ip,
        },
        clock.now(),
      ),
    );
    route(app, readerAccountCalls.smsLogin, { config: limited }, (request) =>
      readerSmsLogin(db, { ...request.body, address: request.ip }, clock.now()),
    );
    route(app, readerAccountCalls.logout, { onRequest }, (request) =>
      readerLogout(db, readerOf(request), clock.now()),
    );
    route(app, readerAccountCalls.me, { onRequest }, (request) => presentReader(readerOf(request).user));

    // The same signing secret as the member's entry (modules/reader/routes.ts): one object route.
    const keys = createReaderKeys(await loadOrCreateSecret(db, "reader-key-hmac"));
    route(app, readerShelfCalls.shelf, { onRequest }, async (request) =>
      list(await readerShelf(deps, readerOf(request).userOid, clock.now())),
    );
    route(app, readerShelfCalls.openBook, { onRequest }, (request, reply) => {
      // Answered fresh: a push may be withdrawn, a book released anew.
      reply.header("cache-control", "no-store");
      return openPushedBook(db, keys, readerOf(request).userOid, request.params.bookOid, clock.now());
    });
  };
}
