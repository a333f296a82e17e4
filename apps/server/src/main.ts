// config → database → migrations → seed → listen; graceful shutdown on SIGINT/SIGTERM.
import { Redis } from "ioredis";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase, pgliteDirOf } from "./db/client.ts";
import { systemClock } from "./http/clock.ts";
import { sweepAbandonedUploads } from "./modules/attachments/sweep-uploads.ts";
import { SWEEP_INTERVAL_MS, sweepExpired } from "./modules/auth/sweep-expired.ts";
import { createFirstAdminOnEmptyDatabase } from "./modules/users/create-system-admin.ts";
import { seedOnStart, warnAboutDemoPasswords } from "./seed/on-start.ts";
import { createShutdown } from "./shutdown.ts";
import { chooseStorage } from "./storage/choose.ts";

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: pgliteDirOf(config.dataDir),
});
await database.migrate();
const storage = chooseStorage(config);
const seeded = await seedOnStart(config, { db: database.db, storage, clock: systemClock });
const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
const app = await buildApp({ config, db: database.db, redis, storage });
app.log.info(
  { database: database.kind, dataDir: config.dataDir, seeded },
  seeded ? "database migrated and seeded with demo data" : "database migrated",
);
await warnAboutDemoPasswords(config, database.db, app.log);
if (config.firstAdmin) {
  const admin = await createFirstAdminOnEmptyDatabase(database.db, config.firstAdmin);
  // The one time this password is shown: the operator reads it here and changes it at the first login.
  if (admin) {
    app.log.warn(
      { phoneNumber: admin.phoneNumber, oneTimePassword: admin.password },
      "created the first system administrator from ADMIN_PHONE/ADMIN_NAME; log in with this one-time password now",
    );
  }
}

const sweeper = setInterval(() => {
  const now = new Date();
  Promise.all([
    sweepExpired(database.db, now),
    sweepAbandonedUploads({ db: database.db, storage }, now),
  ]).catch((error: unknown) => app.log.error({ err: error }, "sweep failed"));
}, SWEEP_INTERVAL_MS);
sweeper.unref();
app.addHook("onClose", async () => clearInterval(sweeper));

const shutdown = createShutdown({ app, database, redis });
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, "shutting down");
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  });
}

const address = await app.listen({ port: config.port, host: config.host });
app.log.info(`listening on ${address}`);
// Workers start once the server answers; graceful shutdown stops them (app onClose) before the
// database closes, and a task they could not finish is retried by whichever instance sweeps next.
await app.tasks.start();
