// Test support: editions, histories and share links as the publishing contracts shape them, and the
// fake API answering them for book-1 (tests change the answers through `state`).
import type { BookEditions, Edition, PublishApplication, Release, ShareLink } from "@textbook/shared";
import type { FakeApi } from "../../../../test/fake-api.ts";

const person = { oid: "u1", fullName: "王主编" };

export function edition(number: number, overrides: Partial<Edition> = {}): Edition {
  return {
    oid: `ed-${number}`,
    bookOid: "book-1",
    number,
    state: "READY",
    taskOid: `task-build-${number}`,
    builtBy: { oid: "u2", fullName: "李出版" },
    createdAt: "2026-11-20T07:00:00.000Z",
    builtAt: "2026-11-20T07:13:00.000Z",
    errorMessage: null,
    chapterCount: 3,
    fileCount: 12 + number,
    size: 3 * 1024 * 1024,
    released: false,
    ...overrides,
  };
}

export function application(overrides: Partial<PublishApplication> = {}): PublishApplication {
  return {
    oid: "app-1",
    bookOid: "book-1",
    planType: "SCHOOL",
    note: "第一版校本教材",
    state: "IN_PROGRESS",
    processInstanceOid: "pi-1",
    applicant: person,
    createdAt: "2026-11-19T02:00:00.000Z",
    finishedAt: null,
    ...overrides,
  };
}

export function release(number: number, overrides: Partial<Release> = {}): Release {
  return {
    oid: `rel-${number}`,
    bookOid: "book-1",
    edition: { oid: `ed-${number}`, number },
    kind: "RELEASE",
    releasedBy: { oid: "u2", fullName: "李出版" },
    releasedAt: "2026-11-21T01:00:00.000Z",
    ...overrides,
  };
}

export function shareLink(oid: string, overrides: Partial<ShareLink> = {}): ShareLink {
  return {
    oid,
    bookOid: "book-1",
    editionOid: null,
    editionNumber: null,
    expiresAt: "2026-12-01T00:00:00.000Z",
    revokedAt: null,
    state: "ACTIVE",
    createdAt: "2026-11-24T00:00:00.000Z",
    creator: person,
    ...overrides,
  };
}

export interface PublishingState {
  editions: BookEditions;
  /** Newest first, as build-history answers. */
  builds: Edition[];
  applications: PublishApplication[];
  releases: Release[];
  links: ShareLink[];
}

/** Editions 1 (released) and 2 (newest); one approved application. */
export function publishingState(): PublishingState {
  const editions = [edition(2), edition(1, { released: true })];
  return {
    editions: {
      publishState: "PUBLISHED",
      releasedEditionOid: "ed-1",
      firstReleasedAt: "2026-11-21T01:00:00.000Z",
      openApplication: null,
      items: editions,
      total: editions.length,
    },
    builds: [...editions],
    applications: [application({ state: "APPROVED", finishedAt: "2026-11-20T01:00:00.000Z" })],
    releases: [release(1)],
    links: [
      shareLink("link-1"),
      shareLink("link-2", { state: "EXPIRED", editionOid: "ed-1", editionNumber: 1 }),
      shareLink("link-3", { state: "REVOKED", revokedAt: "2026-11-25T00:00:00.000Z" }),
    ],
  };
}

const page = <T>(items: T[]) => ({ data: { items, total: items.length, page: 1, pageSize: 10 } });

export function answerPublishing(api: FakeApi, state: () => PublishingState) {
  api.routes.set("GET /api/books/book-1/editions", () => ({ data: state().editions }));
  api.routes.set("GET /api/books/book-1/publish/build-history", () => page(state().builds));
  api.routes.set("GET /api/books/book-1/publish/apply-history", () => page(state().applications));
  api.routes.set("GET /api/books/book-1/publish/release-history", () => page(state().releases));
  api.routes.set("GET /api/books/book-1/share-links", () => ({
    data: { items: state().links, total: state().links.length },
  }));
}
