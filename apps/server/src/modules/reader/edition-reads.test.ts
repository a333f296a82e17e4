import type { CreatedShareLink, ReaderEntry } from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { bookWithTeam } from "../../test/book-workspace.ts";
import { ASSET_BYTES, ASSET_PATH, buildEdition } from "../../test/edition-fixture.ts";
import { buildOrg, buildUser, sessionFor } from "../../test/factories.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const HOUR = 60 * 60;

async function sharedBook() {
  const team = await bookWithTeam(context);
  const edition = await buildEdition(context, team.book, team.chief, { release: true });
  const expiresAt = new Date(context.clock.now().getTime() + 7 * 24 * HOUR * 1000).toISOString();
  const created = await call<CreatedShareLink>(context.app, "POST", `${team.url}/share-links`, {
    token: team.chiefToken,
    body: { expiresAt },
  });
  const { token } = created.body.data;
  const entry = (await call<ReaderEntry>(context.app, "GET", `/api/reader/share-links/${token}`)).body.data;
  return { ...team, edition, token, link: created.body.data, base: entry.base };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: "GET", url, headers });

describe("edition objects under a share link", () => {
  it("serves the manifest, the stylesheet, a file and an asset, cached for good and privately", async () => {
    const { base, edition } = await sharedBook();
    const manifest = await get(`${base}manifest.json`);
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["content-type"]).toContain("application/json");
    expect(manifest.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    expect(manifest.headers["x-content-type-options"]).toBe("nosniff");
    expect(manifest.json()).toMatchObject({ edition: { oid: edition.oid, number: 1 } });
    expect((await get(`${base}style.css`)).headers["content-type"]).toContain("text/css");
    const file = await get(`${base}files/file0000000000000001.html`);
    expect(file.body).toContain("第 1 版");
    const asset = await get(`${base}${ASSET_PATH}`);
    expect(asset.rawPayload.equals(ASSET_BYTES)).toBe(true);
  });

  it("answers a byte range (video seeking)", async () => {
    const { base } = await sharedBook();
    const part = await get(`${base}${ASSET_PATH}`, { range: "bytes=2-5" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 2-5/${ASSET_BYTES.length}`);
    expect(part.body).toBe("2345");
  });

  it("refuses paths outside the edition and objects it does not have", async () => {
    const { base } = await sharedBook();
    expect((await get(`${base}files/..%2F..%2Fmanifest.json`)).statusCode).toBe(404);
    expect((await get(`${base}files/..%2F..%2F..%2Fetc%2Fpasswd`)).statusCode).toBe(404);
    expect((await get(`${base}files/nothing.html`)).statusCode).toBe(404);
  });

  it("stops serving once the link expires or is revoked", async () => {
    const { base, link, chiefToken } = await sharedBook();
    await call(context.app, "DELETE", `/api/share-links/${link.oid}`, { token: chiefToken });
    const revoked = await get(`${base}manifest.json`);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json()).toMatchObject({ errorCode: "err.shareLink.invalid" });

    const other = await sharedBook();
    context.clock.advance(7 * 24 * HOUR);
    expect((await get(`${other.base}manifest.json`)).json()).toMatchObject({
      errorCode: "err.shareLink.expired",
    });
  });

  it("opens nothing of another book, nor another edition than the link's", async () => {
    const mine = await sharedBook();
    const theirs = await sharedBook();
    const foreign = await get(`/api/editions/${theirs.edition.oid}/objects/s.${mine.token}/manifest.json`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ errorCode: "err.shareLink.invalid" });

    const later = await buildEdition(context, mine.book, mine.chief);
    const unreleased = await get(`/api/editions/${later.oid}/objects/s.${mine.token}/manifest.json`);
    expect(unreleased.statusCode).toBe(404);
  });

  it("refuses a forged key and an edition still building", async () => {
    const { edition, book, chief, token } = await sharedBook();
    expect((await get(`/api/editions/${edition.oid}/objects/x.nothing/manifest.json`)).statusCode).toBe(403);
    const building = await buildEdition(context, book, chief, { state: "BUILDING" });
    expect((await get(`/api/editions/${building.oid}/objects/s.${token}/manifest.json`)).statusCode).toBe(
      404,
    );
  });
});

describe("edition objects for signed-in members", () => {
  it("lets any member of the book's organisation read, with a key for that edition only", async () => {
    const { org, edition, book, chief } = await sharedBook();
    const reader = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_MEMBER"] }] });
    // Signed in to another organisation of theirs: membership of the book's is what counts.
    const elsewhere = await buildOrg(context.db);
    await context.db.insert(memberships).values({ userOid: reader.oid, orgOid: elsewhere.oid, roles: [] });
    const readerToken = await sessionFor(context.db, reader, context.clock, elsewhere.oid);

    const opened = await call<ReaderEntry>(context.app, "GET", `/api/reader/editions/${edition.oid}`, {
      token: readerToken,
    });
    expect(opened.status).toBe(200);
    expect(opened.headers["cache-control"]).toBe("no-store");
    expect(opened.body.data).toMatchObject({ access: "MEMBER", edition: { oid: edition.oid, number: 1 } });
    const { base } = opened.body.data;
    expect(base).toMatch(
      new RegExp(`^/api/editions/${edition.oid}/objects/m\\.${reader.oid}\\.\\d+\\.[\\w-]{43}/$`),
    );
    expect((await get(`${base}manifest.json`)).statusCode).toBe(200);

    const second = await buildEdition(context, book, chief);
    const key = base.split("/")[5];
    expect((await get(`/api/editions/${second.oid}/objects/${key}/manifest.json`)).statusCode).toBe(403);

    await context.db
      .delete(memberships)
      .where(and(eq(memberships.userOid, reader.oid), eq(memberships.orgOid, org.oid)));
    const removed = await get(`${base}manifest.json`);
    expect(removed.statusCode).toBe(403);
    expect(removed.json()).toMatchObject({ errorCode: "err.privilege.required" });
  });

  it("ends a member key after its window, refuses strangers and anonymous callers", async () => {
    const { edition, chiefToken } = await sharedBook();
    const opened = await call<ReaderEntry>(context.app, "GET", `/api/reader/editions/${edition.oid}`, {
      token: chiefToken,
    });
    const { base, expiresAt } = opened.body.data;
    const hoursLeft = (new Date(expiresAt).getTime() - context.clock.now().getTime()) / 1000 / HOUR;
    expect(hoursLeft).toBeGreaterThan(6);
    expect(hoursLeft).toBeLessThanOrEqual(12);
    context.clock.advance(12 * HOUR);
    expect((await get(`${base}manifest.json`)).statusCode).toBe(403);

    const elsewhere = await buildOrg(context.db);
    const stranger = await buildUser(context.db, { memberships: [{ org: elsewhere, roles: ["ORG_ADMIN"] }] });
    const strangerToken = await sessionFor(context.db, stranger, context.clock, elsewhere.oid);
    const refused = await call(context.app, "GET", `/api/reader/editions/${edition.oid}`, {
      token: strangerToken,
    });
    expect(refused.status).toBe(403);
    expect((await call(context.app, "GET", `/api/reader/editions/${edition.oid}`)).status).toBe(401);
    const unknown = await call(context.app, "GET", "/api/reader/editions/nothing", { token: chiefToken });
    expect(unknown.status).toBe(404);
  });
});
