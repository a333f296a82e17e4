// Pure-JS RSA-OAEP SHA-256 for insecure contexts without crypto.subtle; loaded lazily.
import forge from "node-forge";

export function encryptWithForge(password: string, publicKeyPem: string): string {
  const key = forge.pki.publicKeyFromPem(publicKeyPem);
  const cipher = key.encrypt(forge.util.encodeUtf8(password), "RSA-OAEP", {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return forge.util.encode64(cipher);
}
