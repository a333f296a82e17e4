// npm run create-admin -w @textbook/server -- --phone 13900000000 --name 张三
// Creates a system administrator (SYS_ADMIN) in the database the server is configured with
// (DATABASE_URL, or the PGlite files under DATA_DIR). The password is read from ADMIN_PASSWORD or,
// without it, from the first line of standard input, so it stays out of the arguments (ps, history).
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { loadConfig } from "./config.ts";
import { openDatabase, pgliteDirOf } from "./db/client.ts";
import { createSystemAdmin } from "./modules/users/create-system-admin.ts";

async function firstLineOfInput(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write("Password (8-20 characters, two kinds): ");
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return "";
}

const { values } = parseArgs({ options: { phone: { type: "string" }, name: { type: "string" } } });
if (!values.phone || !values.name) {
  console.error(
    "Usage: npm run create-admin -w @textbook/server -- --phone <phone number> --name <full name>",
  );
  console.error("The password comes from ADMIN_PASSWORD or the first line of standard input.");
  process.exit(2);
}
const password = process.env.ADMIN_PASSWORD ?? (await firstLineOfInput());
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
    password,
  });
  console.log(`Created system administrator ${admin.phoneNumber} (${admin.oid}).`);
} catch (error) {
  console.error(`Not created: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
