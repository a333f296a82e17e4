// /zjy/login: a signed ticket from the partner platform logs its user in (fromProject).
import type { PartnerLoginResult } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { memberships, partnerNonces, users } from "../../db/schema/index.ts";
import { errors } from "../../http/errors.ts";
import { findOrg, findUserByPhone, type UserRow } from "../users/repository.ts";
import { startSession } from "./login-result.ts";
import { type PartnerTicketPayload, readPartnerTicket } from "./partner-ticket.ts";

async function findOrCreatePartnerUser(db: Db, payload: PartnerTicketPayload): Promise<UserRow> {
  const [byPartnerId] = await db
    .select()
    .from(users)
    .where(eq(users.partnerUserId, payload.partnerUserId))
    .limit(1);
  const existing = byPartnerId ?? (await findUserByPhone(db, payload.phoneNumber));
  if (existing) {
    if (existing.fromProject && existing.partnerUserId) return existing;
    const [updated] = await db
      .update(users)
      .set({ fromProject: true, partnerUserId: payload.partnerUserId })
      .where(eq(users.oid, existing.oid))
      .returning();
    return updated ?? existing;
  }
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
  const payload = readPartnerTicket(ticket, deps.secret, now);
  if (!payload) throw errors.partnerTicketInvalid();
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
    await tx
      .insert(memberships)
      .values({ userOid: user.oid, orgOid: org.oid, roles: ["ORG_MEMBER"] })
      .onConflictDoNothing();
    return startSession(tx, { user, fromProject: true, now, orgOid: org.oid });
  });
  return { fromProject: true, tokenData };
}
