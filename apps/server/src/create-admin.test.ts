// `npm run admin -- create` as an operator runs it: a fresh PGlite data directory, a one-time
// password printed once (or ADMIN_PASSWORD), a clear refusal for a phone already in use.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rules } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, pgliteDirOf } from "./db/client.ts";
import { users } from "./db/schema/index.ts";
import { verifyPassword } from "./modules/auth/passwords.ts";

const script = join(import.meta.dirname, "create-admin.ts");

function run(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ["--disable-warning=ExperimentalWarning", script, ...args], {
      // The command's own database: never the DATABASE_URL a test run may have.
      env: { ...process.env, DATABASE_URL: "", ADMIN_PASSWORD: "", DATA_DIR: dataDir, ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.stdin.end();
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "create-admin-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function adminRow(phoneNumber: string) {
  const database = await openDatabase({ databaseUrl: null, pgliteDir: pgliteDirOf(dataDir) });
  try {
    const [row] = await database.db.select().from(users).where(eq(users.phoneNumber, phoneNumber));
    return row;
  } finally {
    await database.close();
  }
}

describe("npm run admin -- create", () => {
  it("creates the system administrator, prints a one-time password once, then refuses the same phone", async () => {
    const created = await run(["create", "--phone", "13900000009", "--name", "首位管理员"]);
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    const match = /^Created system administrator 13900000009 \(\w+\)\.\nOne-time password: (\S+)\n/.exec(
      created.stdout,
    );
    const password = match?.[1] ?? "";
    expect(rules.password(password)).toBeNull();
    expect(created.stdout).toContain("It must be changed at the first login.");

    const again = await run(["create", "--phone", "13900000009", "--name", "又一位"]);
    expect(again.code).toBe(1);
    expect(again.stdout).toBe("");
    expect(again.stderr).toContain("Not created: a user with phone number 13900000009 already exists.");

    const admin = await adminRow("13900000009");
    expect(admin).toMatchObject({
      fullName: "首位管理员",
      sysRoles: ["SYS_ADMIN"],
      mustChangePassword: true,
    });
    expect(await verifyPassword(password, admin?.passwordHash ?? null)).toBe(true);
  }, 120_000);

  it("takes ADMIN_PASSWORD when set, still to be changed at the first login", async () => {
    const created = await run(["create", "--phone", "13900000007", "--name", "乙"], {
      ADMIN_PASSWORD: "Strong-2026",
    });
    expect(created.code).toBe(0);
    expect(created.stdout).toContain("One-time password: Strong-2026");
    const admin = await adminRow("13900000007");
    expect(admin?.mustChangePassword).toBe(true);
    expect(await verifyPassword("Strong-2026", admin?.passwordHash ?? null)).toBe(true);
  }, 120_000);

  it("shows its usage without the create command, --phone or --name", async () => {
    for (const args of [
      ["--phone", "13900000008", "--name", "甲"],
      ["create", "--phone", "13900000008"],
    ]) {
      const result = await run(args);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain("Usage: npm run admin -- create --phone");
    }
  }, 60_000);
});
