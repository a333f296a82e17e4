// The authorisation matrix: every route × eight callers against matrix.table.ts. A route the
// server registers without a row fails, as does a row naming no route; each cell fails on a 2xx the
// table does not allow and on a refusal where it allows (the table is the whole truth, both ways).
// GET rows are also sent as HEAD, which Fastify answers from the same route.
import diagnostics from "node:diagnostics_channel";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { ask, openClient } from "../../realtime/test/socket-clients.ts";
import { CALLERS, seedWorld, type World } from "../api/world.ts";
import { worldIntact } from "../api/world-intact.ts";
import { createTestApp } from "../app.ts";
import { MATRIX } from "./matrix.table.ts";
import { type MatrixRequest, matrixRequest, send } from "./matrix-requests.ts";
import type { MatrixRow } from "./profiles.ts";

const SOCKET_ROW = "SOCKET /api/socket.io";

// Every route the app registers, heard through Fastify's creation channel before any plugin runs.
const registered: string[] = [];
const hearRoutes = (message: unknown) => {
  (message as { fastify: FastifyInstance }).fastify.addHook("onRoute", (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      registered.push(`${method} ${route.url.replace(/:(\w+)/g, "{$1}").replace(/\*$/, "{*}")}`);
    }
  });
};
const webDist = await mkdtemp(join(tmpdir(), "textbook-web-"));
await writeFile(join(webDist, "index.html"), "<!doctype html><title>教材</title>");
diagnostics.subscribe("fastify.initialization", hearRoutes);
const context = await createTestApp({
  env: { WEB_DIST: webDist, PARTNER_TICKET_SECRET: "matrix-partner-secret-0123456789" },
});
diagnostics.unsubscribe("fastify.initialization", hearRoutes);
afterAll(async () => {
  await context.close();
  await rm(webDist, { recursive: true, force: true });
});

let world: World | null = null;
let dirty = true;
const tally = { cells: 0, requests: 0, worlds: 0 };

async function currentWorld(): Promise<World> {
  if (!world || (dirty && !(await worldIntact(context, world)))) {
    world = await seedWorld(context);
    tally.worlds += 1;
  }
  dirty = false;
  return world;
}

/** 2xx (or a redirect, which the docs answer with) is a success. */
function verdict(expected: string, status: number): string | null {
  const success = status >= 200 && status < 400;
  if (expected === "Y") return success ? null : "refused where the table allows";
  if (success) return "a success the table does not allow";
  if (status >= 500) return "a server error";
  if (expected === "N" && ![401, 403, 404].includes(status))
    return "refused, but not as an authorisation answer";
  return null;
}

async function sendCounted(request: MatrixRequest) {
  tally.requests += 1;
  return send(context.app, request);
}

describe("every route has a row and every row a route", () => {
  const rows = new Set(MATRIX.map((row) => row.route));
  const getRoutes = new Set(registered.filter((route) => route.startsWith("GET ")));
  // HEAD routes Fastify adds beside each GET answer as that GET does: the GET row covers them.
  const routes = registered.filter(
    (route) => !(route.startsWith("HEAD ") && getRoutes.has(route.replace(/^HEAD/, "GET"))),
  );

  it("no route without a row", () => {
    const missing = routes.filter((route) => !rows.has(route));
    expect(missing, `routes without a row:\n${missing.join("\n")}`).toEqual([]);
  });
  it("no row without a route (the socket aside)", () => {
    const stale = [...rows].filter((row) => row !== SOCKET_ROW && !routes.includes(row));
    expect(stale, `rows without a route:\n${stale.join("\n")}`).toEqual([]);
  });
  it("no row twice, and eight letters from Y, N, 4 in each", () => {
    expect(rows.size).toBe(MATRIX.length);
    expect(MATRIX.filter((row) => !/^[YN4]{8}$/.test(row.expect)).map((row) => row.route)).toEqual([]);
  });
});

async function runRow(row: MatrixRow) {
  const mismatches: string[] = [];
  const answers: number[] = [];
  if (row.ownWorld) world = null;
  for (const [index, caller] of CALLERS.entries()) {
    const expected = row.expect[index] as string;
    const request = await matrixRequest(context.app, await currentWorld(), row, caller);
    const answer = await sendCounted(request);
    tally.cells += 1;
    answers.push(answer.status);
    const problem = verdict(expected, answer.status);
    if (problem)
      mismatches.push(`${caller}: ${problem} (${expected}, got ${answer.status} ${answer.errorCode})`);
    const wrote = request.method !== "GET" && answer.status < 300;
    if (wrote) dirty = true;
    if (wrote && row.fresh) world = null;
    if (request.method === "GET") {
      const head = await sendCounted({ ...request, method: "HEAD" });
      if (head.status !== answer.status)
        mismatches.push(`${caller}: HEAD answered ${head.status}, GET ${answer.status}`);
    }
  }
  return mismatches;
}

describe("route × caller", () => {
  for (const row of MATRIX.filter((candidate) => candidate.route !== SOCKET_ROW)) {
    it(`${row.route} ${row.expect}`, async () => {
      const mismatches = await runRow(row);
      expect(mismatches, mismatches.join("\n")).toEqual([]);
    });
  }

  it(`${SOCKET_ROW} (join-file)`, async () => {
    const row = MATRIX.find((candidate) => candidate.route === SOCKET_ROW) as MatrixRow;
    const base = await context.app.listen({ port: 0, host: "127.0.0.1" });
    const seeded = await currentWorld();
    const address = {
      bookOid: seeded.book.oid,
      chapterOid: seeded.chapter.oid,
      sectionOid: seeded.section.oid,
      fileOid: seeded.file.oid,
    };
    const outcomes: Record<string, string> = {};
    for (const [index, caller] of CALLERS.entries()) {
      outcomes[caller] = await joinOutcome(base, seeded.tokens[caller], address);
      tally.cells += 1;
      expect({ caller, joined: outcomes[caller] === "Y" }).toEqual({
        caller,
        joined: row.expect[index] === "Y",
      });
    }
  });

  afterAll(() => {
    console.info(
      `Authorisation matrix: ${MATRIX.length} routes × ${CALLERS.length} callers = ${tally.cells} cells, ` +
        `${tally.requests} HTTP requests (GET rows also as HEAD), ${tally.worlds} worlds seeded`,
    );
  });
});

async function joinOutcome(
  base: string,
  token: string | undefined,
  address: Record<string, string>,
): Promise<string> {
  const client = await openClient(base, token ?? "").catch(() => null);
  if (!client) return "N";
  try {
    const answer = await ask(client, "join-file", address as never);
    return answer.ok ? "Y" : "N";
  } finally {
    client.close();
  }
}
