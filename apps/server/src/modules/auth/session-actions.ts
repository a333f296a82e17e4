// Calls on an existing session: who am I, switch organisation, keep alive, log out.
import type { LoginResult } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { findMembership } from "../users/repository.ts";
import { presentLoginResult } from "./login-result.ts";
import { extendSession, revokeSession, setSessionOrg } from "./sessions.ts";

export function loginInfo(auth: AuthContext): LoginResult {
  return presentLoginResult({
    user: auth.user,
    currentOrg: auth.currentOrg,
    orgRoles: auth.orgRoles,
    token: auth.token,
    fromProject: auth.session.fromProject,
  });
}

/** Same token, new organisation and a fresh roles snapshot; remembered as the last used org. */
export async function switchOrg(db: Db, auth: AuthContext, orgOid: string): Promise<LoginResult> {
  const membership = await findMembership(db, auth.user.oid, orgOid);
  if (!membership) throw errors.orgNotMember();
  if (membership.org.state !== "ACTIVE") throw errors.orgInactive();
  await db.transaction(async (tx) => {
    await setSessionOrg(tx, auth.session.oid, orgOid, auth.user.rolesVersion);
    await tx.update(users).set({ lastOrgOid: orgOid }).where(eq(users.oid, auth.user.oid));
  });
  return presentLoginResult({
    user: { ...auth.user, lastOrgOid: orgOid },
    currentOrg: membership.org,
    orgRoles: membership.roles,
    token: auth.token,
    fromProject: auth.session.fromProject,
  });
}

export async function heartbeat(db: Db, auth: AuthContext, now: Date): Promise<{ serverTime: string }> {
  await extendSession(db, auth.session.oid, now);
  return { serverTime: now.toISOString() };
}

export async function logout(db: Db, auth: AuthContext, now: Date): Promise<null> {
  await revokeSession(db, auth.session.oid, now);
  return null;
}
