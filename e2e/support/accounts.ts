// People for the browser tests: unique phone numbers and client addresses (so no test meets another's
// users or per-address counts), organisation members made through the management call, the first
// system administrator made by the command line, and the 修改密码 step a chosen password forces.
import { spawn } from "node:child_process";
import { randomInt } from "node:crypto";
import { join, resolve } from "node:path";
import { ACCOUNT_TEXTS, type OrgRole, type PublicKey } from "@textbook/shared";
import type { Page } from "playwright-core";
import { api, DEMO_PASSWORD, encryptPassword } from "./api.ts";
import { baseUrl } from "./browser.ts";

const repoRoot = resolve(import.meta.dirname, "../..");

/** The password an administrator gives a new user, which the first login trades for their own. */
export const INITIAL_PASSWORD = "Start2026!";

export function uniquePhone(): string {
  return `139${String(randomInt(0, 10 ** 8)).padStart(8, "0")}`;
}

/** `count` phone numbers, none twice. */
export function uniquePhones(count: number): string[] {
  const phones = new Set<string>();
  while (phones.size < count) phones.add(uniquePhone());
  return [...phones];
}

/** A client address of the test's own (newPage's clientAddress), for the per-address login counts. */
export function uniqueAddress(): string {
  return `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
}

/**
 * An organisation user made by an administrator's session (POST /users/org-users); answers the phone.
 * Without an initial password the account logs in by SMS only.
 */
export async function createOrgUser(
  token: string,
  user: { orgOid?: string; fullName: string; roles: OrgRole[]; initialPassword?: string },
  origin = baseUrl(),
): Promise<string> {
  const phoneNumber = uniquePhone();
  await api(origin, "/users/org-users", { method: "POST", token, body: { ...user, phoneNumber } });
  return phoneNumber;
}

/** What a user does at first login, through the API: trades the initial password for DEMO_PASSWORD. */
export async function changeInitialPassword(phoneNumber: string, origin = baseUrl()): Promise<void> {
  const { publicKey } = await api<PublicKey>(origin, "/passports/public-key");
  const seal = (password: string) => encryptPassword(publicKey, password);
  const session = await api<{ token: string }>(origin, "/passports/account-login", {
    method: "POST",
    body: { phoneNumber, password: seal(INITIAL_PASSWORD) },
  });
  await api(origin, "/users/me/password", {
    method: "PUT",
    token: session.token,
    body: { currentPassword: seal(INITIAL_PASSWORD), newPassword: seal(DEMO_PASSWORD) },
  });
}

/** A member of the organisation who has set their own password (DEMO_PASSWORD): answers the phone. */
export async function member(
  token: string,
  orgOid: string,
  fullName: string,
  roles: OrgRole[],
  origin = baseUrl(),
): Promise<string> {
  const phoneNumber = await createOrgUser(
    token,
    { orgOid, fullName, roles, initialPassword: INITIAL_PASSWORD },
    origin,
  );
  await changeInitialPassword(phoneNumber, origin);
  return phoneNumber;
}

/** `npm run admin -- create` as an operator runs it, against the given database; answers its output. */
export function createAdmin(env: Record<string, string>, phone: string, name: string): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [
        "--disable-warning=ExperimentalWarning",
        join(repoRoot, "apps/server/src/create-admin.ts"),
        "create",
        "--phone",
        phone,
        "--name",
        name,
      ],
      {
        cwd: repoRoot,
        env: { ...process.env, ADMIN_PASSWORD: "", ...env },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("exit", (code) =>
      code === 0 ? done(output) : fail(new Error(`create-admin: ${code}\n${output}`)),
    );
  });
}

/** The one-time password create-admin printed. */
export function oneTimePasswordOf(output: string): string {
  const password = /One-time password: (\S+)/.exec(output)?.[1];
  if (!password) throw new Error(`create-admin printed no one-time password:\n${output}`);
  return password;
}

/** Fills the 修改密码 form (the login step's or the drawer dialog's). */
export async function fillPasswordChange(page: Page, current: string, next: string): Promise<void> {
  await page.getByLabel(ACCOUNT_TEXTS.currentPassword).fill(current);
  await page.getByLabel(ACCOUNT_TEXTS.newPassword, { exact: true }).fill(next);
  await page.getByLabel(ACCOUNT_TEXTS.confirmPassword).fill(next);
}

/** The 修改密码 step after logging in with a password someone else chose: the new one, and 继续. */
export async function changePasswordAtLogin(page: Page, current: string, next: string): Promise<void> {
  await page.getByRole("heading", { name: ACCOUNT_TEXTS.changePassword }).waitFor();
  await fillPasswordChange(page, current, next);
  await page.getByRole("button", { name: ACCOUNT_TEXTS.continue }).click();
}
