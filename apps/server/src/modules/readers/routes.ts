// The reader's account calls under /api/reader (issue 18 §1).
import { readerAccountCalls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { route } from "../../http/route.ts";
import { readerOf, requireReader } from "./reader-auth.ts";
import { presentReader, readerAccountLogin, readerLogout, readerSmsLogin } from "./reader-login.ts";

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
  };
}
