// Passwords leave the browser sealed with the login key (RSA-OAEP), as the login's do.
import { LOGIN_TEXTS } from "@textbook/shared";
import { fetchPublicKey } from "../../api/passports.ts";
import { encryptPassword } from "../../app/crypto/encrypt-password.ts";

/** Seals each password with one fetch of the key; a browser that cannot encrypt says 登录失败，请重试. */
export async function sealPasswords<const T extends readonly string[]>(
  ...passwords: T
): Promise<{ [K in keyof T]: string }> {
  const { publicKey } = await fetchPublicKey();
  try {
    return (await Promise.all(passwords.map((password) => encryptPassword(password, publicKey)))) as {
      [K in keyof T]: string;
    };
  } catch {
    throw new Error(LOGIN_TEXTS.encryptFailed);
  }
}
