// Test helpers for the delivery area: a reader session without the login call, a reader-only
// account, and a push row written directly (the push calls are built elsewhere).
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { pushes, pushRecipients, users } from "../../../db/schema/index.ts";
import type { Clock } from "../../../http/clock.ts";
import { createSession } from "../../auth/sessions.ts";
import type { UserRow } from "../../users/repository.ts";

export async function readerSessionFor(db: Db, user: UserRow, clock: Clock): Promise<string> {
  const { token } = await createSession(db, {
    kind: "READER",
    userOid: user.oid,
    currentOrgOid: null,
    rolesVersion: user.rolesVersion,
    fromProject: false,
    now: clock.now(),
  });
  return token;
}

export async function makeReaderOnly(db: Db, user: UserRow): Promise<UserRow> {
  const [row] = await db.update(users).set({ readerOnly: true }).where(eq(users.oid, user.oid)).returning();
  if (!row) throw new Error("user update failed");
  return row;
}

/** A standing push of the book's edition to the users; returns the push's oid. */
export async function pushBookTo(
  db: Db,
  props: {
    bookOid: string;
    editionOid: string;
    pushedBy: { oid: string };
    userOids: string[];
    classOid?: string;
  },
): Promise<string> {
  const [push] = await db
    .insert(pushes)
    .values({
      bookOid: props.bookOid,
      editionOid: props.editionOid,
      targetKind: props.classOid ? "CCS" : "USERS",
      recipientCount: props.userOids.length,
      pushedByOid: props.pushedBy.oid,
    })
    .returning({ oid: pushes.oid });
  if (!push) throw new Error("push insert failed");
  if (props.userOids.length > 0) {
    await db.insert(pushRecipients).values(
      props.userOids.map((userOid) => ({
        pushOid: push.oid,
        userOid,
        bookOid: props.bookOid,
        classOid: props.classOid ?? null,
      })),
    );
  }
  return push.oid;
}
