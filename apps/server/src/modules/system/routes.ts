import { adCalls, customerServiceCalls, noticeCalls, systemCalls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { list } from "../../http/envelope.ts";
import { route } from "../../http/route.ts";
import { actorOf } from "../audit/record-audit.ts";
import { listAds } from "./ads/list-ads.ts";
import { createAd, updateAd } from "./ads/save-ad.ts";
import { withdrawAd } from "./ads/withdraw-ad.ts";
import { readCustomerService, setCustomerService } from "./customer-service/customer-service.ts";
import { listNotices } from "./notices/list-notices.ts";
import { createNotice, updateNotice } from "./notices/save-notice.ts";
import { withdrawNotice } from "./notices/withdraw-notice.ts";
import { assertPlatform } from "./platform-policy.ts";
import { activeAds, currentNotice } from "./service.ts";

export function systemRoutes(deps: Deps): FastifyPluginAsyncZod {
  const { db, config, clock } = deps;
  const onRequest = requireAuth(deps);
  return async (app) => {
    route(app, systemCalls.clientConfig, {}, () => ({
      managementSystemUrl: config.managementSystemUrl,
      helpManualUrl: config.helpManualUrl,
      customerServiceUrl: config.customerServiceUrl,
    }));

    route(app, systemCalls.notice, { onRequest }, () => currentNotice(db, clock.now()));

    route(app, systemCalls.ads, { onRequest }, async () => list(await activeAds(db, clock.now())));

    route(app, noticeCalls.manage, { onRequest }, (request) => {
      assertPlatform(authOf(request).user, "manageNotices");
      return listNotices(db, request.query, clock.now());
    });
    route(app, noticeCalls.create, { onRequest }, (request) => {
      assertPlatform(authOf(request).user, "manageNotices");
      return createNotice(db, actorOf(request), request.body, clock.now());
    });
    route(app, noticeCalls.update, { onRequest }, (request) => {
      assertPlatform(authOf(request).user, "manageNotices");
      return updateNotice(db, actorOf(request), request.params.id, request.body, clock.now());
    });
    route(app, noticeCalls.withdraw, { onRequest }, (request) => {
      assertPlatform(authOf(request).user, "manageNotices");
      return withdrawNotice(db, actorOf(request), request.params.id, clock.now());
    });

    route(app, adCalls.manage, { onRequest }, (request) => {
      assertPlatform(authOf(request).user, "manageAds");
      return listAds(db, request.query, clock.now());
    });
    route(app, adCalls.create, { onRequest }, (request) => {
      assertPlatform(authOf(request).user, "manageAds");
      return createAd(db, actorOf(request), request.body, clock.now());
    });
    route(app, adCalls.update, { onRequest }, (request) => {
      assertPlatform(authOf(request).user, "manageAds");
      return updateAd(db, actorOf(request), request.params.id, request.body, clock.now());
    });
    route(app, adCalls.withdraw, { onRequest }, (request) => {
      assertPlatform(authOf(request).user, "manageAds");
      return withdrawAd(db, actorOf(request), request.params.id, clock.now());
    });

    // Public and small: the login page's help menu reads it before anyone signs in.
    route(app, customerServiceCalls.get, {}, () => readCustomerService(deps));
    route(app, customerServiceCalls.set, { onRequest }, (request) => {
      assertPlatform(authOf(request).user, "setCustomerService");
      return setCustomerService(deps, actorOf(request), request.body);
    });
  };
}
