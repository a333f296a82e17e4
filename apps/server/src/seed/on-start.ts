// What a start does about the demo data. It is seeded into an empty database only when SEED=demo
// (the demo mode's default; a production start seeds nothing unless told). Outside the demo mode,
// every start warns while a demo account still has the published password, since anyone who has
// read the README can log in as it (13800000003 is a system administrator).
import { inArray } from "drizzle-orm";
import type { Config } from "../config.ts";
import { users } from "../db/schema/index.ts";
import type { Deps } from "../deps.ts";
import { verifyPassword } from "../modules/auth/passwords.ts";
import { DEMO_PASSWORD, DEMO_USERS } from "./demo-accounts.ts";
import { seedDemoMedia } from "./demo-media.ts";
import { seedDemoResLibs } from "./demo-res-libs.ts";
import { seedDemo } from "./seed.ts";

/** True when the demo data was written now. */
export async function seedOnStart(
  config: Pick<Config, "seed">,
  deps: Pick<Deps, "db" | "storage" | "clock">,
): Promise<boolean> {
  if (config.seed !== "demo") return false;
  const seeded = await seedDemo(deps.db, deps.clock.now());
  if (seeded) {
    await seedDemoMedia(deps);
    await seedDemoResLibs(deps);
  }
  return seeded;
}

/** The demo accounts whose password is still the published one. */
export async function demoAccountsWithPublishedPassword(db: Deps["db"]): Promise<string[]> {
  const rows = await db
    .select({ phoneNumber: users.phoneNumber, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.phoneNumber,
        DEMO_USERS.map((user) => user.phoneNumber),
      ),
    );
  const exposed: string[] = [];
  for (const row of rows) {
    if (await verifyPassword(DEMO_PASSWORD, row.passwordHash)) exposed.push(row.phoneNumber);
  }
  return exposed.sort();
}

export const DEMO_PASSWORD_WARNING =
  "SECURITY WARNING: demo accounts still have the published password from the README; anyone can " +
  "log in as them (13800000003 is a system administrator). Change their passwords or disable them, " +
  "or start on an empty database without SEED=demo. This warning repeats on every start.";

/** Logs DEMO_PASSWORD_WARNING outside the demo mode while any demo account is exposed. */
export async function warnAboutDemoPasswords(
  config: Pick<Config, "demoMode">,
  db: Deps["db"],
  log: { warn(fields: object, message: string): void },
): Promise<string[]> {
  if (config.demoMode) return [];
  const exposed = await demoAccountsWithPublishedPassword(db);
  if (exposed.length > 0) log.warn({ phoneNumbers: exposed }, DEMO_PASSWORD_WARNING);
  return exposed;
}
