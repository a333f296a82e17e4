// The matrix rows of publishing (issue 16 §3; letters and profiles: profiles.ts) about the seeded
// world's book in organisation A: its editors apply, its organisation's admins build and release
// (the world's book is never approved, so a release reaches err.publish.notApproved), whoever may
// view the book reads the rest.
import { BOOK_READ, type MatrixRow, ORG_ADMIN } from "./profiles.ts";

const BOOK = "/api/books/{bookOid}";

export const PUBLISHING_ROWS: MatrixRow[] = [
  {
    route: `POST ${BOOK}/publish-apply`,
    expect: "NNNNNYYY",
    body: () => ({ planType: "SCHOOL", note: "申请发布" }),
    fresh: true,
    note: "the chief editor, the organisation's admin and system admins; one application at a time",
  },
  { route: `GET ${BOOK}/publish/apply-history`, expect: BOOK_READ },
  { route: `GET ${BOOK}/publish/build-history`, expect: BOOK_READ },
  { route: `GET ${BOOK}/publish/release-history`, expect: BOOK_READ },
  { route: `POST ${BOOK}/build`, expect: ORG_ADMIN, fresh: true, note: "one build of a book at a time" },
  {
    route: `POST ${BOOK}/release`,
    expect: "NNNNNN44",
    body: () => ({}),
    note: "the world's book was never approved: err.publish.notApproved",
  },
  { route: `GET ${BOOK}/editions`, expect: BOOK_READ },
  { route: `GET ${BOOK}/changes-since-release`, expect: BOOK_READ },
];
