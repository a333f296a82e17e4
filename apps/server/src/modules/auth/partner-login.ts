// /zjy/login: a signed ticket from the partner platform logs its user in (fromProject). The ticket
// is trusted only as far as the local records allow: it signs into an account the partner already
// owns (linked by partnerUserId) or a new one, never into a local account found by phone nor one
// with system roles, and it adds users only to organisations marked partnerLinked.
import type { PartnerLoginResult } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { memberships, partnerNonces, users } from "../../db/schema/index.ts";
import { errors } from "../../http/errors.ts";
import { findMembership, findOrg, findUserByPhone, type UserRow } from "../users/repository.ts";
import { startSession } from "./login-result.ts";
import { type PartnerTicketPayload, readPartnerTicket } from "./partner-ticket.ts";

async function findOrCreatePartnerUser(db: Db, payload: PartnerTicketPayload): Promise<UserRow> {
  const [linked] = await db
    .select()
    .from(users)
    .where(eq(users.partnerUserId, payload.partnerUserId))
    .limit(1);
  if (linked) {
    if (linked.sysRoles.length > 0) throw errors.partnerAccountRefused();
    return linked;
  }
  // A local account with this phone belongs to someone here: linking it is an admin's decision.
  if (await findUserByPhone(db, payload.phoneNumber)) throw errors.partnerAccountRefused();
  const [created] = await db
    .insert(users)
    .values({
      fullName: payload.fullName,
      phoneNumber: payload.phoneNumber,
      fromProject: true,
      partnerUserId: payload.partnerUserId,
    })
    .returning();
  if (!created) throw new Error("user insert returned nothing");
  return created;
}

export async function partnerLogin(
  deps: { db: Db; secret: string | null },
  ticket: string,
  now: Date,
): Promise<PartnerLoginResult> {
  if (!deps.secret) throw errors.partnerUnconfigured();
  const reading = readPartnerTicket(ticket, deps.secret, now);
  if (!reading.ok)
    throw reading.reason === "tooLong" ? errors.partnerTicketTooLong() : errors.partnerTicketInvalid();
  const { payload } = reading;
  const org = await findOrg(deps.db, payload.orgOid);
  if (!org) throw errors.partnerTicketInvalid();
  const tokenData = await deps.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(partnerNonces)
      .values({ nonce: payload.nonce, expiresAt: new Date(payload.exp * 1000), createdAt: now })
      .onConflictDoNothing()
      .returning({ nonce: partnerNonces.nonce });
    if (fresh.length === 0) throw errors.partnerTicketInvalid();
    const user = await findOrCreatePartnerUser(tx, payload);
    if (user.state !== "ACTIVE") throw errors.userInactive();
    if (!(await findMembership(tx, user.oid, org.oid))) {
      if (!org.partnerLinked) throw errors.partnerOrgNotLinked();
      await tx
        .insert(memberships)
        .values({ userOid: user.oid, orgOid: org.oid, roles: ["ORG_MEMBER"] })
        .onConflictDoNothing();
    }
    return startSession(tx, { user, fromProject: true, now, orgOid: org.oid });
  });
  return { fromProject: true, tokenData };
}
