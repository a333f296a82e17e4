// The matrix rows of push (issue 18 §2; letters and profiles: profiles.ts) about the seeded world's
// released book in organisation A: its chief editor and the organisation's admins push it and pick
// the targets (a plain book member does not); whoever may view the book reads the records.
import { BOOK_LEAD, BOOK_READ, type MatrixRow } from "./profiles.ts";

const BOOK = "/api/books/{bookOid}";

export const PUSH_ROWS: MatrixRow[] = [
  {
    route: `POST ${BOOK}/push-to-ccs`,
    expect: BOOK_LEAD,
    body: (world) => ({ classOids: [world.delivery.class.oid] }),
  },
  {
    route: `POST ${BOOK}/push-to-students`,
    expect: BOOK_LEAD,
    body: (world) => ({ studentOids: [world.delivery.student.oid] }),
  },
  {
    route: `POST ${BOOK}/push-to-accounts`,
    expect: BOOK_LEAD,
    body: () => ({ phoneNumbers: ["13999999999"] }),
  },
  {
    route: `POST ${BOOK}/push-to-users`,
    expect: BOOK_LEAD,
    body: (world) => ({ userOids: [world.users.orgMember.oid] }),
  },
  { route: `GET ${BOOK}/pushes`, expect: BOOK_READ },
  {
    route: `POST ${BOOK}/pushes/{pushOid}/withdraw`,
    expect: BOOK_LEAD,
    note: "withdrawing a withdrawn push answers it unchanged",
  },
  { route: `GET ${BOOK}/push-targets/classes`, expect: BOOK_LEAD },
  { route: `GET ${BOOK}/push-targets/classes/{classOid}/students`, expect: BOOK_LEAD },
  { route: `GET ${BOOK}/push-targets/users`, expect: BOOK_LEAD },
];
