// `npm run check:https`: the production setup of docs/deploy.md, as far as one machine allows.
// Debian's Caddy runs deploy/Caddyfile (certificates from its internal CA instead of Let's Encrypt,
// free high ports) in front of two instances of the built site (dist-server/main.js) on 127.0.0.1
// and one PostgreSQL, configured as deploy/bluebird.env.example says (SITE_URL https, TRUST_PROXY
// 127.0.0.1). Checks: HTTPS answers with a certificate for the site's name, http:// and www. are
// redirected, HSTS and upgrade-insecure-requests are on the pages, each client's own address
// reaches the rate limits (and a forged X-Forwarded-For does not), Dove's streamed reply arrives
// piece by piece, and the owner signs in at the https origin with a Secure cookie. Prints figures;
// exit 1 on any failed check. Nothing is written outside a temporary folder.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { saveOwner } from "#server/admin/owner-accounts";
import { createDb } from "#server/db/client";
import { DEFAULT_RATE_LIMITS } from "#server/http/rate-limit-settings";
import { createSseParser } from "#client/features/chat/sse-parser";
import { startFakeOpenAi } from "../tests/support/fake-openai-server";
import { freePort } from "../tests/setup/postgres-backend";
import { checkConfig } from "./support/caddy-check-config";
import { startBenchDatabase } from "./support/bench-database";
import { type PinnedFetch, pinnedClient } from "./support/pinned-https";
import { ensureBuild, type ProductionServer, startProductionServer } from "./support/production-server";

const root = path.resolve(import.meta.dirname, "..");
const CADDYFILE = path.join(root, "deploy/Caddyfile");
const OWNER = { email: "owner@bluebird.example.com", password: "check https sign-in 2026" };
/** Two clients told apart by their source address alone (all of 127.0.0.0/8 is this machine). */
const CLIENT_A = "127.0.0.2";
const CLIENT_B = "127.0.0.3";
/** The model writes Dove's reply in 7-character pieces, one every PACE_MS. */
const PACE_MS = 120;
const DOVE_REPLY = "Happy to help with that! Our team cleans homes across Douglas County every week.";
const ONE_YEAR_SECONDS = 31_536_000;

const results: { ok: boolean; text: string }[] = [];
function check(ok: boolean, text: string): void {
  results.push({ ok, text });
  console.log(`  ${ok ? "ok  " : "FAIL"} ${text}`);
}

function caddyVersion(): string | null {
  const run = spawnSync("caddy", ["version"], { encoding: "utf8" });
  return run.status === 0 ? run.stdout.trim() : null;
}

/** `caddy adapt`: the Caddyfile as Caddy's JSON (parsed with Caddy's own parser, so a typo fails here). */
function adapt(file: string, env: NodeJS.ProcessEnv): Record<string, unknown> {
  const run = spawnSync("caddy", ["adapt", "--config", file, "--adapter", "caddyfile"], { encoding: "utf8", env });
  if (run.status !== 0) throw new Error(`caddy adapt ${path.relative(root, file)} failed:\n${run.stderr}`);
  return JSON.parse(run.stdout) as Record<string, unknown>;
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch {
      // not there yet
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Caddy in the foreground, its data and config under `home` (XDG_*), output kept for a failure. */
function startCaddy(configFile: string, home: string): { child: ChildProcess; output: () => string } {
  const child = spawn("caddy", ["run", "--config", configFile], {
    env: {
      ...process.env,
      HOME: home,
      XDG_DATA_HOME: path.join(home, "data"),
      XDG_CONFIG_HOME: path.join(home, "config"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/** How many times a response carries a header (a header set by both Caddy and the site would show twice). */
function headerCount(rawHeaders: string[], name: string): number {
  return rawHeaders.filter((value, i) => i % 2 === 0 && value.toLowerCase() === name).length;
}

async function checkPages(request: PinnedFetch, site: string) {
  for (const page of ["/", "/pricing", "/api/health/ready"]) {
    const answer = await request(`${site}${page}`);
    const hsts = String(answer.headers["strict-transport-security"] ?? "");
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
    check(
      answer.status === 200 &&
        maxAge >= ONE_YEAR_SECONDS &&
        headerCount(answer.rawHeaders, "strict-transport-security") === 1,
      `${page}: ${answer.status}, Strict-Transport-Security "${hsts}" (once)`,
    );
    if (page !== "/api/health/ready") {
      const csp = String(answer.headers["content-security-policy"] ?? "");
      check(/(^|;\s*)upgrade-insecure-requests(;|$)/.test(csp), `${page}: the CSP has upgrade-insecure-requests`);
    }
  }
}

async function checkRedirects(request: PinnedFetch, siteHost: string, httpsPort: number, httpPort: number) {
  const plain = await request(`http://${siteHost}:${httpPort}/pricing?x=1`);
  // The redirect names the Caddyfile's https port (the default, so none), not the check's free port.
  const target = URL.canParse(plain.headers.location ?? "") ? new URL(plain.headers.location ?? "") : null;
  check(
    plain.status === 308 &&
      target?.protocol === "https:" &&
      target.hostname === siteHost &&
      `${target.pathname}${target.search}` === "/pricing?x=1",
    `http:// is redirected to https:// (${plain.status} -> ${plain.headers.location ?? "nowhere"})`,
  );
  const www = await request(`https://www.${siteHost}:${httpsPort}/pricing`);
  check(
    www.status === 301 && www.headers.location === `https://${siteHost}/pricing`,
    `www.${siteHost} is redirected to the main address (${www.status} -> ${www.headers.location ?? "nowhere"})`,
  );
}

/** The measurement beacon's per-IP limit: the cheapest limit to reach (no row is stored for a client without a user agent). */
async function checkClientAddress(request: PinnedFetch, site: string) {
  const limit = DEFAULT_RATE_LIMITS.eventsPerMinute;
  const event = { kind: "chat_open", path: "/" };
  const post = (localAddress: string, headers: Record<string, string> = {}) =>
    request(`${site}/api/events`, { method: "POST", body: event, localAddress, headers });
  const started = performance.now();
  const statusesA: number[] = [];
  for (let i = 0; i < limit; i++) statusesA.push((await post(CLIENT_A)).status);
  const overA = await post(CLIENT_A);
  const forged = await post(CLIENT_A, { "x-forwarded-for": "198.51.100.23" });
  const fromB = await post(CLIENT_B);
  const ms = performance.now() - started;
  check(
    statusesA.every((status) => status === 204) && overA.status === 429,
    `client ${CLIENT_A}: ${statusesA.filter((s) => s === 204).length} events accepted, then ${overA.status} (limit ${limit} a minute, counted in Postgres across both instances)`,
  );
  check(forged.status === 429, `client ${CLIENT_A} with a forged X-Forwarded-For: still ${forged.status}`);
  check(fromB.status === 204, `client ${CLIENT_B}, same minute: ${fromB.status} (its own allowance)`);
  console.log(
    `       ${limit + 3} requests over HTTPS in ${Math.round(ms)} ms (${(ms / (limit + 3)).toFixed(1)} ms each)`,
  );
}

async function checkStream(request: PinnedFetch, site: string) {
  const answer = await request(`${site}/api/chat/stream`, {
    method: "POST",
    body: { message: "Do you clean homes in Parker?", conversationId: null, sessionId: "check-https-stream" },
  });
  const parser = createSseParser();
  const deltas: number[] = [];
  let doneAt = Number.NaN;
  for (const piece of answer.pieces) {
    for (const event of parser.push(piece.text)) {
      if (event.event === "delta") deltas.push(piece.atMs);
      if (event.event === "done") doneAt = piece.atMs;
    }
  }
  const first = deltas[0] ?? Number.NaN;
  const last = deltas.at(-1) ?? Number.NaN;
  const written = Math.ceil(DOVE_REPLY.length / 7) * PACE_MS;
  check(
    answer.status === 200 && String(answer.headers["content-type"]).startsWith("text/event-stream"),
    `POST /api/chat/stream: ${answer.status} ${answer.headers["content-type"]}`,
  );
  // Buffered by the proxy, every piece would arrive in the last few milliseconds.
  check(
    deltas.length >= 5 && last - first >= written / 2,
    `Dove's reply arrived in ${deltas.length} pieces over ${Math.round(last - first)} ms (first at ${Math.round(first)} ms, done at ${Math.round(doneAt)} ms; the model wrote it over about ${written} ms)`,
  );
}

async function checkSignIn(request: PinnedFetch, site: string, siteHost: string, httpsPort: number) {
  const signIn = (origin: string) =>
    request(`${site}/trpc/admin.signIn`, { method: "POST", body: OWNER, headers: { origin } });
  const refused = await signIn(`http://${siteHost}:${httpsPort}`);
  check(refused.status === 403, `sign-in from the http:// origin is refused (${refused.status})`);
  const started = performance.now();
  const answer = await signIn(site);
  const ms = performance.now() - started;
  const cookies = [answer.headers["set-cookie"] ?? []].flat();
  const session = cookies.find((cookie) => cookie.startsWith("bb_admin="));
  check(answer.status === 200, `sign-in at ${site}: ${answer.status} in ${Math.round(ms)} ms`);
  check(
    cookies.length > 0 && cookies.every((cookie) => /;\s*Secure/i.test(cookie)),
    `its ${cookies.length} cookies are all Secure (session: ${session ? session.split(";").slice(1).join(";").trim() : "missing"})`,
  );
  const cookie = cookies.map((c) => c.split(";")[0]).join("; ");
  const status = await request(`${site}/trpc/admin.status`, { headers: { cookie, origin: site } });
  const signedIn = /"signedIn":true/.test(status.body);
  check(
    status.status === 200 && signedIn,
    `the session cookie signs the owner in over HTTPS (admin.status: signedIn ${signedIn})`,
  );
}

async function main(): Promise<void> {
  const version = caddyVersion();
  if (!version) {
    console.error("check:https needs Caddy: on Debian or Ubuntu, `sudo apt-get install caddy` (then run it again).");
    process.exitCode = 1;
    return;
  }
  ensureBuild();
  const totalStarted = performance.now();
  const home = await mkdtemp(path.join(os.tmpdir(), "bluebird-https-"));
  const stops: (() => Promise<unknown>)[] = [];
  try {
    // The compose file's Caddyfile takes its address from SITE_URL: it must parse for a domain and for local use.
    for (const siteUrl of ["https://cleaning.example.com", "http://localhost"]) {
      adapt(path.join(root, "docker/Caddyfile"), { ...process.env, SITE_URL: siteUrl });
    }
    const ports = { http: await freePort(), https: await freePort() };
    const database = await startBenchDatabase();
    stops.push(() => database.stop());
    const db = createDb(database.url, 2);
    await saveOwner(db, { ...OWNER, name: "Check Owner" });
    await db.$disconnect();
    const fake = await startFakeOpenAi({ kind: "text", text: DOVE_REPLY, paceMs: PACE_MS });
    stops.push(() => fake.close());

    const adapted = adapt(CADDYFILE, process.env);
    const siteHostOnly = checkConfig(adapted, [], ports).siteHost;
    const site = `https://${siteHostOnly}:${ports.https}`;
    // As deploy/bluebird.env.example sets them, with Dove on the paced fake model.
    const env = {
      DATABASE_URL: database.url,
      SITE_URL: site,
      TRUST_PROXY: "127.0.0.1",
      OPENAI_API_KEY: "sk-check-https",
      OPENAI_BASE_URL: fake.baseUrl,
      BACKUP_CRON: "off",
      // The build names http://localhost:3000 (no rebuild for a random port): its warning is expected.
      LOG_LEVEL: "error",
    };
    const instancesStarted = performance.now();
    const instances: ProductionServer[] = [];
    for (const started of await Promise.allSettled([startProductionServer(env), startProductionServer(env)])) {
      if (started.status === "fulfilled") {
        instances.push(started.value);
        stops.push(() => started.value.stop());
      }
    }
    if (instances.length < 2) throw new Error("An instance of the site did not start (see its output above).");
    const instancesMs = performance.now() - instancesStarted;

    const { config, siteHost, hosts } = checkConfig(
      adapted,
      instances.map((instance) => new URL(instance.baseUrl).host),
      ports,
    );
    const configFile = path.join(home, "caddy.json");
    await writeFile(configFile, JSON.stringify(config, null, 2));
    const caddyStarted = performance.now();
    const caddy = startCaddy(configFile, home);
    stops.push(() => stopChild(caddy.child));
    const rootCert = path.join(home, "data/caddy/pki/authorities/local/root.crt");
    const ca = await waitFor("Caddy's local root certificate", async () => {
      if (caddy.child.exitCode !== null) throw new Error(`Caddy exited:\n${caddy.output()}`);
      return existsSync(rootCert) ? readFile(rootCert, "utf8") : undefined;
    }).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${caddy.output()}`);
    });
    const request = pinnedClient(ca);
    const first = await waitFor("HTTPS through Caddy", async () => {
      const answer = await request(`${site}/api/health/ready`);
      return answer.status === 200 ? answer : undefined;
    }).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${caddy.output()}`);
    });
    const caddyMs = performance.now() - caddyStarted;

    console.log(
      `\nHTTPS check: ${version.split(" ")[0]} (${path.relative(root, CADDYFILE)}, internal CA) on 127.0.0.1:${ports.https} in front of ${instances.map((i) => i.baseUrl).join(" and ")} (${database.description})`,
    );
    console.log(`  hosts ${hosts.join(", ")}; SITE_URL ${site}; TRUST_PROXY 127.0.0.1`);
    console.log(
      `  instances ready in ${(instancesMs / 1000).toFixed(1)} s; Caddy serving HTTPS in ${(caddyMs / 1000).toFixed(1)} s`,
    );
    check(
      first.tls?.issuer.includes("Caddy Local Authority") === true,
      `HTTPS answers: ${first.tls?.protocol ?? "?"}, certificate for ${siteHost} from "${first.tls?.issuer ?? "?"}", verified against its root`,
    );
    await checkRedirects(request, siteHost, ports.https, ports.http);
    await checkPages(request, site);
    await checkClientAddress(request, site);
    await checkStream(request, site);
    await checkSignIn(request, site, siteHost, ports.https);
  } finally {
    // Stopped in reverse order of starting: Caddy, the instances, the fake model, the database.
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error(String(error)));
    await rm(home, { recursive: true, force: true });
  }
  const failed = results.filter((result) => !result.ok).length;
  console.log(
    `\n${results.length - failed} passed, ${failed} failed in ${((performance.now() - totalStarted) / 1000).toFixed(1)} s`,
  );
  process.exitCode = failed === 0 ? 0 : 1;
}

await main();
