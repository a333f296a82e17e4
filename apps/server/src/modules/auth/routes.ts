// Login and session calls (shell §7 Login calls) under /api.
import {
  accountLoginBodySchema,
  type CaptchaParams,
  captchaChallengeQuerySchema,
  captchaChallengeSchema,
  captchaParamsSchema,
  envelopeSchema,
  HEADERS,
  handoffTokenSchema,
  loginResultSchema,
  partnerLoginBodySchema,
  partnerLoginResultSchema,
  publicKeySchema,
  smsCodesBodySchema,
  smsCodesResultSchema,
  smsLoginBodySchema,
  switchOrgBodySchema,
  tokenExchangeBodySchema,
} from "@textbook/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { accountLogin } from "./account-login.ts";
import { CHALLENGES_PER_MINUTE } from "./captcha/slide-captcha.ts";
import { exchangeHandoff, issueHandoff } from "./handoff.ts";
import { startSession } from "./login-result.ts";
import { partnerLogin } from "./partner-login.ts";
import { heartbeat, loginInfo, logout, switchOrg } from "./session-actions.ts";
import { consumeSmsCode, requestSmsCode } from "./sms/codes.ts";

const tags = ["passports"];

function captchaHeader(request: FastifyRequest): CaptchaParams | null {
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
    app.get(
      "/passports/public-key",
      { schema: { tags, response: { 200: envelopeSchema(publicKeySchema) } } },
      async () => ok({ publicKey: (await deps.loginKey()).publicKey, algorithm: "RSA-OAEP-256" as const }),
    );

    app.get(
      "/captcha/challenge",
      {
        // Each challenge is a rendered picture and a row: unauthenticated callers get a few a minute.
        config: { rateLimit: { max: CHALLENGES_PER_MINUTE, timeWindow: 60_000 } },
        schema: {
          tags,
          querystring: captchaChallengeQuerySchema,
          response: { 200: envelopeSchema(captchaChallengeSchema) },
        },
      },
      async (request) =>
        ok(
          await deps.captcha.createChallenge(
            { phoneNumber: request.query.phoneNumber, address: request.ip },
            clock.now(),
          ),
        ),
    );

    app.post(
      "/passports/sms-codes",
      {
        config: limited,
        schema: { tags, body: smsCodesBodySchema, response: { 200: envelopeSchema(smsCodesResultSchema) } },
      },
      async (request) =>
        ok(
          await requestSmsCode(
            deps,
            {
              phoneNumber: request.body.phoneNumber,
              address: request.ip,
              captcha: captchaHeader(request),
              log: request.log,
            },
            clock.now(),
          ),
        ),
    );

    app.post(
      "/passports/account-login",
      {
        config: limited,
        schema: { tags, body: accountLoginBodySchema, response: { 200: envelopeSchema(loginResultSchema) } },
      },
      async (request) =>
        ok(
          await accountLogin(
            deps,
            {
              phoneNumber: request.body.phoneNumber,
              password: request.body.password,
              captcha: request.body.captcha ?? null,
              address: request.ip,
            },
            clock.now(),
          ),
        ),
    );

    app.post(
      "/passports/sms-login",
      {
        config: limited,
        schema: { tags, body: smsLoginBodySchema, response: { 200: envelopeSchema(loginResultSchema) } },
      },
      async (request) => {
        const now = clock.now();
        const user = await consumeSmsCode(db, { ...request.body, address: request.ip }, now);
        return ok(await startSession(db, { user, fromProject: user.fromProject, now }));
      },
    );

    app.post(
      "/passports/zjy-login",
      {
        config: limited,
        schema: {
          tags,
          body: partnerLoginBodySchema,
          response: { 200: envelopeSchema(partnerLoginResultSchema) },
        },
      },
      async (request) =>
        ok(
          await partnerLogin(
            { db, secret: deps.config.partnerTicketSecret },
            request.body.ticket,
            clock.now(),
          ),
        ),
    );

    app.post(
      "/passports/logout",
      {
        onRequest: requireAuth(deps, { allowStaleRoles: true }),
        schema: { tags, response: { 200: envelopeSchema(z.null()) } },
      },
      async (request) => {
        const auth = authOf(request);
        await logout(db, auth, clock.now());
        // The session's open editors stop receiving content now, not at their next check.
        deps.saveSocket.endSession(auth.session.oid);
        return ok(null);
      },
    );

    app.post(
      "/passports/switch-org",
      {
        onRequest: authenticated,
        schema: { tags, body: switchOrgBodySchema, response: { 200: envelopeSchema(loginResultSchema) } },
      },
      async (request) => ok(await switchOrg(db, authOf(request), request.body.orgOid)),
    );

    app.get(
      "/passports/heartbeat",
      {
        onRequest: authenticated,
        schema: { tags, response: { 200: envelopeSchema(z.object({ serverTime: z.string() })) } },
      },
      async (request) => ok(await heartbeat(db, authOf(request), clock.now())),
    );

    app.get(
      "/passports/login-info",
      { onRequest: authenticated, schema: { tags, response: { 200: envelopeSchema(loginResultSchema) } } },
      async (request) => ok(loginInfo(authOf(request))),
    );

    app.post(
      "/users/tokens",
      {
        onRequest: authenticated,
        schema: { tags: ["users"], response: { 200: envelopeSchema(handoffTokenSchema) } },
      },
      async (request) => ok(await issueHandoff(db, authOf(request), clock.now())),
    );

    app.post(
      "/users/tokens/exchange",
      {
        config: limited,
        schema: {
          tags: ["users"],
          body: tokenExchangeBodySchema,
          response: { 200: envelopeSchema(loginResultSchema) },
        },
      },
      async (request) => ok(await exchangeHandoff(db, request.body.token, clock.now())),
    );
  };
}
