// The login password travels RSA-OAEP (SHA-256) encrypted with the server's public key, base64
// (DESIGN §9). WebCrypto does the work; browsers hide crypto.subtle outside secure contexts (plain
// http on a LAN address), and only then is the pure-JS fallback loaded, so the login page stays small.

function pemBody(pem: string): Uint8Array<ArrayBuffer> {
  const base64 = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, "").replace(/\s+/g, "");
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function toBase64(buffer: ArrayBuffer): string {
  let binary = "";
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

async function encryptWithSubtle(
  subtle: SubtleCrypto,
  password: string,
  publicKeyPem: string,
): Promise<string> {
  const key = await subtle.importKey(
    "spki",
    pemBody(publicKeyPem),
    { name: "RSA-OAEP", hash: "SHA-256" },
    false,
    ["encrypt"],
  );
  const cipher = await subtle.encrypt({ name: "RSA-OAEP" }, key, new TextEncoder().encode(password));
  return toBase64(cipher);
}

/**
 * Encrypts the password for POST /passports/account-login. `subtle` is injectable (null forces the
 * fallback) so both paths can be tested where WebCrypto exists.
 */
export async function encryptPassword(
  password: string,
  publicKeyPem: string,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<string> {
  if (subtle) return encryptWithSubtle(subtle, password, publicKeyPem);
  const { encryptWithForge } = await import("./forge-encrypt.ts");
  return encryptWithForge(password, publicKeyPem);
}
