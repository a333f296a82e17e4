import { constants, generateKeyPairSync, privateDecrypt } from "node:crypto";
import { describe, expect, test } from "vitest";
import { encryptPassword } from "./encrypt-password.ts";

// The server's key format: SPKI PEM public key, PKCS#8 private key, OAEP with SHA-256.
const pair = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  publicKeyEncoding: { type: "spki", format: "pem" },
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
});

function decrypt(ciphertext: string): string {
  return privateDecrypt(
    { key: pair.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
    Buffer.from(ciphertext, "base64"),
  ).toString("utf8");
}

describe("encryptPassword", () => {
  test("WebCrypto ciphertext decrypts with the server's private key", async () => {
    const password = "Demo2026!密码";
    const cipher = await encryptPassword(password, pair.publicKey);
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(cipher, "base64")).toHaveLength(256);
    expect(decrypt(cipher)).toBe(password);
  });

  test("OAEP is randomised: the same password never encrypts twice alike", async () => {
    const first = await encryptPassword("Demo2026!", pair.publicKey);
    expect(await encryptPassword("Demo2026!", pair.publicKey)).not.toBe(first);
  });

  test("without crypto.subtle the pure-JS fallback produces the same decryptable format", async () => {
    const password = "Demo2026!密码";
    const cipher = await encryptPassword(password, pair.publicKey, null);
    expect(decrypt(cipher)).toBe(password);
  });

  test("a malformed key rejects, in both paths", async () => {
    await expect(encryptPassword("Demo2026!", "not a key")).rejects.toThrow();
    await expect(encryptPassword("Demo2026!", "not a key", null)).rejects.toThrow();
  });
});
