// Calls the real API the way the browser does, for test set-up and benchmarks.
import { constants, publicEncrypt } from "node:crypto";
import type { Envelope, LoginResult, PublicKey } from "@textbook/shared";

export const DEMO_PASSWORD = "Demo2026!";

export async function api<T>(
  baseUrl: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.errorCode !== "0") throw new Error(`${path}: ${envelope.errorCode} ${envelope.errorMessage}`);
  return envelope.data;
}

/** RSA-OAEP SHA-256, as the browser encrypts the login password. */
export function encryptPassword(publicKeyPem: string, password: string): string {
  return publicEncrypt(
    { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
    Buffer.from(password),
  ).toString("base64");
}

export async function loginBody(baseUrl: string, phoneNumber: string, password = DEMO_PASSWORD) {
  const { publicKey } = await api<PublicKey>(baseUrl, "/passports/public-key");
  return { phoneNumber, password: encryptPassword(publicKey, password) };
}

export async function login(baseUrl: string, phoneNumber: string): Promise<LoginResult> {
  return api<LoginResult>(baseUrl, "/passports/account-login", {
    method: "POST",
    body: await loginBody(baseUrl, phoneNumber),
  });
}

export async function latestSmsCode(baseUrl: string, phoneNumber: string): Promise<string> {
  const outbox = await api<{ items: { code: string }[] }>(
    baseUrl,
    `/dev/sms-outbox?phoneNumber=${phoneNumber}`,
  );
  const latest = outbox.items[0];
  if (!latest) throw new Error(`no SMS sent to ${phoneNumber}`);
  return latest.code;
}
