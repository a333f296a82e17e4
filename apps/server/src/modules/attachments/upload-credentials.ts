// Upload credentials for one object: a random secret (stored only as a hash) and a signed token
// naming the attachment, its object key and the expiry. Both must be presented with every part.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export interface UploadTokenClaims {
  attachmentOid: string;
  objectKey: string;
  /** Unix seconds. */
  exp: number;
}

export type TokenCheck =
  | { ok: true; claims: UploadTokenClaims }
  | { ok: false; reason: "invalid" | "expired" };

export interface UploadTokens {
  sign(claims: UploadTokenClaims): string;
  verify(token: string, now: Date): TokenCheck;
}

function sameText(left: string, right: string): boolean {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createUploadTokens(secret: string): UploadTokens {
  const signature = (payload: string) =>
    createHmac("sha256", secret).update(`upload:${payload}`).digest("base64url");
  return {
    sign(claims) {
      const payload = Buffer.from(
        JSON.stringify({ a: claims.attachmentOid, k: claims.objectKey, e: claims.exp }),
      ).toString("base64url");
      return `${payload}.${signature(payload)}`;
    },
    verify(token, now) {
      const [payload, given, extra] = token.split(".");
      if (!payload || !given || extra !== undefined || !sameText(signature(payload), given)) {
        return { ok: false, reason: "invalid" };
      }
      const body = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
        a: string;
        k: string;
        e: number;
      };
      if (body.e * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
      return { ok: true, claims: { attachmentOid: body.a, objectKey: body.k, exp: body.e } };
    },
  };
}

export function newUploadSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString("base64url");
  return { secret, hash: hashUploadSecret(secret) };
}

export function hashUploadSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

export function secretMatches(secret: string, hash: string | null): boolean {
  return hash !== null && sameText(hashUploadSecret(secret), hash);
}
