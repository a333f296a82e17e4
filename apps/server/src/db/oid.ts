import { randomInt } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const LENGTH = 21;

/** An unguessable id (~125 bits, base62): nothing is addressable by a sequential number. */
export function newOid(): string {
  let oid = "";
  for (let index = 0; index < LENGTH; index++) oid += ALPHABET[randomInt(ALPHABET.length)];
  return oid;
}
