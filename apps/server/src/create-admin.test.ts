// The create-admin command as an operator runs it: a fresh PGlite data directory, the password on
// standard input or in ADMIN_PASSWORD.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, pgliteDirOf } from "./db/client.ts";
import { users } from "./db/schema/index.ts";
import { verifyPassword } from "./modules/auth/passwords.ts";

const script = join(import.meta.dirname, "create-admin.ts");

function run(args: string[], options: { stdin?: string; env?: Record<string, string> } = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ["--disable-warning=ExperimentalWarning", script, ...args], {
      // The command's own database: never the DATABASE_URL a test run may have.
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, ...options.env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.stdin.end(options.stdin ?? "");
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "create-admin-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("npm run create-admin", () => {
  it("creates the system administrator with the password from standard input, then refuses the same phone", async () => {
    const created = await run(["--phone", "13900000009", "--name", "首位管理员"], { stdin: "Strong-2026\n" });
    expect(created.stderr).toBe("");
    expect(created.stdout).toMatch(/^Created system administrator 13900000009 \(\w+\)\.\n$/);
    expect(created.code).toBe(0);

    const again = await run(["--phone", "13900000009", "--name", "又一位"], {
      env: { ADMIN_PASSWORD: "Other-2026" },
    });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("Not created: phoneNumber: a user with 13900000009 already exists");

    const database = await openDatabase({ databaseUrl: null, pgliteDir: pgliteDirOf(dataDir) });
    try {
      const [admin] = await database.db.select().from(users).where(eq(users.phoneNumber, "13900000009"));
      expect(admin).toMatchObject({ fullName: "首位管理员", sysRoles: ["SYS_ADMIN"] });
      expect(await verifyPassword("Strong-2026", admin?.passwordHash ?? null)).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);

  it("shows its usage without --phone or --name", async () => {
    const result = await run(["--phone", "13900000008"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Usage: npm run create-admin -w @textbook/server -- --phone");
  }, 60_000);
});
