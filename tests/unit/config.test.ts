import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config";
import { BUSINESS } from "#shared/facts/defaults/business";

describe("loadConfig", () => {
  it("defaults to port 3000, the embedded database and the built-in Dove", () => {
    const config = loadConfig({}, "/srv/app");
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({
      kind: "embedded",
      dataDir: "/srv/app/.data/postgres",
      port: 54329,
      poolSize: 10,
    });
    expect(config.dove).toEqual({ provider: "built-in" });
    expect(config.rateLimits).toEqual({
      chatPerMinute: 20,
      contactPerMinute: 5,
      contactPerDay: 20,
      failedSignInsPerHour: 10,
      eventsPerMinute: 60,
      bookingsPerDay: 3,
    });
    expect(config.trustProxy).toBe(false);
  });

  it("treats empty strings as unset", () => {
    const config = loadConfig({ PORT: "", DATABASE_URL: "", OPENAI_API_KEY: "" }, "/srv/app");
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe("embedded");
    expect(config.dove.provider).toBe("built-in");
  });

  it("uses DATABASE_URL and an OpenAI key when given", () => {
    const config = loadConfig({
      DATABASE_URL: "postgresql://u:p@db:5432/site",
      OPENAI_API_KEY: "sk-test",
      DOVE_MODEL: "m1",
    });
    expect(config.database).toEqual({ kind: "external", url: "postgresql://u:p@db:5432/site", poolSize: 10 });
    expect(config.dove).toEqual({
      provider: "openai",
      apiKey: "sk-test",
      baseUrl: undefined,
      model: "m1",
      timeoutMs: 15_000,
      maxTokens: 400,
      dailyTokenBudget: 200_000,
    });
  });

  it("reads Dove's timeout and token limit, and RATE_LIMITS=off", () => {
    const config = loadConfig({
      OPENAI_API_KEY: "sk-test",
      DOVE_TIMEOUT_MS: "300",
      DOVE_MAX_TOKENS: "200",
      RATE_LIMITS: "off",
    });
    expect(config.dove).toMatchObject({ timeoutMs: 300, maxTokens: 200 });
    expect(config.rateLimits).toBe(false);
  });

  it("reads the rate limits and which proxies to trust", () => {
    const config = loadConfig({
      CHAT_MESSAGES_PER_MINUTE: "40",
      CONTACT_MESSAGES_PER_MINUTE: "2",
      CONTACT_MESSAGES_PER_DAY: "9",
      ADMIN_FAILED_SIGN_INS_PER_HOUR: "3",
      EVENTS_PER_MINUTE: "7",
      BOOKINGS_PER_DAY: "5",
      TRUST_PROXY: "10.0.0.1, 10.0.0.0/8",
    });
    expect(config.rateLimits).toEqual({
      chatPerMinute: 40,
      contactPerMinute: 2,
      contactPerDay: 9,
      failedSignInsPerHour: 3,
      eventsPerMinute: 7,
      bookingsPerDay: 5,
    });
    expect(config.trustProxy).toEqual(["10.0.0.1", "10.0.0.0/8"]);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    const hops = loadConfig({ TRUST_PROXY: "1" }).trustProxy as (address: string, hop: number) => boolean;
    expect([hops("10.0.0.1", 0), hops("10.0.0.2", 1)]).toEqual([true, false]);
  });

  it("reads the site's other origins (SITE_URL_ALIASES), none for a public SITE_URL", () => {
    expect(loadConfig({ SITE_URL: "https://bluebird.example" }).siteUrlAliases).toEqual([]);
    expect(
      loadConfig({
        SITE_URL: "https://bluebird.example",
        SITE_URL_ALIASES: " https://www.bluebird.example/, http://127.0.0.1:3000 ,,",
      }).siteUrlAliases,
    ).toEqual(["https://www.bluebird.example", "http://127.0.0.1:3000"]);
  });

  it("trusts a loopback SITE_URL under its other loopback names, the default included", () => {
    expect(loadConfig({}).siteUrlAliases).toEqual(["http://127.0.0.1:3000", "http://[::1]:3000"]);
    expect(loadConfig({ SITE_URL: "http://127.0.0.1:4100" }).siteUrlAliases).toEqual([
      "http://localhost:4100",
      "http://[::1]:4100",
    ]);
    expect(
      loadConfig({ SITE_URL_ALIASES: "http://127.0.0.1:3000,https://www.bluebird.example" }).siteUrlAliases,
    ).toEqual(["http://127.0.0.1:3000", "https://www.bluebird.example", "http://[::1]:3000"]);
  });

  it("defaults SITE_URL to http://localhost:PORT, trusting its loopback twins at that port", () => {
    const config = loadConfig({ PORT: "3320" });
    expect(config.siteUrl).toBe("http://localhost:3320");
    expect(config.siteUrlAliases).toEqual(["http://127.0.0.1:3320", "http://[::1]:3320"]);
    expect(loadConfig({ PORT: "3320", SITE_URL: "" }).siteUrl).toBe("http://localhost:3320");
    expect(loadConfig({}).siteUrl).toBe("http://localhost:3000");
    // A SITE_URL given is the site's address whatever the port.
    const behindProxy = loadConfig({ PORT: "8080", SITE_URL: "https://bluebird.example/" });
    expect([behindProxy.siteUrl, behindProxy.siteUrlAliases]).toEqual(["https://bluebird.example", []]);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ DATABASE_POOL_SIZE: "0" }, "DATABASE_POOL_SIZE"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ SITE_URL: "not a url" }, "SITE_URL"],
    [{ OPENAI_BASE_URL: "nope" }, "OPENAI_BASE_URL"],
    [{ DOVE_TIMEOUT_MS: "soon" }, "DOVE_TIMEOUT_MS"],
    [{ DOVE_MAX_TOKENS: "0" }, "DOVE_MAX_TOKENS"],
    [{ RATE_LIMITS: "maybe" }, "RATE_LIMITS"],
    [{ CONTACT_MESSAGES_PER_DAY: "0" }, "CONTACT_MESSAGES_PER_DAY"],
    [{ BOOKINGS_PER_DAY: "0" }, "BOOKINGS_PER_DAY"],
    [{ TRUST_PROXY: "everyone" }, "TRUST_PROXY"],
    [{ SITE_URL_ALIASES: "www.example.com" }, "SITE_URL_ALIASES"],
    [{ SITE_URL_ALIASES: "https://example.com/inbox" }, "SITE_URL_ALIASES"],
    [{ SITE_URL_ALIASES: "ftp://example.com" }, "SITE_URL_ALIASES"],
    [{ DOVE_DAILY_TOKEN_BUDGET: "-1" }, "DOVE_DAILY_TOKEN_BUDGET"],
    [{ ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD"],
    [{ ADMIN_SESSION_TTL_MINUTES: "0" }, "ADMIN_SESSION_TTL_MINUTES"],
    [{ ADMIN_EMAIL: "owner", ADMIN_PASSWORD: "long enough 1" }, "ADMIN_EMAIL"],
    [{ ADMIN_EMAIL: "owner@example.com" }, "ADMIN_PASSWORD"],
    [{ ADMIN_FAILED_SIGN_INS_PER_HOUR: "0" }, "ADMIN_FAILED_SIGN_INS_PER_HOUR"],
    [{ MAINTENANCE_CRON: "daily" }, "MAINTENANCE_CRON"],
    [{ SHUTDOWN_DELAY_MS: "-5" }, "SHUTDOWN_DELAY_MS"],
    [{ SMTP_URL: "http://mail.example.com" }, "SMTP_URL"],
    [{ SMTP_URL: "smtp://mail.example.com" }, "NOTIFY_EMAIL"],
    [{ SMTP_URL: "smtp://mail.example.com", NOTIFY_EMAIL: "owner" }, "NOTIFY_EMAIL"],
  ])("rejects %j with a message naming %s", (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${variable}: `));
  });

  it("reads the owner account to create at start, and the email settings", () => {
    const config = loadConfig({
      ADMIN_EMAIL: "Pat@Example.com",
      ADMIN_PASSWORD: "owner-secret-1",
      ADMIN_SESSION_TTL_MINUTES: "30",
      SMTP_URL: "smtp://u:p@127.0.0.1:2525",
      NOTIFY_EMAIL: "owner@example.com",
    });
    expect(config.admin).toEqual({
      account: { email: "pat@example.com", password: "owner-secret-1" },
      sessionTtlMs: 30 * 60_000,
    });
    expect(config.notify).toEqual({ smtpUrl: "smtp://u:p@127.0.0.1:2525", to: "owner@example.com" });
    // ADMIN_PASSWORD alone (deploys from before owner accounts) is the business's address's account.
    expect(loadConfig({ ADMIN_PASSWORD: "owner-secret-1" }).admin.account).toEqual({
      email: BUSINESS.email,
      password: "owner-secret-1",
    });
    // No account is made up, and no password generated, when neither is set.
    expect(loadConfig({}).admin.account).toBeNull();
    expect(loadConfig({}).notify).toBeNull();
  });

  it("reads the schedule of the daily clean-up and the shutdown delay", () => {
    expect(loadConfig({})).toMatchObject({ maintenanceCron: "0 3 * * *", shutdownDelayMs: 0 });
    expect(loadConfig({ MAINTENANCE_CRON: "30 4 * * *", SHUTDOWN_DELAY_MS: "5000" })).toMatchObject({
      maintenanceCron: "30 4 * * *",
      shutdownDelayMs: 5000,
    });
  });

  it("reads the daily backup's schedule and folder: 03:30 UTC beside the embedded database unless set, off when told", () => {
    expect(loadConfig({}, "/srv/site").backup).toEqual({ cron: "30 3 * * *", dir: "/srv/site/.data/backups" });
    expect(loadConfig({ EMBEDDED_PG_DIR: "/var/lib/bluebird/pg" }, "/srv/site").backup.dir).toBe(
      "/var/lib/bluebird/backups",
    );
    expect(loadConfig({ BACKUP_CRON: "off", BACKUP_DIR: "copies" }, "/srv/site").backup).toEqual({
      cron: null,
      dir: "/srv/site/copies",
    });
    expect(() => loadConfig({ BACKUP_CRON: "daily" })).toThrow(/BACKUP_CRON/);
  });

  it("reads the booking form's proof-of-work work, 800 unless set, and refuses anything but a positive whole number", () => {
    expect(loadConfig({}).bookingProofWork).toBe(800);
    expect(loadConfig({ BOOKING_PROOF_WORK: "2" }).bookingProofWork).toBe(2);
    for (const bad of ["0", "-5", "1.5", "lots"])
      expect(() => loadConfig({ BOOKING_PROOF_WORK: bad }), bad).toThrow(/BOOKING_PROOF_WORK/);
  });
});
