// Password hashes: argon2id at OWASP's parameters (m=19 MiB, t=2, p=1) through @node-rs/argon2.
// Older rows hold scrypt$N$r$p$salt$hash (N=2^14); they still verify, and a successful login
// stores a fresh argon2id hash in their place.
import { type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import type { UserRow } from "../users/repository.ts";

export const ARGON2_PARAMS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
/** A hash made with the current parameters starts so (the package's default algorithm is argon2id). */
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}$`;

const normalise = (password: string) => password.normalize("NFKC");

export function hashPassword(password: string): Promise<string> {
  return hash(normalise(password), ARGON2_PARAMS);
}

function scryptDerive(
  password: string,
  salt: Buffer,
  length: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(normalise(password), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hashPart] = stored.split("$");
  if (!n || !r || !p || !salt || !hashPart) return false;
  const expected = Buffer.from(hashPart, "base64url");
  const actual = await scryptDerive(password, Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  if (stored.startsWith("scrypt$")) return verifyScrypt(password, stored);
  if (!stored.startsWith("$argon2")) return false;
  try {
    return await verify(stored, normalise(password));
  } catch {
    return false;
  }
}

export function needsRehash(stored: string | null): boolean {
  return stored !== null && !stored.startsWith(CURRENT_PREFIX);
}

/** After a successful login: replaces an older hash, unless another writer changed it meanwhile. */
export async function upgradePasswordHash(db: Db, user: UserRow, password: string): Promise<void> {
  if (!user.passwordHash || !needsRehash(user.passwordHash)) return;
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(and(eq(users.oid, user.oid), eq(users.passwordHash, user.passwordHash)));
}
