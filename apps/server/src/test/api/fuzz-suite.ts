// The API fuzz suite (run by api-fuzz.*.test.ts, one shard of the operations each): for every
// operation of the app's OpenAPI document, property-based requests (valid, boundary and hostile
// parameters and bodies) as an anonymous caller and as a member who is the chief editor of the
// seeded book. Every answer must be below 500 and within the route's timeout, and a refused (4xx)
// write must leave the database as it was.
// FUZZ_RUNS sets the examples per operation (100 in `npm test`, 1,000 in `npm run fuzz`);
// FUZZ_SEED replays a run (the seed is printed with every failure and in the summary).
import fc from "fast-check";
import { afterAll, describe, it } from "vitest";
import { createTestApp } from "../app.ts";
import { changedTables, type Fingerprint, fingerprinter } from "./db-fingerprint.ts";
import { readOperations } from "./operations.ts";
import { type FuzzRequest, requestArbitrary } from "./request-arbitrary.ts";
import { seedWorld, type World, worldHeaders, worldParam } from "./world.ts";
import { worldIntact } from "./world-intact.ts";

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** A hang detector, not a speed test: no route of ours has a longer timeout. */
const ROUTE_TIMEOUT_MS = 10_000;

/** This file's share of the operations: every `of`-th, from `index`, so shard files can run side by side. */
export interface Shard {
  index: number;
  of: number;
}

function oidsOf(world: World): string[] {
  return [
    world.orgA.oid,
    world.orgB.oid,
    world.book.oid,
    world.chapter.oid,
    world.section.oid,
    world.secondSection.oid,
    world.file.oid,
    world.activityFile.oid,
    world.mindMapFile.oid,
    world.readingFile.oid,
    world.spareFile.oid,
    world.attachment.oid,
    world.upload.attachment.attachmentOid,
    world.activity.oid,
    world.topic.oid,
    world.simulation.oid,
    world.mindMap.oid,
    world.reading.oid,
    world.library.oid,
    world.color.oid,
    world.customLibrary.oid,
    world.task.oid,
    ...Object.values(world.users).map((user) => user.oid),
  ];
}

function describeRequest(request: FuzzRequest): string {
  const payload =
    request.payload === undefined
      ? "(none)"
      : `${request.contentType} ${String(request.payload).slice(0, 400)}${String(request.payload).length > 400 ? `… (${request.payload.length} chars)` : ""}`;
  return `${request.caller} ${request.method} ${request.url.slice(0, 300)} query=${JSON.stringify(request.query).slice(0, 300)} body=${payload}`;
}

async function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${ROUTE_TIMEOUT_MS} ms: ${what}`)),
      ROUTE_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Registers one shard's tests. Everything stateful (the app, its database, the summary) is made
 * here, per shard file: vitest may run the shard files one after another in one module graph.
 */
export async function fuzzOperations(shard: Shard): Promise<void> {
  // Partner login configured, so its route checks tickets instead of answering 503 "not configured".
  const context = await createTestApp({ env: { PARTNER_TICKET_SECRET: "fuzz-partner-secret-0123456789" } });
  const fingerprint = await fingerprinter(context.db);
  const summary = {
    operations: 0,
    requests: 0,
    refusedWritesChecked: 0,
    worlds: 0,
    failures: [] as string[],
    started: Date.now(),
    /** Milliseconds spent seeding worlds, answering requests and fingerprinting the database. */
    ms: { seeding: 0, requests: 0, fingerprints: 0 },
  };
  const timed = async <T>(bucket: keyof typeof summary.ms, work: Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await work;
    } finally {
      summary.ms[bucket] += performance.now() - start;
    }
  };
  afterAll(async () => {
    const seconds = ((Date.now() - summary.started) / 1000).toFixed(1);
    console.info(
      `API fuzz: ${summary.operations} operations × ${RUNS} examples = ${summary.requests} requests ` +
        `(${summary.refusedWritesChecked} refused writes fingerprinted, ${summary.worlds} worlds seeded) in ${seconds} s, seed ${SEED}, ` +
        `(ms seeding/requests/fingerprints: ${Object.values(summary.ms).map(Math.round).join("/")}), ` +
        `${summary.failures.length} failing operations${summary.failures.length ? `: ${summary.failures.join(", ")}` : ""}`,
    );
    await context.close();
  });

  let current: World | null = null;

  /** The world of the last operation, or a new one when its writes broke it (deleted the chapter, …). */
  async function worldForNextOperation(): Promise<World> {
    if (!current || !(await worldIntact(context, current))) {
      current = await timed("seeding", seedWorld(context));
      summary.worlds += 1;
    }
    return current;
  }

  async function send(world: World, path: string, request: FuzzRequest) {
    const token = request.caller === "member" ? world.tokens.chiefEditor : undefined;
    const headers: Record<string, string> = {
      ...(request.caller === "member" ? worldHeaders(world, path) : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(request.contentType ? { "content-type": request.contentType } : {}),
    };
    return context.app.inject({
      method: request.method,
      url: request.url,
      query: request.query,
      headers,
      remoteAddress: "10.9.9.9",
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
  }

  const operations = readOperations(context.app).filter(
    (_operation, index) => index % shard.of === shard.index,
  );
  describe(`API fuzz, shard ${shard.index + 1} of ${shard.of} (${RUNS} examples per operation, seed ${SEED})`, () => {
    for (const operation of operations) {
      it(operation.key, { timeout: 60_000 + RUNS * 2_000 }, async () => {
        summary.operations += 1;
        const world = await worldForNextOperation();
        const arbitrary = requestArbitrary(operation, {
          oids: oidsOf(world),
          pathValue: (name) => worldParam(world, operation.path, name),
        });
        // The print after one refused write is the print before the next request: nothing else runs.
        let last: Fingerprint | null = null;
        const property = fc.asyncProperty(arbitrary, async (request) => {
          summary.requests += 1;
          const checksWrites = request.method !== "GET";
          const before = checksWrites ? (last ?? (await timed("fingerprints", fingerprint.take()))) : null;
          last = null;
          const response = await timed(
            "requests",
            withTimeout(send(world, operation.path, request), describeRequest(request)),
          );
          if (response.statusCode >= 500) {
            throw new Error(
              `${response.statusCode} for ${describeRequest(request)}\n→ ${response.body.slice(0, 1000)}`,
            );
          }
          if (before && response.statusCode >= 400) {
            summary.refusedWritesChecked += 1;
            last = await timed("fingerprints", fingerprint.take());
            const changed = changedTables(before, last);
            if (changed.length > 0) {
              throw new Error(
                `refused with ${response.statusCode} but wrote ${changed.join(", ")}: ${describeRequest(request)}\n→ ${response.body.slice(0, 500)}`,
              );
            }
          }
        });
        try {
          await fc.assert(property, { numRuns: RUNS, seed: SEED, endOnFailure: true });
        } catch (error) {
          summary.failures.push(operation.key);
          throw error;
        }
      });
    }
  });
}
