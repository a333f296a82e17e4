// Test data builders: each returns rows with unique phone numbers and names.
import { constants, publicEncrypt, randomBytes, randomInt, scryptSync } from "node:crypto";
import type {
  AttachmentState,
  BookRole,
  BookState,
  ContentFileType,
  OrgRole,
  OrgType,
  PublishState,
  StoredAttachmentType,
  SysRole,
  UserState,
} from "@textbook/shared";
import type { Db } from "../db/client.ts";
import { newOid } from "../db/oid.ts";
import {
  attachments,
  bookMembers,
  books,
  chapters,
  contentFiles,
  memberships,
  orgs,
  sections,
  users,
} from "../db/schema/index.ts";
import type { Clock } from "../http/clock.ts";
import { startSession } from "../modules/auth/login-result.ts";
import { hashPassword } from "../modules/auth/passwords.ts";
import { CHAPTER_LIST, FILE_LIST, nextPosition, SECTION_LIST } from "../modules/books/positions.ts";
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
  overrides: Partial<{
    name: string;
    type: OrgType;
    level: number;
    parentOid: string | null;
    partnerLinked: boolean;
  }> = {},
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

/** A hash as rows written before argon2id hold it (scrypt N=2^14, r=8, p=1). */
export function legacyScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, 64, { N: 16384, r: 8, p: 1 });
  return ["scrypt", 16384, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
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
    publishState?: PublishState;
    updatedAt?: Date;
    members?: { user: UserRow; role: BookRole }[];
    /** The moso holders of shell §6: the users whose oid the book names. */
    mosoEditor?: UserRow;
    contentDesigner?: UserRow;
    techEditor?: UserRow;
  },
) {
  const [book] = await db
    .insert(books)
    .values({
      name: overrides.name ?? `测试教材${randomInt(1e6)}`,
      orgOid: overrides.org.oid,
      state: overrides.state ?? "UN_RELEASED",
      publishState: overrides.publishState ?? "UNDECLARED",
      mosoEditorOid: overrides.mosoEditor?.oid ?? null,
      contentDesignerOid: overrides.contentDesigner?.oid ?? null,
      techEditorOid: overrides.techEditor?.oid ?? null,
      ...(overrides.updatedAt ? { updatedAt: overrides.updatedAt } : {}),
    })
    .returning();
  if (!book) throw new Error("book insert failed");
  for (const member of overrides.members ?? []) {
    await db.insert(bookMembers).values({ bookOid: book.oid, userOid: member.user.oid, role: member.role });
  }
  return book;
}

export type BookRow = Awaited<ReturnType<typeof buildBook>>;

/** A chapter at the end of the book. */
export async function buildChapter(
  db: Db,
  overrides: { book: { oid: string }; name?: string; committed?: boolean },
) {
  const [chapter] = await db
    .insert(chapters)
    .values({
      bookOid: overrides.book.oid,
      name: overrides.name ?? `测试章${randomInt(1e6)}`,
      committed: overrides.committed ?? false,
      position: await nextPosition(db, CHAPTER_LIST, overrides.book.oid),
    })
    .returning();
  if (!chapter) throw new Error("chapter insert failed");
  return chapter;
}

/** A section at the end of the chapter. */
export async function buildSection(db: Db, overrides: { chapter: { oid: string }; name?: string }) {
  const [section] = await db
    .insert(sections)
    .values({
      chapterOid: overrides.chapter.oid,
      name: overrides.name ?? `测试节${randomInt(1e6)}`,
      position: await nextPosition(db, SECTION_LIST, overrides.chapter.oid),
    })
    .returning();
  if (!section) throw new Error("section insert failed");
  return section;
}

/** A content file at the end of the section, with one paragraph of text. */
export async function buildFile(
  db: Db,
  overrides: { section: { oid: string }; name?: string; type?: ContentFileType; text?: string },
) {
  const [file] = await db
    .insert(contentFiles)
    .values({
      sectionOid: overrides.section.oid,
      name: overrides.name ?? `测试文件${randomInt(1e6)}`,
      type: overrides.type ?? "CONTENT",
      position: await nextPosition(db, FILE_LIST, overrides.section.oid),
      content: {
        type: "doc",
        content: [{ type: "paragraph", content: [{ type: "text", text: overrides.text ?? "正文" }] }],
      },
    })
    .returning();
  if (!file) throw new Error("file insert failed");
  return file;
}

/** An uploaded file's row, READY by default (no bytes are stored). */
export async function buildAttachment(
  db: Db,
  overrides: {
    uploader: UserRow;
    book?: { oid: string } | null;
    type?: StoredAttachmentType;
    state?: AttachmentState;
  },
) {
  const oid = newOid();
  const [attachment] = await db
    .insert(attachments)
    .values({
      oid,
      uploaderOid: overrides.uploader.oid,
      bookOid: overrides.book?.oid ?? null,
      name: "图片.png",
      extName: "png",
      mimeType: "image/png",
      type: overrides.type ?? "IMAGE",
      state: overrides.state ?? "READY",
      declaredSize: 1024,
      size: 1024,
      objectKey: `test/${oid}.png`,
    })
    .returning();
  if (!attachment) throw new Error("attachment insert failed");
  return attachment;
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
