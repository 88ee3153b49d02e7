import path from "node:path";
import { z } from "zod";

/** Empty strings in the environment count as unset. */
const optionalString = z.preprocess((value) => (value === "" ? undefined : value), z.string().optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => (value === "" || value === undefined ? fallback : value), schema);

const EnvSchema = z.object({
  NODE_ENV: withDefault(z.enum(["development", "production", "test"]), "production"),
  PORT: withDefault(z.coerce.number().int().min(0).max(65535), 3000),
  HOST: withDefault(z.string().min(1), "127.0.0.1"),
  SITE_URL: withDefault(z.url({ protocol: /^https?$/ }), "http://localhost:3000"),
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
  RATE_LIMITS: withDefault(z.enum(["on", "off"]), "on"),
  /** Where the built browser app lives; the server serves it when present. */
  CLIENT_DIST_DIR: withDefault(z.string().min(1), "dist/client"),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  siteUrl: string;
  logLevel: Env["LOG_LEVEL"];
  database:
    | { kind: "external"; url: string; poolSize: number }
    | { kind: "embedded"; dataDir: string; port: number; poolSize: number };
  dove:
    | { provider: "openai"; apiKey: string; baseUrl: string | undefined; model: string; timeoutMs: number; maxTokens: number }
    | { provider: "built-in" };
  /** Per-IP and per-session limits on chat messages; off only for benchmarks and load tests. */
  rateLimits: boolean;
  clientDistDir: string;
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
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    siteUrl: e.SITE_URL.replace(/\/$/, ""),
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
        }
      : { provider: "built-in" },
    rateLimits: e.RATE_LIMITS === "on",
    clientDistDir: path.resolve(cwd, e.CLIENT_DIST_DIR),
  };
}
