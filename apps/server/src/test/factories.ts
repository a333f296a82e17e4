// Test data builders: each returns rows with unique phone numbers and names.
import { constants, publicEncrypt, randomInt } from "node:crypto";
import type { BookRole, BookState, OrgRole, OrgType, SysRole, UserState } from "@textbook/shared";
import type { Db } from "../db/client.ts";
import { bookMembers, books, memberships, orgs, users } from "../db/schema/index.ts";
import type { Clock } from "../http/clock.ts";
import { startSession } from "../modules/auth/login-result.ts";
import { hashPassword } from "../modules/auth/passwords.ts";
import type { OrgRow, UserRow } from "../modules/users/repository.ts";

export const TEST_PASSWORD = "Test2026!";
let cachedHash: Promise<string> | null = null;

export function uniquePhone(): string {
  return `19${String(randomInt(0, 10 ** 9)).padStart(9, "0")}`;
}

export function uniqueAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export async function buildOrg(
  db: Db,
  overrides: Partial<{ name: string; type: OrgType; level: number; parentOid: string | null }> = {},
): Promise<OrgRow> {
  const [org] = await db
    .insert(orgs)
    .values({
      name: overrides.name ?? `测试机构${randomInt(1e6)}`,
      type: overrides.type ?? "SCHOOL",
      ...overrides,
    })
    .returning();
  if (!org) throw new Error("org insert failed");
  return org;
}

export interface BuildUserOptions {
  fullName?: string;
  phoneNumber?: string;
  state?: UserState;
  sysRoles?: SysRole[];
  memberships?: { org: OrgRow; roles: OrgRole[] }[];
  lastOrgOid?: string;
}

export async function buildUser(db: Db, overrides: BuildUserOptions = {}): Promise<UserRow> {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      fullName: overrides.fullName ?? "测试用户",
      phoneNumber: overrides.phoneNumber ?? uniquePhone(),
      state: overrides.state ?? "ACTIVE",
      sysRoles: overrides.sysRoles ?? [],
      passwordHash: await cachedHash,
      lastOrgOid: overrides.lastOrgOid ?? null,
    })
    .returning();
  if (!user) throw new Error("user insert failed");
  for (const membership of overrides.memberships ?? []) {
    await db
      .insert(memberships)
      .values({ userOid: user.oid, orgOid: membership.org.oid, roles: membership.roles });
  }
  return user;
}

export async function buildBook(
  db: Db,
  overrides: {
    org: OrgRow;
    name?: string;
    state?: BookState;
    updatedAt?: Date;
    members?: { user: UserRow; role: BookRole }[];
  },
) {
  const [book] = await db
    .insert(books)
    .values({
      name: overrides.name ?? `测试教材${randomInt(1e6)}`,
      orgOid: overrides.org.oid,
      state: overrides.state ?? "UN_RELEASED",
      ...(overrides.updatedAt ? { updatedAt: overrides.updatedAt } : {}),
    })
    .returning();
  if (!book) throw new Error("book insert failed");
  for (const member of overrides.members ?? []) {
    await db.insert(bookMembers).values({ bookOid: book.oid, userOid: member.user.oid, role: member.role });
  }
  return book;
}

/** A session token without going through the login call. */
export async function sessionFor(db: Db, user: UserRow, clock: Clock, orgOid?: string): Promise<string> {
  const result = await startSession(db, {
    user,
    fromProject: user.fromProject,
    now: clock.now(),
    ...(orgOid ? { orgOid } : {}),
  });
  return result.token;
}

/** What the browser does with the public key: RSA-OAEP SHA-256, base64. */
export function encryptPassword(publicKeyPem: string, password: string): string {
  return publicEncrypt(
    { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
    Buffer.from(password),
  ).toString("base64");
}
