// A user's own account (docs/architecture/administration.md, Accounts): 忘记密码, 修改密码 (also the
// forced change of a password someone else chose), the phone number and the codes these need.
import { passportCalls, userCalls } from "@textbook/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { route } from "../../http/route.ts";
import { actorOf } from "../audit/record-audit.ts";
import { captchaHeader } from "../auth/routes.ts";
import { requestSmsCode, type SmsPurpose } from "../auth/sms/codes.ts";
import { changeMyPassword } from "./change-password.ts";
import { updatePhoneNumber } from "./change-phone-number.ts";
import { resetPassword } from "./reset-password.ts";

export function accountRoutes(deps: Deps): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  // The same per-address budget as the login calls: each of these guesses a password or a code.
  const limited = { rateLimit: { max: deps.config.loginRateLimit, timeWindow: 60_000 } };

  function sendCode(request: FastifyRequest, phoneNumber: string, purpose: SmsPurpose) {
    return requestSmsCode(
      deps,
      { phoneNumber, address: request.ip, captcha: captchaHeader(request), log: request.log, purpose },
      clock.now(),
    );
  }

  return async (app) => {
    route(app, passportCalls.passwordResetCodes, { config: limited }, (request) =>
      sendCode(request, request.body.phoneNumber, { kind: "PASSWORD_RESET" }),
    );

    route(app, passportCalls.passwordResets, { config: limited }, (request) =>
      resetPassword(
        deps,
        { ...request.body, address: request.ip, requestId: String(request.id) },
        clock.now(),
      ),
    );

    route(
      app,
      userCalls.changeMyPassword,
      { onRequest: requireAuth(deps, { allowPendingPasswordChange: true }), config: limited },
      (request) => changeMyPassword(deps, authOf(request), actorOf(request), request.body, clock.now()),
    );

    route(app, userCalls.phoneChangeCodes, { onRequest: requireAuth(deps), config: limited }, (request) =>
      sendCode(request, request.body.phoneNumber, {
        kind: "PHONE_CHANGE",
        userOid: authOf(request).user.oid,
      }),
    );

    route(app, userCalls.updatePhoneNumber, { onRequest: requireAuth(deps), config: limited }, (request) =>
      updatePhoneNumber(db, {
        auth: authOf(request),
        actor: actorOf(request),
        targetOid: request.params.id,
        body: request.body,
        address: request.ip,
        now: clock.now(),
      }),
    );
  };
}
