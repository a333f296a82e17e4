// Who a push names and whom it reaches. Every target must belong to the book's organisation: a
// class of it, a student of one of its classes, one of its members; phone numbers name reader
// accounts (made when missing, push-reader-accounts.ts). The submit checks the targets and names
// them; the task resolves them again to recipients, as they stand when it runs.
import type { PushTargetKind } from "@textbook/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { classes, classStudents, memberships, users } from "../../db/schema/index.ts";

export interface PushTargets {
  kind: PushTargetKind;
  /** Class oids (CCS), user oids (STUDENTS, USERS) or phone numbers (ACCOUNTS). */
  targets: readonly string[];
}

export interface Recipient {
  userOid: string;
  /** The class through which the user was reached (CCS pushes). */
  classOid: string | null;
}

export interface NamedTargets {
  /** Names in the order the targets were given, as the record shows them. */
  names: string[];
  /** False when some target does not exist or lies outside the book's organisation. */
  complete: boolean;
}

const unique = (values: readonly string[]) => [...new Set(values)];

export async function nameTargets(db: Db, orgOid: string, push: PushTargets): Promise<NamedTargets> {
  const wanted = unique(push.targets);
  if (push.kind === "ACCOUNTS") return { names: wanted, complete: true };
  const found = await targetNames(db, orgOid, push.kind, wanted);
  return {
    names: wanted.flatMap((oid) => {
      const name = found.get(oid);
      return name === undefined ? [] : [name];
    }),
    complete: wanted.every((oid) => found.has(oid)),
  };
}

async function targetNames(
  db: Db,
  orgOid: string,
  kind: Exclude<PushTargetKind, "ACCOUNTS">,
  oids: string[],
): Promise<Map<string, string>> {
  if (kind === "CCS") {
    const rows = await db
      .select({ oid: classes.oid, name: classes.name })
      .from(classes)
      .where(and(eq(classes.orgOid, orgOid), inArray(classes.oid, oids)));
    return new Map(rows.map((row) => [row.oid, row.name]));
  }
  const rows =
    kind === "STUDENTS"
      ? await db
          .selectDistinct({ oid: users.oid, name: users.fullName })
          .from(users)
          .innerJoin(classStudents, eq(classStudents.studentOid, users.oid))
          .innerJoin(classes, eq(classes.oid, classStudents.classOid))
          .where(and(eq(classes.orgOid, orgOid), inArray(users.oid, oids)))
      : await db
          .select({ oid: users.oid, name: users.fullName })
          .from(users)
          .innerJoin(memberships, eq(memberships.userOid, users.oid))
          .where(and(eq(memberships.orgOid, orgOid), inArray(users.oid, oids)));
  return new Map(rows.map((row) => [row.oid, row.name]));
}

/** The people a push reaches now, once each (ACCOUNTS: the accounts' user oids, already made). */
export async function resolveRecipients(
  db: Db,
  orgOid: string,
  push: PushTargets,
  accountOids: readonly string[] = [],
): Promise<Recipient[]> {
  const wanted = unique(push.targets);
  if (push.kind === "ACCOUNTS") return unique(accountOids).map((userOid) => ({ userOid, classOid: null }));
  if (push.kind === "CCS") {
    const rows = await db
      .select({ userOid: classStudents.studentOid, classOid: classStudents.classOid })
      .from(classStudents)
      .innerJoin(classes, eq(classes.oid, classStudents.classOid))
      .where(and(eq(classes.orgOid, orgOid), inArray(classes.oid, wanted)));
    const byUser = new Map<string, Recipient>();
    for (const row of rows) if (!byUser.has(row.userOid)) byUser.set(row.userOid, row);
    return [...byUser.values()];
  }
  const named = await targetNames(db, orgOid, push.kind, wanted);
  return [...named.keys()].map((userOid) => ({ userOid, classOid: null }));
}
