// Signed, short-lived links to stored files. An <img> or <video> tag cannot send the bearer token,
// so a file is served to whoever holds an unexpired link signed with the server's secret.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { type FileVariant, UPLOAD } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { serverKeys } from "../db/schema/index.ts";

const KEY_NAME = "file-link-hmac";

export interface FileLinks {
  /** `/api/files/{attachmentOid}/{variant}?exp=...&sig=...`, valid for at least `UPLOAD.linkTtlSeconds`. */
  urlFor(attachmentOid: string, variant: FileVariant, now: Date): { url: string; expiration: Date };
  verify(attachmentOid: string, variant: string, exp: string, sig: string, now: Date): boolean;
}

export function createFileLinks(secret: string): FileLinks {
  const sign = (payload: string) => createHmac("sha256", secret).update(payload).digest("base64url");
  return {
    urlFor(attachmentOid, variant, now) {
      // Expiry rounded up to the next whole TTL window: the same file gets the same link for a
      // while, so the browser's cache keeps working across list refreshes.
      const ttl = UPLOAD.linkTtlSeconds;
      const exp = (Math.floor(now.getTime() / 1000 / ttl) + 2) * ttl;
      const sig = sign(`${attachmentOid}:${variant}:${exp}`);
      return {
        url: `/api/files/${attachmentOid}/${variant}?exp=${exp}&sig=${sig}`,
        expiration: new Date(exp * 1000),
      };
    },
    verify(attachmentOid, variant, exp, sig, now) {
      if (!/^\d+$/.test(exp) || Number(exp) * 1000 < now.getTime()) return false;
      const expected = Buffer.from(sign(`${attachmentOid}:${variant}:${exp}`));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** The secret lives in the database so every instance signs and verifies the same links. */
export function loadOrCreateLinkSecret(db: Db): Promise<string> {
  return loadOrCreateSecret(db, KEY_NAME);
}

/** A random server secret stored under a name: created by the first instance, shared by all. */
export async function loadOrCreateSecret(db: Db, name: string): Promise<string> {
  const read = async () => (await db.select().from(serverKeys).where(eq(serverKeys.name, name)).limit(1))[0];
  const existing = await read();
  if (existing) return existing.privateKey;
  await db
    .insert(serverKeys)
    .values({ name, publicKey: "", privateKey: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error(`server secret ${name} was not stored`);
  return stored.privateKey;
}
