// The key in an edition object's path (/api/editions/{oid}/objects/{key}/…). Images, fonts and the
// stylesheet's relative links cannot send a bearer token, and a query string would not survive the
// stylesheet's relative url(…)s, so the access rides in the path:
//   s.<token>                 a share link's token (checked against share_links on every read)
//   m.<userOid>.<exp>.<sig>   a signed-in member's key for one edition, HMAC-signed, checked for
//                             membership again on every read (a removed member loses access at once)
import { createHmac, timingSafeEqual } from "node:crypto";

/** A member key lives 6 to 12 hours: the same key for a while keeps the browser's cache useful. */
const MEMBER_KEY_WINDOW_SECONDS = 6 * 60 * 60;

export type ReaderKey =
  | { kind: "SHARE"; token: string }
  | { kind: "MEMBER"; userOid: string; exp: number; sig: string };

export interface ReaderKeys {
  shareKey(token: string): string;
  memberKey(editionOid: string, userOid: string, now: Date): { key: string; expiresAt: Date };
  parse(key: string): ReaderKey | null;
  /** The member key's signature holds for this edition and it has not expired. */
  verifyMember(editionOid: string, key: Extract<ReaderKey, { kind: "MEMBER" }>, now: Date): boolean;
}

export function createReaderKeys(secret: string): ReaderKeys {
  const sign = (editionOid: string, userOid: string, exp: number) =>
    createHmac("sha256", secret).update(`${editionOid}:${userOid}:${exp}`).digest("base64url");
  return {
    shareKey: (token) => `s.${token}`,
    memberKey(editionOid, userOid, now) {
      const window = MEMBER_KEY_WINDOW_SECONDS;
      const exp = (Math.floor(now.getTime() / 1000 / window) + 2) * window;
      return {
        key: `m.${userOid}.${exp}.${sign(editionOid, userOid, exp)}`,
        expiresAt: new Date(exp * 1000),
      };
    },
    parse(key) {
      const share = /^s\.([A-Za-z0-9_-]{20,64})$/.exec(key);
      if (share?.[1]) return { kind: "SHARE", token: share[1] };
      const member = /^m\.([A-Za-z0-9_-]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(key);
      if (!member?.[1] || !member[2] || !member[3]) return null;
      return { kind: "MEMBER", userOid: member[1], exp: Number(member[2]), sig: member[3] };
    },
    verifyMember(editionOid, key, now) {
      if (key.exp * 1000 <= now.getTime()) return false;
      const expected = Buffer.from(sign(editionOid, key.userOid, key.exp));
      const given = Buffer.from(key.sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
