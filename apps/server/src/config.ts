// Every setting is an environment variable (documented in docs/operations.md).
import { resolve } from "node:path";
import { LOGIN } from "@textbook/shared";
import { z } from "zod";

const repoRoot = resolve(import.meta.dirname, "../../..");

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : null));

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  SEED: z.enum(["demo", "none"]).default("demo"),
  NODE_ENV: z.string().default("development"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().default("apps/web/dist"),
  PARTNER_TICKET_SECRET: optionalText,
  SMS_WEBHOOK_URL: optionalText,
  MANAGEMENT_SYSTEM_URL: optionalText,
  HELP_MANUAL_URL: optionalText,
  USER_MANUAL_URL: optionalText,
  FFMPEG_PATH: z.string().trim().default("ffmpeg"),
  LIBREOFFICE_PATH: z.string().trim().default("soffice"),
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
});

export interface Config {
  port: number;
  host: string;
  /** Absolute; relative values are resolved against the repository root. */
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  seed: "demo" | "none";
  production: boolean;
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
  customerServiceUrl: string | null;
  loginRateLimit: number;
  /** Fastify trustProxy: false, true (trust every hop), or the proxies' addresses/CIDRs, comma-separated. */
  trustProxy: boolean | string;
  s3: {
    endpoint: string | null;
    bucket: string | null;
    accessKey: string | null;
    secretKey: string | null;
    region: string | null;
  };
  ai: { baseUrl: string | null; apiKey: string | null; model: string | null };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join("; ")}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    // Resolved against the repository root so `npm start` from the root and from apps/server agree.
    dataDir: resolve(repoRoot, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    seed: values.SEED,
    production: values.NODE_ENV === "production",
    logLevel: values.LOG_LEVEL,
    webDist: resolve(repoRoot, values.WEB_DIST),
    partnerTicketSecret: values.PARTNER_TICKET_SECRET,
    smsWebhookUrl: values.SMS_WEBHOOK_URL,
    managementSystemUrl: values.MANAGEMENT_SYSTEM_URL,
    helpManualUrl: values.HELP_MANUAL_URL,
    userManualUrl: values.USER_MANUAL_URL,
    ffmpegPath: values.FFMPEG_PATH,
    libreofficePath: values.LIBREOFFICE_PATH,
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
  };
}

function parseTrustProxy(value: string | null): boolean | string {
  if (!value || value === "false") return false;
  return value === "true" ? true : value;
}
