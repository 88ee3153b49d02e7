import path from "node:path";
import { z } from "zod";
import { BUSINESS } from "#shared/facts/defaults/business";
import { DEFAULT_PORT, siteUrlFromEnv } from "#shared/site/site-url";
import { MIN_PASSWORD_LENGTH } from "./admin/password";
import { DEFAULT_PROOF_WORK } from "./bookings/booking-proof";
import type { OpenAiProviderOptions } from "./chat/openai-provider";
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from "./http/rate-limit-settings";

/** Empty strings in the environment count as unset. */
const optionalString = z.preprocess((value) => (value === "" ? undefined : value), z.string().optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => (value === "" || value === undefined ? fallback : value), schema);

/** "https://www.example.com" or "http://127.0.0.1:3000": an http(s) origin, nothing more. */
function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return /^https?:$/.test(url.protocol) && url.origin === value.replace(/\/$/, "");
}

const EnvSchema = z
  .object({
    NODE_ENV: withDefault(z.enum(["development", "production", "test"]), "production"),
    PORT: withDefault(z.coerce.number().int().min(0).max(65535), DEFAULT_PORT),
    HOST: withDefault(z.string().min(1), "127.0.0.1"),
    /** Unset: http://localhost:PORT (siteUrlFromEnv), with its loopback twins trusted too. */
    SITE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** Other origins the site's pages are served on (state-changing owner requests are accepted from them). */
    SITE_URL_ALIASES: optionalString.pipe(
      z
        .string()
        .transform((list) =>
          list
            .split(",")
            .map((item) => item.trim())
            .filter(Boolean),
        )
        .refine(
          (aliases) => aliases.every(isOrigin),
          "must be comma-separated http(s) origins (scheme, host and port, no path), e.g. https://www.example.com",
        )
        .optional(),
    ),
    LOG_LEVEL: withDefault(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]), "info"),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
        .optional(),
    ),
    DATABASE_POOL_SIZE: withDefault(z.coerce.number().int().min(1).max(100), 10),
    EMBEDDED_PG_DIR: withDefault(z.string().min(1), ".data/postgres"),
    EMBEDDED_PG_PORT: withDefault(z.coerce.number().int().min(1024).max(65535), 54329),
    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: optionalString.pipe(z.url().optional()),
    DOVE_MODEL: withDefault(z.string().min(1), "gpt-4o-mini"),
    DOVE_TIMEOUT_MS: withDefault(z.coerce.number().int().min(100).max(120_000), 15_000),
    DOVE_MAX_TOKENS: withDefault(z.coerce.number().int().min(16).max(4096), 400),
    DOVE_DAILY_TOKEN_BUDGET: withDefault(z.coerce.number().int().min(0), 200_000),
    RATE_LIMITS: withDefault(z.enum(["on", "off"]), "on"),
    CHAT_MESSAGES_PER_MINUTE: withDefault(z.coerce.number().int().min(1), DEFAULT_RATE_LIMITS.chatPerMinute),
    CONTACT_MESSAGES_PER_MINUTE: withDefault(z.coerce.number().int().min(1), DEFAULT_RATE_LIMITS.contactPerMinute),
    CONTACT_MESSAGES_PER_DAY: withDefault(z.coerce.number().int().min(1), DEFAULT_RATE_LIMITS.contactPerDay),
    BOOKINGS_PER_DAY: withDefault(z.coerce.number().int().min(1), DEFAULT_RATE_LIMITS.bookingsPerDay),
    /** Unset: the socket's address is the client's. "true", a hop count, or proxy addresses/CIDRs. */
    TRUST_PROXY: optionalString.pipe(
      z
        .string()
        .regex(
          /^(true|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
          'must be "true", a hop count, or comma-separated proxy addresses',
        )
        .optional(),
    ),
    /** Where the built browser app lives; the server serves it when present. */
    CLIENT_DIST_DIR: withDefault(z.string().min(1), "dist/client"),
    /** An owner account created or updated at start (Docker deploys); accounts otherwise come from `npm run inbox -- owner add`. */
    ADMIN_EMAIL: optionalString.pipe(z.email("must be an email address").optional()),
    ADMIN_PASSWORD: optionalString.pipe(
      z.string().min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`).optional(),
    ),
    ADMIN_SESSION_TTL_MINUTES: withDefault(z.coerce.number().int().min(1).max(43_200), 480),
    ADMIN_FAILED_SIGN_INS_PER_HOUR: withDefault(
      z.coerce.number().int().min(1),
      DEFAULT_RATE_LIMITS.failedSignInsPerHour,
    ),
    /** When the daily clean-up runs (cron, UTC); once across all instances. */
    MAINTENANCE_CRON: withDefault(
      z.string().regex(/^\S+( \S+){4}$/, "must be a cron pattern of five fields, e.g. 0 3 * * *"),
      "0 3 * * *",
    ),
    /** When the daily backup runs (cron, UTC; once across all instances), or "off". */
    BACKUP_CRON: withDefault(
      z.string().regex(/^(off|\S+( \S+){4})$/, 'must be a cron pattern of five fields, e.g. 30 3 * * *, or "off"'),
      "30 3 * * *",
    ),
    /** Unset: a "backups" folder beside the embedded database's data folder. */
    BACKUP_DIR: optionalString,
    /** On SIGTERM, how long /api/health/ready answers 503 before the server stops taking requests. */
    SHUTDOWN_DELAY_MS: withDefault(z.coerce.number().int().min(0).max(60_000), 0),
    EVENTS_PER_MINUTE: withDefault(z.coerce.number().int().min(1), DEFAULT_RATE_LIMITS.eventsPerMinute),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
        .optional(),
    ),
    NOTIFY_EMAIL: optionalString.pipe(z.email("must be an email address").optional()),
    /** Lets monitoring read GET /api/admin/health with `Authorization: Bearer <token>`; unset: the owner's session only. */
    HEALTH_TOKEN: optionalString.pipe(z.string().min(24, "must be at least 24 characters").optional()),
    /** The booking form's proof of work: the most attempts a challenge needs (tests and benchmarks lower it). */
    BOOKING_PROOF_WORK: withDefault(z.coerce.number().int().min(1).max(1_000_000), DEFAULT_PROOF_WORK),
  })
  .refine((env) => !env.SMTP_URL || env.NOTIFY_EMAIL, {
    path: ["NOTIFY_EMAIL"],
    message: "is required when SMTP_URL is set",
  })
  .refine((env) => !env.ADMIN_EMAIL || env.ADMIN_PASSWORD, {
    path: ["ADMIN_PASSWORD"],
    message: "is required when ADMIN_EMAIL is set",
  });

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  siteUrl: string;
  /** SITE_URL_ALIASES: further origins of the site's own pages (with SITE_URL's, the only ones trusted as same-origin). */
  siteUrlAliases: string[];
  logLevel: Env["LOG_LEVEL"];
  database:
    | { kind: "external"; url: string; poolSize: number }
    | { kind: "embedded"; dataDir: string; port: number; poolSize: number };
  dove: ({ provider: "openai" } & OpenAiProviderOptions) | { provider: "built-in" };
  /** Limits on chat and contact messages; false (RATE_LIMITS=off) only for benchmarks and load tests. */
  rateLimits: RateLimitSettings | false;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For to believe for the client IP. */
  trustProxy: TrustProxy;
  clientDistDir: string;
  /**
   * The owner account to create or update at start (ADMIN_PASSWORD, for ADMIN_EMAIL or else the
   * business's address), or null; sessions last sessionTtlMs.
   */
  admin: { account: { email: string; password: string } | null; sessionTtlMs: number };
  /** Where new contact messages are emailed; null when SMTP_URL is unset. */
  notify: { smtpUrl: string; to: string } | null;
  /** The daily clean-up's cron pattern (UTC). */
  maintenanceCron: string;
  /** The daily backup: its cron pattern (UTC, null when off) and the folder its files go to. */
  backup: { cron: string | null; dir: string };
  /** On SIGTERM: readiness answers 503 for this long before requests stop being taken. */
  shutdownDelayMs: number;
  /** BOOKING_PROOF_WORK: the most attempts a booking's proof-of-work challenge needs. */
  bookingProofWork: number;
  /** HEALTH_TOKEN: a bearer token for GET /api/admin/health; null: the owner's session only. */
  healthToken: string | null;
}

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * A SITE_URL on this machine (the default, http://localhost:PORT) is the same site under its
 * other loopback names: the start banner prints http://127.0.0.1:PORT, and signing in there must
 * not be refused as another origin. A public SITE_URL gets no such twins.
 */
function loopbackTwins(siteUrl: string): string[] {
  const url = new URL(siteUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [];
  return LOOPBACK_HOSTS.filter((host) => host !== url.hostname).map((host) => {
    const twin = new URL(url.origin);
    twin.hostname = host;
    return twin.origin;
  });
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment once at start; a bad value throws a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const siteUrl = siteUrlFromEnv(e);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    siteUrl,
    siteUrlAliases: [
      ...new Set([...(e.SITE_URL_ALIASES ?? []).map((alias) => new URL(alias).origin), ...loopbackTwins(siteUrl)]),
    ],
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? { kind: "external", url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : {
          kind: "embedded",
          dataDir: path.resolve(cwd, e.EMBEDDED_PG_DIR),
          port: e.EMBEDDED_PG_PORT,
          poolSize: e.DATABASE_POOL_SIZE,
        },
    dove: e.OPENAI_API_KEY
      ? {
          provider: "openai",
          apiKey: e.OPENAI_API_KEY,
          baseUrl: e.OPENAI_BASE_URL,
          model: e.DOVE_MODEL,
          timeoutMs: e.DOVE_TIMEOUT_MS,
          maxTokens: e.DOVE_MAX_TOKENS,
          dailyTokenBudget: e.DOVE_DAILY_TOKEN_BUDGET,
        }
      : { provider: "built-in" },
    rateLimits:
      e.RATE_LIMITS === "on"
        ? {
            chatPerMinute: e.CHAT_MESSAGES_PER_MINUTE,
            contactPerMinute: e.CONTACT_MESSAGES_PER_MINUTE,
            contactPerDay: e.CONTACT_MESSAGES_PER_DAY,
            failedSignInsPerHour: e.ADMIN_FAILED_SIGN_INS_PER_HOUR,
            eventsPerMinute: e.EVENTS_PER_MINUTE,
            bookingsPerDay: e.BOOKINGS_PER_DAY,
          }
        : false,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    clientDistDir: path.resolve(cwd, e.CLIENT_DIST_DIR),
    admin: {
      account: e.ADMIN_PASSWORD
        ? { email: (e.ADMIN_EMAIL ?? BUSINESS.email).toLowerCase(), password: e.ADMIN_PASSWORD }
        : null,
      sessionTtlMs: e.ADMIN_SESSION_TTL_MINUTES * 60_000,
    },
    notify: e.SMTP_URL && e.NOTIFY_EMAIL ? { smtpUrl: e.SMTP_URL, to: e.NOTIFY_EMAIL } : null,
    maintenanceCron: e.MAINTENANCE_CRON,
    backup: {
      cron: e.BACKUP_CRON === "off" ? null : e.BACKUP_CRON,
      dir: path.resolve(cwd, e.BACKUP_DIR ?? path.join(path.dirname(e.EMBEDDED_PG_DIR), "backups")),
    },
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    bookingProofWork: e.BOOKING_PROOF_WORK,
    healthToken: e.HEALTH_TOKEN ?? null,
  };
}

/** Fastify's trustProxy: all proxies, the proxy addresses/CIDRs to trust, or the nearest N hops. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined) return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(",").map((address) => address.trim());
}
