// Objects of another book under a book the caller may change: for every matrix row under
// /api/books/{bookOid}, the chief editor of book A names book B's chapter, section, file, activity,
// attachment, library… (in the path and in the body) behind A's address. The caller holds no role
// in B, whether B is in A's organisation or another, so no such request may succeed: a handler must
// check that each object belongs to the book it authorised, not only the book.
import { afterAll, describe, expect, it } from "vitest";
import { seedWorld, type World } from "../api/world.ts";
import { createTestApp } from "../app.ts";
import { MATRIX } from "./matrix.table.ts";
import { matrixRequest, send } from "./matrix-requests.ts";

const context = await createTestApp();
afterAll(() => context.close());

/** Book B's objects with book A's address, sessions and people. */
function mixed(home: World, foreign: World): World {
  return {
    ...foreign,
    book: home.book,
    orgA: home.orgA,
    orgB: home.orgB,
    users: home.users,
    tokens: home.tokens,
  };
}

/** The oids of a world's objects (its book aside). */
function objectOids(world: World): string[] {
  return [
    world.chapter,
    world.section,
    world.secondSection,
    world.file,
    world.activityFile,
    world.mindMapFile,
    world.readingFile,
    world.spareFile,
    world.attachment,
    world.activity,
    world.topic,
    world.mindMap,
    world.reading,
    world.library,
    world.color,
    world.customLibrary,
    world.task,
    world.simulation,
  ].map((object) => object.oid);
}

/** Style libraries are the organisation's, shared by all its books (shell §7): no foreign one in it. */
const ORGANISATION_WIDE = /\/style-libraries/;

const rows = MATRIX.filter((row) => row.route.includes(" /api/books/{bookOid}"));

describe("another book's objects behind a book's address", () => {
  it.each([
    ["in another organisation", false],
    ["in the same organisation", true],
  ])(
    `no success for the chief editor of A naming B's objects, B %s (${rows.length} routes)`,
    async (_where, sameOrg) => {
      const pair = async () => {
        const home = await seedWorld(context);
        return { home, foreign: await seedWorld(context, sameOrg ? { inOrg: home.orgA } : {}) };
      };
      let { home, foreign } = await pair();
      const successes: string[] = [];
      let compared = 0;
      for (const row of rows) {
        if (sameOrg && ORGANISATION_WIDE.test(row.route)) continue;
        const request = await matrixRequest(context.app, mixed(home, foreign), row, "chiefEditor");
        const text = `${request.url} ${String(request.payload ?? "")}`;
        // A request naming only A (a new chapter's name, say) has nothing foreign to refuse.
        if (!objectOids(foreign).some((oid) => text.includes(oid))) continue;
        compared += 1;
        const answer = await send(context.app, request);
        if (answer.status < 300) {
          successes.push(
            `${row.route}: ${answer.status} for ${request.url} ${String(request.payload ?? "")}`,
          );
          ({ home, foreign } = await pair());
        }
      }
      console.info(
        `Cross-book: ${compared} requests naming another book's objects (${sameOrg ? "same" : "other"} organisation)`,
      );
      expect(compared).toBeGreaterThan(40);
      expect(successes, successes.join("\n")).toEqual([]);
    },
  );
});
