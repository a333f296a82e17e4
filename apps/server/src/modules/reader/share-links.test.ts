import type { CreatedShareLink, ReaderEntry, ShareLink } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { bookWithTeam } from "../../test/book-workspace.ts";
import { buildEdition } from "../../test/edition-fixture.ts";
import { buildBook, buildOrg, buildUser, sessionFor } from "../../test/factories.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const DAY = 24 * 60 * 60;
const inDays = (days: number) => new Date(context.clock.now().getTime() + days * DAY * 1000).toISOString();

async function releasedBook() {
  const team = await bookWithTeam(context);
  const edition = await buildEdition(context, team.book, team.chief, { release: true });
  return { ...team, edition };
}

async function share(url: string, token: string, body: Record<string, unknown>) {
  return call<CreatedShareLink>(context.app, "POST", `${url}/share-links`, { token, body });
}

const open = (token: string) => call<ReaderEntry>(context.app, "GET", `/api/reader/share-links/${token}`);

describe("POST /books/:id/share-links", () => {
  it("answers the token once, with the page path; the list shows the link without it", async () => {
    const { url, chiefToken, memberToken } = await releasedBook();
    const created = await share(url, chiefToken, { expiresAt: inDays(7) });
    expect(created.status).toBe(200);
    const link = created.body.data;
    expect(link).toMatchObject({
      editionOid: null,
      editionNumber: null,
      state: "ACTIVE",
      revokedAt: null,
      creator: { fullName: "王主编" },
      path: `/preview/external/${link.token}`,
    });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const listed = await call<{ items: ShareLink[] }>(context.app, "GET", `${url}/share-links`, {
      token: memberToken,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.data.items).toHaveLength(1);
    expect(listed.body.data.items[0]).toEqual({
      oid: link.oid,
      bookOid: link.bookOid,
      editionOid: null,
      editionNumber: null,
      expiresAt: link.expiresAt,
      revokedAt: null,
      state: "ACTIVE",
      createdAt: link.createdAt,
      creator: link.creator,
    });
  });

  it("pins an edition of the book when asked, and names its number", async () => {
    const { url, chiefToken, edition } = await releasedBook();
    const created = await share(url, chiefToken, { editionOid: edition.oid, expiresAt: inDays(1) });
    expect(created.body.data).toMatchObject({ editionOid: edition.oid, editionNumber: 1 });
  });

  it("refuses an expiry in the past or more than 365 days ahead, and another book's edition", async () => {
    const { url, chiefToken, chief, book } = await releasedBook();
    const past = await share(url, chiefToken, { expiresAt: inDays(-1) });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({ expiresAt: "有效期须晚于当前时间" });
    const far = await share(url, chiefToken, { expiresAt: inDays(366) });
    expect(far.body.errors).toEqual({ expiresAt: "有效期最长 365 天" });
    expect((await share(url, chiefToken, { expiresAt: inDays(365) })).status).toBe(200);
    const notADate = await share(url, chiefToken, { expiresAt: "tomorrow" });
    expect(notADate.body.errorCode).toBe("err.validate.failed");

    const other = await releasedBook();
    const foreign = await share(url, chiefToken, { editionOid: other.edition.oid, expiresAt: inDays(1) });
    expect(foreign.body.errors).toEqual({ editionOid: "该版本不属于本教材" });
    const building = await buildEdition(context, book, chief, { state: "BUILDING" });
    const unfinished = await share(url, chiefToken, { editionOid: building.oid, expiresAt: inDays(1) });
    expect(unfinished.body.errors).toEqual({ editionOid: "该版本尚未构建完成，不能分享" });
  });

  it("refuses strangers and anonymous callers", async () => {
    const { url } = await releasedBook();
    const elsewhere = await buildOrg(context.db);
    const stranger = await buildUser(context.db, { memberships: [{ org: elsewhere, roles: ["ORG_ADMIN"] }] });
    const strangerToken = await sessionFor(context.db, stranger, context.clock, elsewhere.oid);
    expect((await share(url, strangerToken, { expiresAt: inDays(1) })).status).toBe(403);
    const listed = await call(context.app, "GET", `${url}/share-links`, { token: strangerToken });
    expect(listed.body.errorCode).toBe("err.privilege.required");
    expect((await call(context.app, "GET", `${url}/share-links`)).status).toBe(401);
  });

  it("lets an organisation administrator without a book role share the book", async () => {
    const { url, org } = await releasedBook();
    const admin = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_ADMIN"] }] });
    const adminToken = await sessionFor(context.db, admin, context.clock, org.oid);
    expect((await share(url, adminToken, { expiresAt: inDays(30) })).status).toBe(200);
  });
});

describe("opening a share link", () => {
  it("names the book, the released edition and where its objects lie, never cached", async () => {
    const { url, chiefToken, book, edition } = await releasedBook();
    const { token } = (await share(url, chiefToken, { expiresAt: inDays(7) })).body.data;
    const opened = await open(token);
    expect(opened.status).toBe(200);
    expect(opened.headers["cache-control"]).toBe("no-store");
    expect(opened.body.data).toEqual({
      book: { oid: book.oid, name: "测试教材" },
      edition: { oid: edition.oid, number: 1 },
      base: `/api/editions/${edition.oid}/objects/s.${token}/`,
      access: "SHARE",
      expiresAt: inDays(7),
    });
  });

  it("follows the book's releases when the link names no edition; a pinned link stays", async () => {
    const { url, chiefToken, book, chief, edition } = await releasedBook();
    const following = (await share(url, chiefToken, { expiresAt: inDays(7) })).body.data.token;
    const pinned = (await share(url, chiefToken, { editionOid: edition.oid, expiresAt: inDays(7) })).body.data
      .token;
    const second = await buildEdition(context, book, chief, { release: true });
    expect((await open(following)).body.data.edition).toEqual({ oid: second.oid, number: 2 });
    expect((await open(pinned)).body.data.edition).toEqual({ oid: edition.oid, number: 1 });
  });

  it("says 链接已过期 once the expiry passes, and the list shows it expired", async () => {
    const { url, chiefToken } = await releasedBook();
    const { token } = (await share(url, chiefToken, { expiresAt: inDays(1) })).body.data;
    context.clock.advance(DAY - 1);
    expect((await open(token)).status).toBe(200);
    context.clock.advance(1);
    const expired = await open(token);
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ errorCode: "err.shareLink.expired", errorMessage: "链接已过期" });
    const listed = await call<{ items: ShareLink[] }>(context.app, "GET", `${url}/share-links`, {
      token: chiefToken,
    });
    expect(listed.body.data.items[0]?.state).toBe("EXPIRED");
  });

  it("says 链接已失效 for a revoked or unknown token, and 暂无已发布的版本 before any release", async () => {
    const { url, chiefToken } = await releasedBook();
    const { token, oid } = (await share(url, chiefToken, { expiresAt: inDays(7) })).body.data;
    await call(context.app, "DELETE", `/api/share-links/${oid}`, { token: chiefToken });
    const revoked = await open(token);
    expect(revoked.status).toBe(410);
    expect(revoked.body).toMatchObject({ errorCode: "err.shareLink.invalid", errorMessage: "链接已失效" });
    const unknown = await open("A".repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorMessage).toBe("链接已失效");
    expect((await open("bad token")).status).toBe(400);

    const unreleased = await bookWithTeam(context);
    const early = (await share(unreleased.url, unreleased.chiefToken, { expiresAt: inDays(7) })).body.data;
    expect((await open(early.token)).body).toMatchObject({
      errorCode: "err.reader.notReleased",
      errorMessage: "该教材暂无已发布的版本",
    });
  });
});

describe("DELETE /share-links/:id", () => {
  it("revokes for the creator, again without change; a plain member may not revoke another's link", async () => {
    const { url, chiefToken, memberToken, org } = await releasedBook();
    const { oid } = (await share(url, chiefToken, { expiresAt: inDays(7) })).body.data;
    const refused = await call(context.app, "DELETE", `/api/share-links/${oid}`, { token: memberToken });
    expect(refused.status).toBe(403);

    const revoked = await call<ShareLink>(context.app, "DELETE", `/api/share-links/${oid}`, {
      token: chiefToken,
    });
    expect(revoked.body.data).toMatchObject({
      state: "REVOKED",
      revokedAt: context.clock.now().toISOString(),
    });
    context.clock.advance(60);
    const again = await call<ShareLink>(context.app, "DELETE", `/api/share-links/${oid}`, {
      token: chiefToken,
    });
    expect(again.body.data.revokedAt).toBe(revoked.body.data.revokedAt);

    const { oid: memberLink } = (await share(url, memberToken, { expiresAt: inDays(7) })).body.data;
    const admin = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_ADMIN"] }] });
    const adminToken = await sessionFor(context.db, admin, context.clock, org.oid);
    const byAdmin = await call<ShareLink>(context.app, "DELETE", `/api/share-links/${memberLink}`, {
      token: adminToken,
    });
    expect(byAdmin.body.data.state).toBe("REVOKED");
  });

  it("answers 404 for an unknown link and 403 for a stranger", async () => {
    const { url, chiefToken } = await releasedBook();
    const { oid } = (await share(url, chiefToken, { expiresAt: inDays(7) })).body.data;
    const elsewhere = await buildOrg(context.db);
    const stranger = await buildUser(context.db, { memberships: [{ org: elsewhere, roles: ["ORG_ADMIN"] }] });
    await buildBook(context.db, { org: elsewhere, members: [{ user: stranger, role: "BOOK_CHIEF_EDITOR" }] });
    const strangerToken = await sessionFor(context.db, stranger, context.clock, elsewhere.oid);
    expect(
      (await call(context.app, "DELETE", `/api/share-links/${oid}`, { token: strangerToken })).status,
    ).toBe(403);
    expect(
      (await call(context.app, "DELETE", "/api/share-links/nothing", { token: chiefToken })).status,
    ).toBe(404);
  });
});
