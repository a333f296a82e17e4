// npm run admin -- create --phone 13900000000 --name 张三   (at the repository root)
// Creates an active system administrator (SYS_ADMIN) in the database the server is configured with
// (DATABASE_URL, or the PGlite files under DATA_DIR) and prints a one-time password once; it must be
// changed at the first login. ADMIN_PASSWORD, when set, is used instead of a generated one (still a
// one-time password). See docs/operations.md, First start.
import { parseArgs } from "node:util";
import { loadConfig } from "./config.ts";
import { openDatabase, pgliteDirOf } from "./db/client.ts";
import { createSystemAdmin, PhoneInUse } from "./modules/users/create-system-admin.ts";

const USAGE = "Usage: npm run admin -- create --phone <phone number> --name <full name>";

const { values, positionals } = parseArgs({
  options: { phone: { type: "string" }, name: { type: "string" } },
  allowPositionals: true,
});
if (positionals[0] !== "create" || positionals.length !== 1 || !values.phone || !values.name) {
  console.error(USAGE);
  console.error("The one-time password is generated, or taken from ADMIN_PASSWORD when it is set.");
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: pgliteDirOf(config.dataDir),
});
try {
  await database.migrate();
  const admin = await createSystemAdmin(database.db, {
    phoneNumber: values.phone,
    fullName: values.name,
    password: process.env.ADMIN_PASSWORD || undefined,
  });
  console.log(`Created system administrator ${admin.phoneNumber} (${admin.oid}).`);
  console.log(`One-time password: ${admin.password}`);
  console.log("It is shown only now. It must be changed at the first login.");
} catch (error) {
  console.error(
    error instanceof PhoneInUse
      ? `Not created: ${error.message}. Log in with that account, or use another phone number.`
      : `Not created: ${(error as Error).message}`,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
