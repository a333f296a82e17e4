// The login key pair lives in the database so every instance decrypts what any other published.
import { constants, generateKeyPair, privateDecrypt } from "node:crypto";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { serverKeys } from "../../db/schema/index.ts";
import { errors } from "../../http/errors.ts";

const KEY_NAME = "login-rsa-oaep";
const generate = promisify(generateKeyPair);

export interface LoginKey {
  publicKey: string;
  privateKey: string;
}

export async function loadOrCreateLoginKey(db: Db): Promise<LoginKey> {
  const existing = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME)).limit(1);
  if (existing[0]) return existing[0];
  const pair = await generate("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  // Two instances starting together: the first insert wins and both read it back.
  await db
    .insert(serverKeys)
    .values({ name: KEY_NAME, publicKey: pair.publicKey, privateKey: pair.privateKey })
    .onConflictDoNothing();
  const [stored] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME)).limit(1);
  if (!stored) throw new Error("login key was not stored");
  return stored;
}

/** The browser encrypts with WebCrypto RSA-OAEP SHA-256 and sends base64. */
export function decryptPassword(key: LoginKey, ciphertext: string): string {
  try {
    return privateDecrypt(
      { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
      Buffer.from(ciphertext, "base64"),
    ).toString("utf8");
  } catch {
    throw errors.decryptFailed();
  }
}
