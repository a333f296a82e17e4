// Serves the built web app on the API's origin: hashed assets cached for good, the entry points
// never, the reader's pages (share links, a member's edition) answered with the reader's own light
// entry reader.html, and any other page path (not a missing asset) with index.html for the client router.
import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { sendError } from "./error-handler.ts";
import { errors } from "./errors.ts";

const NO_CACHE = "no-cache";
const FOREVER = "public, max-age=31536000, immutable";

/**
 * Pages the reader bundle renders (and a reader's own /reader, /reader/login, /reader/books/…); the
 * draft preview /preview/internal/{bookOid}/… stays the app's.
 */
const READER_PAGES = /^\/preview\/(external\/|internal\/edition\/)|^\/reader(\/|$)/;

export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(join(webDist, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header("cache-control", path.startsWith(join(webDist, "assets")) ? FOREVER : NO_CACHE);
      },
    });
  } else {
    app.log.warn(
      `No web app at ${webDist}: serving the API only. Build it with \`npm run build -w @textbook/web\`.`,
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    // A missing asset is a redeployed build's old chunk: a 404 makes the tab's import fail at once
    // (and the app reload), where index.html would fail later as a script of the wrong type.
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !path.startsWith("/api") &&
      !path.startsWith("/assets/");
    if (hasWeb && isPage) {
      const entry = READER_PAGES.test(path) ? "reader.html" : "index.html";
      return reply.header("cache-control", NO_CACHE).sendFile(entry);
    }
    return sendError(reply, errors.apiNotFound());
  });
}
