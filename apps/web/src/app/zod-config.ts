// The app runs under a Content-Security-Policy without 'unsafe-eval' (docs/operations.md). zod's
// compiled fast path first probes `new Function`; the probe fails quietly, but the browser reports
// it as a policy violation on every page, so zod is told to skip it and validate without compiling.
// zod keeps its settings on this global object (so copies of zod share them); writing it here,
// rather than calling zod's config(), keeps zod off the login page (zod-config.test.ts pins it).
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
