// Reader logins: the editor's checks (modules/auth: captcha risk, lockout, SMS code rules), then a
// READER session instead of an editor one. Any account may log in to the reader — a reader-only
// student, and an editor or teacher who wants to see what their students see.
import type { ReaderLoginResult, ReaderUser } from "@textbook/shared";
import type { Db } from "../../db/client.ts";
import { type AccountLoginDeps, type AccountLoginProps, verifyAccountLogin } from "../auth/account-login.ts";
import { createSession, revokeSession } from "../auth/sessions.ts";
import { consumeSmsCode } from "../auth/sms/codes.ts";
import type { UserRow } from "../users/repository.ts";
import type { ReaderContext } from "./reader-auth.ts";

export function presentReader(user: UserRow): ReaderUser {
  return {
    oid: user.oid,
    fullName: user.fullName,
    phoneNumber: user.phoneNumber,
    readerOnly: user.readerOnly,
  };
}

async function startReaderSession(db: Db, user: UserRow, now: Date): Promise<ReaderLoginResult> {
  const { token } = await createSession(db, {
    kind: "READER",
    userOid: user.oid,
    currentOrgOid: null,
    rolesVersion: user.rolesVersion,
    fromProject: false,
    now,
  });
  return { token, user: presentReader(user) };
}

export async function readerAccountLogin(
  deps: AccountLoginDeps,
  props: AccountLoginProps,
  now: Date,
): Promise<ReaderLoginResult> {
  const user = await verifyAccountLogin(deps, props, now);
  return startReaderSession(deps.db, user, now);
}

export async function readerSmsLogin(
  db: Db,
  props: { phoneNumber: string; smsCode: string; address: string },
  now: Date,
): Promise<ReaderLoginResult> {
  const user = await consumeSmsCode(db, props, now);
  return startReaderSession(db, user, now);
}

export async function readerLogout(db: Db, reader: ReaderContext, now: Date): Promise<null> {
  await revokeSession(db, reader.session.oid, now);
  return null;
}
