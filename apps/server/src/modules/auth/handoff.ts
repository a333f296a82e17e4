// One-time tokens that carry a session to /loading (management system links, new tabs).
import type { HandoffToken, LoginResult } from "@textbook/shared";
import type { Db } from "../../db/client.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { findUserByOid } from "../users/repository.ts";
import { startSession } from "./login-result.ts";
import { consumeHandoff, createSession, findLiveSession, HANDOFF_TTL_SECONDS } from "./sessions.ts";

export async function issueHandoff(db: Db, auth: AuthContext, now: Date): Promise<HandoffToken> {
  const { token } = await createSession(db, {
    kind: "HANDOFF",
    userOid: auth.user.oid,
    currentOrgOid: auth.session.currentOrgOid,
    rolesVersion: auth.user.rolesVersion,
    fromProject: auth.session.fromProject,
    now,
  });
  return { token, expiresInSeconds: HANDOFF_TTL_SECONDS };
}

export async function exchangeHandoff(db: Db, token: string, now: Date): Promise<LoginResult> {
  const handoff = await findLiveSession(db, token, "HANDOFF", now);
  if (!handoff || !(await consumeHandoff(db, handoff.oid, now))) throw errors.loginRequired();
  const user = await findUserByOid(db, handoff.userOid);
  if (user?.state !== "ACTIVE") throw errors.loginRequired();
  return startSession(db, {
    user,
    fromProject: handoff.fromProject,
    now,
    ...(handoff.currentOrgOid ? { orgOid: handoff.currentOrgOid } : {}),
  });
}
