// The login response of shell §3, built from a session and the user's memberships.
import type { LoginResult, OrgRole } from "@textbook/shared";
import type { Db } from "../../db/client.ts";
import { errors } from "../../http/errors.ts";
import { membershipsOf, type OrgRow, type UserRow } from "../users/repository.ts";
import { createSession } from "./sessions.ts";

export function presentLoginResult(props: {
  user: UserRow;
  currentOrg: OrgRow | null;
  orgRoles: OrgRole[];
  token: string;
  fromProject: boolean;
}): LoginResult {
  const { user, currentOrg } = props;
  return {
    user: {
      oid: user.oid,
      fullName: user.fullName,
      state: user.state,
      phoneNumber: user.phoneNumber,
      sysRoles: user.sysRoles,
      fullAvatarUrl: user.avatarUrl,
      zjyKgUserId: user.zjyKgUserId,
    },
    currentOrg: currentOrg
      ? {
          oid: currentOrg.oid,
          type: currentOrg.type,
          name: currentOrg.name,
          useSubjectResourceEnabled: currentOrg.useSubjectResourceEnabled,
          level: currentOrg.level,
        }
      : null,
    currentOrgRoles: props.orgRoles,
    token: props.token,
    fromProject: props.fromProject,
    mustChangePassword: user.mustChangePassword,
  };
}

export interface StartSessionProps {
  user: UserRow;
  fromProject: boolean;
  now: Date;
  /** Forces the session into this organisation (partner tickets name theirs). */
  orgOid?: string;
}

/** Creates a fresh session (with a fresh roles snapshot) and answers the login result. */
export async function startSession(db: Db, props: StartSessionProps): Promise<LoginResult> {
  // Every editor login (password, SMS, partner ticket, handoff) passes here, so none forgets it.
  if (props.user.readerOnly) throw errors.readerOnlyAccount();
  const list = await membershipsOf(db, props.user.oid);
  const chosen =
    list.find((membership) => membership.org.oid === (props.orgOid ?? props.user.lastOrgOid)) ??
    list[0] ??
    null;
  const { token } = await createSession(db, {
    kind: "SESSION",
    userOid: props.user.oid,
    currentOrgOid: chosen?.org.oid ?? null,
    rolesVersion: props.user.rolesVersion,
    fromProject: props.fromProject,
    now: props.now,
  });
  return presentLoginResult({
    user: props.user,
    currentOrg: chosen?.org ?? null,
    orgRoles: chosen?.roles ?? [],
    token,
    fromProject: props.fromProject,
  });
}
