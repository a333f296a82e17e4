// Who may send reading events, and for which book. The readers' module (wip-readers: reader-auth.ts
// requireReader/readerOf, reader-access.ts readableEdition) owns these rules; until it is merged this
// file stands in with the same names and the same rule: a signed-in user, and a book that a push
// which stands gave them, read in its current release. On merge, re-export theirs from here.
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { books, pushes, pushRecipients } from "../../db/schema/index.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import type { Clock } from "../../http/clock.ts";

export function requireReader(deps: { db: Db; clock: Clock }) {
  return requireAuth(deps);
}

export function readerOf(request: FastifyRequest): { userOid: string } {
  return { userOid: authOf(request).user.oid };
}

export async function readableEdition(
  db: Db,
  userOid: string,
  bookOid: string,
): Promise<{ editionOid: string } | null> {
  const [row] = await db
    .select({ editionOid: books.releasedEditionOid })
    .from(pushRecipients)
    .innerJoin(pushes, eq(pushes.oid, pushRecipients.pushOid))
    .innerJoin(books, eq(books.oid, pushRecipients.bookOid))
    .where(
      and(
        eq(pushRecipients.userOid, userOid),
        eq(pushRecipients.bookOid, bookOid),
        isNull(pushes.withdrawnAt),
      ),
    )
    .limit(1);
  return row?.editionOid ? { editionOid: row.editionOid } : null;
}
