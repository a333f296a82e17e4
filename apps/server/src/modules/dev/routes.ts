// The demo / development mode only (DEMO_MODE=1, never in production): read the SMS codes the
// outbox provider kept. Whoever reads them can log in as anyone, so only this machine may: other
// clients, and anything that came through a proxy, get the same 404 as an unknown route.
import { devCalls } from "@textbook/shared";
import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { smsOutbox } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { list } from "../../http/envelope.ts";
import { errors } from "../../http/errors.ts";
import { isLoopbackAddress } from "../../http/loopback.ts";
import { route } from "../../http/route.ts";

const OUTBOX_LIMIT = 20;

export function devRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", async (request) => {
      const proxied =
        request.headers["x-forwarded-for"] !== undefined || request.headers.forwarded !== undefined;
      if (proxied || !isLoopbackAddress(request.ip)) throw errors.apiNotFound();
    });
    route(app, devCalls.smsOutbox, {}, async (request) => {
      const rows = await deps.db
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.phoneNumber, request.query.phoneNumber))
        .orderBy(desc(smsOutbox.createdAt))
        .limit(OUTBOX_LIMIT);
      return list(
        rows.map((row) => ({
          phoneNumber: row.phoneNumber,
          code: row.code,
          sentAt: row.createdAt.toISOString(),
        })),
      );
    });
  };
}
