// Every setting is an environment variable (documented in docs/operations.md).
import { isIP } from "node:net";
import { resolve } from "node:path";
import { compile as compileTrust } from "@fastify/proxy-addr";
import { LOGIN } from "@textbook/shared";
import { z } from "zod";
import { isLoopbackHost } from "./http/loopback.ts";

const repoRoot = resolve(import.meta.dirname, "../../..");

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : null));

/** `1` on, `0` off, unset (or empty) leaves the default. */
const optionalFlag = z
  .enum(["0", "1", ""])
  .optional()
  .transform((value) => (value === "1" ? true : value === "0" ? false : null));

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  DEMO_MODE: optionalFlag,
  SEED: z.enum(["demo", "none"]).optional(),
  NODE_ENV: z.string().default("development"),
  API_DOCS: optionalFlag,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().default("apps/web/dist"),
  PARTNER_TICKET_SECRET: optionalText,
  SMS_WEBHOOK_URL: optionalText,
  MANAGEMENT_SYSTEM_URL: optionalText,
  HELP_MANUAL_URL: optionalText,
  USER_MANUAL_URL: optionalText,
  FFMPEG_PATH: z.string().trim().default("ffmpeg"),
  LIBREOFFICE_PATH: z.string().trim().default("soffice"),
  LIBREOFFICE_QUEUE: z.coerce.number().int().min(0).default(8),
  LIBREOFFICE_MEMORY_MB: z.coerce.number().int().min(0).default(4096),
  FFMPEG_CONCURRENCY: z.coerce.number().int().min(1).default(2),
  CHROMIUM_PATH: z.string().trim().default("/usr/bin/chromium"),
  QUOTA_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(200),
  QUOTA_UPLOAD_MB_PER_DAY: z.coerce.number().int().min(1).default(5120),
  QUOTA_CONVERSIONS_PER_USER: z.coerce.number().int().min(1).default(2),
  QUOTA_POSTERS_PER_USER: z.coerce.number().int().min(1).default(2),
  QUOTA_EXPORTS_PER_USER: z.coerce.number().int().min(1).default(3),
  CUSTOMER_SERVICE_URL: optionalText,
  TRUST_PROXY: optionalText,
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(LOGIN.attemptsPerMinute),
  S3_ENDPOINT: optionalText,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY: optionalText,
  S3_SECRET_KEY: optionalText,
  S3_REGION: optionalText,
  AI_BASE_URL: optionalText,
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  ADMIN_PHONE: optionalText,
  ADMIN_NAME: optionalText,
});

export interface Config {
  port: number;
  host: string;
  /** Absolute; relative values are resolved against the repository root. */
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /**
   * The local demo / development mode (DEMO_MODE=1): the SMS outbox and /api/dev/*, demo data by
   * default. Only on a loopback HOST and never in production.
   */
  demoMode: boolean;
  seed: "demo" | "none";
  production: boolean;
  /** The OpenAPI UI at /api/docs: on by default except in production. */
  apiDocs: boolean;
  logLevel: z.infer<typeof configSchema>["LOG_LEVEL"];
  webDist: string;
  partnerTicketSecret: string | null;
  smsWebhookUrl: string | null;
  managementSystemUrl: string | null;
  helpManualUrl: string | null;
  /** The user manual behind GET /attachments/user-manual-download-url; null serves the bundled one. */
  userManualUrl: string | null;
  /** ffmpeg for video posters: a command looked up on PATH, an absolute path, or "off". */
  ffmpegPath: string;
  /** LibreOffice for Office → PDF previews: like ffmpegPath ("soffice", then "libreoffice", on PATH). */
  libreofficePath: string;
  /** Conversions that may wait behind the running one; more are answered "busy". */
  libreofficeQueue: number;
  /** LibreOffice's address-space cap in MB (0: none). */
  libreofficeMemoryMb: number;
  /** ffmpeg processes at once per instance. */
  ffmpegConcurrency: number;
  /** Headless Chromium that prints PDF exports (an absolute path); missing, a PDF export fails clearly. */
  chromiumPath: string;
  /** Per-user limits on uploads and heavy work (docs/operations.md). */
  quotas: {
    uploadsPerHour: number;
    uploadBytesPerDay: number;
    /** Office → PDF conversions one user has running or queued, per instance. */
    conversionsInFlight: number;
    /** ffmpeg decodes (posters, video checks) one user has running, per instance. */
    postersInFlight: number;
    /** EXPORT tasks of one user waiting or running. */
    exportsQueued: number;
  };
  customerServiceUrl: string | null;
  loginRateLimit: number;
  /** The reverse proxies' addresses/CIDRs whose X-Forwarded-* headers are believed; empty: none. */
  trustProxy: string[];
  s3: {
    endpoint: string | null;
    bucket: string | null;
    accessKey: string | null;
    secretKey: string | null;
    region: string | null;
  };
  ai: { baseUrl: string | null; apiKey: string | null; model: string | null };
  /** ADMIN_PHONE and ADMIN_NAME: the system administrator a start creates while no user exists. */
  firstAdmin: { phoneNumber: string; fullName: string } | null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join("; ")}`);
  }
  const values = parsed.data;
  const production = values.NODE_ENV === "production";
  const demoMode = values.DEMO_MODE ?? false;
  const problems = [
    production && demoMode
      ? "DEMO_MODE: the demo mode (SMS outbox, /api/dev/*) cannot run with NODE_ENV=production"
      : null,
    demoMode && !isLoopbackHost(values.HOST)
      ? `HOST: DEMO_MODE=1 shows every SMS code at /api/dev/sms-outbox, so it listens only on a loopback address (127.0.0.1, ::1 or localhost), not ${values.HOST}`
      : null,
    (values.ADMIN_PHONE === null) !== (values.ADMIN_NAME === null)
      ? "ADMIN_PHONE, ADMIN_NAME: the first administrator needs both, or neither"
      : null,
  ].filter((problem) => problem !== null);
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join("; ")}`);
  return {
    port: values.PORT,
    host: values.HOST,
    // Resolved against the repository root so `npm start` from the root and from apps/server agree.
    dataDir: resolve(repoRoot, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    demoMode,
    seed: values.SEED ?? (demoMode ? "demo" : "none"),
    production,
    apiDocs: values.API_DOCS ?? !production,
    logLevel: values.LOG_LEVEL,
    webDist: resolve(repoRoot, values.WEB_DIST),
    partnerTicketSecret: values.PARTNER_TICKET_SECRET,
    smsWebhookUrl: values.SMS_WEBHOOK_URL,
    managementSystemUrl: values.MANAGEMENT_SYSTEM_URL,
    helpManualUrl: values.HELP_MANUAL_URL,
    userManualUrl: values.USER_MANUAL_URL,
    ffmpegPath: values.FFMPEG_PATH,
    libreofficePath: values.LIBREOFFICE_PATH,
    libreofficeQueue: values.LIBREOFFICE_QUEUE,
    libreofficeMemoryMb: values.LIBREOFFICE_MEMORY_MB,
    ffmpegConcurrency: values.FFMPEG_CONCURRENCY,
    chromiumPath: values.CHROMIUM_PATH,
    quotas: {
      uploadsPerHour: values.QUOTA_UPLOADS_PER_HOUR,
      uploadBytesPerDay: values.QUOTA_UPLOAD_MB_PER_DAY * 1024 * 1024,
      conversionsInFlight: values.QUOTA_CONVERSIONS_PER_USER,
      postersInFlight: values.QUOTA_POSTERS_PER_USER,
      exportsQueued: values.QUOTA_EXPORTS_PER_USER,
    },
    customerServiceUrl: values.CUSTOMER_SERVICE_URL,
    loginRateLimit: values.LOGIN_RATE_LIMIT,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    s3: {
      endpoint: values.S3_ENDPOINT,
      bucket: values.S3_BUCKET,
      accessKey: values.S3_ACCESS_KEY,
      secretKey: values.S3_SECRET_KEY,
      region: values.S3_REGION,
    },
    ai: { baseUrl: values.AI_BASE_URL, apiKey: values.AI_API_KEY, model: values.AI_MODEL },
    firstAdmin:
      values.ADMIN_PHONE && values.ADMIN_NAME
        ? { phoneNumber: values.ADMIN_PHONE, fullName: values.ADMIN_NAME }
        : null,
  };
}

// Trusting every hop would let any client choose its own address (and so its rate-limit bucket).
function trustsEveryone(entry: string): boolean {
  return entry === "true" || entry === "*" || entry.endsWith("/0");
}

/** proxy-addr's named ranges. */
const PROXY_RANGES = ["loopback", "linklocal", "uniquelocal"];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (prefix !== undefined && !/^\d{1,3}$/.test(prefix)) return false;
  try {
    compileTrust(entry);
    return true;
  } catch {
    return false;
  }
}

function parseTrustProxy(value: string | null): string[] {
  if (!value || value === "false") return [];
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const everyone = entries.find(trustsEveryone);
  if (everyone) {
    throw new Error(
      `Invalid configuration: TRUST_PROXY: "${everyone}" would trust every client's X-Forwarded-For; list the proxies' addresses or CIDRs`,
    );
  }
  const invalid = entries.find((entry) => !isProxyAddress(entry));
  if (invalid) {
    throw new Error(
      `Invalid configuration: TRUST_PROXY: "${invalid}" is not an IP address, a CIDR or one of ${PROXY_RANGES.join(", ")}`,
    );
  }
  return entries;
}
