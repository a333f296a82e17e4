// Login and session calls (shell §7 Login calls) under /api.
import { type CaptchaParams, captchaParamsSchema, HEADERS, passportCalls, userCalls } from "@textbook/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { route } from "../../http/route.ts";
import { accountLogin } from "./account-login.ts";
import { CHALLENGES_PER_MINUTE } from "./captcha/slide-captcha.ts";
import { exchangeHandoff, issueHandoff } from "./handoff.ts";
import { startSession } from "./login-result.ts";
import { partnerLogin } from "./partner-login.ts";
import { heartbeat, loginInfo, logout, switchOrg } from "./session-actions.ts";
import { consumeSmsCode, requestSmsCode } from "./sms/codes.ts";

/** The solved captcha of an SMS code request, which travels as a JSON header (shell §7 getSmsCodes). */
export function captchaHeader(request: FastifyRequest): CaptchaParams | null {
  const raw = request.headers[HEADERS.captcha];
  if (typeof raw !== "string" || raw === "") return null;
  try {
    const parsed = captchaParamsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function authRoutes(deps: Deps): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  const authenticated = requireAuth(deps);
  // Login and SMS calls are limited per address (LOGIN_RATE_LIMIT a minute).
  const limited = { rateLimit: { max: deps.config.loginRateLimit, timeWindow: 60_000 } };

  return async (app) => {
    route(app, passportCalls.publicKey, {}, async () => ({
      publicKey: (await deps.loginKey()).publicKey,
      algorithm: "RSA-OAEP-256" as const,
    }));

    // Each challenge is a rendered picture and a row: unauthenticated callers get a few a minute.
    route(
      app,
      passportCalls.captchaChallenge,
      { config: { rateLimit: { max: CHALLENGES_PER_MINUTE, timeWindow: 60_000 } } },
      (request) =>
        deps.captcha.createChallenge(
          { phoneNumber: request.query.phoneNumber, address: request.ip },
          clock.now(),
        ),
    );

    route(app, passportCalls.smsCodes, { config: limited }, (request) =>
      requestSmsCode(
        deps,
        {
          phoneNumber: request.body.phoneNumber,
          address: request.ip,
          captcha: captchaHeader(request),
          log: request.log,
        },
        clock.now(),
      ),
    );

    route(app, passportCalls.accountLogin, { config: limited }, (request) =>
      accountLogin(
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

    route(app, passportCalls.smsLogin, { config: limited }, async (request) => {
      const now = clock.now();
      const user = await consumeSmsCode(db, { ...request.body, address: request.ip }, now);
      return startSession(db, { user, fromProject: user.fromProject, now });
    });

    route(app, passportCalls.partnerLogin, { config: limited }, (request) =>
      partnerLogin({ db, secret: deps.config.partnerTicketSecret }, request.body.ticket, clock.now()),
    );

    route(
      app,
      passportCalls.logout,
      { onRequest: requireAuth(deps, { allowStaleRoles: true, allowPendingPasswordChange: true }) },
      async (request) => {
        const auth = authOf(request);
        await logout(db, auth, clock.now());
        // The session's open editors stop receiving content now, not at their next check.
        deps.saveSocket.endSession(auth.session.oid);
        return null;
      },
    );

    route(app, passportCalls.switchOrg, { onRequest: authenticated }, (request) =>
      switchOrg(db, authOf(request), request.body.orgOid),
    );

    route(app, passportCalls.heartbeat, { onRequest: authenticated }, (request) =>
      heartbeat(db, authOf(request), clock.now()),
    );

    route(
      app,
      passportCalls.loginInfo,
      { onRequest: requireAuth(deps, { allowPendingPasswordChange: true }) },
      (request) => loginInfo(authOf(request)),
    );

    route(app, userCalls.createToken, { onRequest: authenticated }, (request) =>
      issueHandoff(db, authOf(request), clock.now()),
    );

    route(app, userCalls.exchangeToken, { config: limited }, (request) =>
      exchangeHandoff(db, request.body.token, clock.now()),
    );
  };
}
