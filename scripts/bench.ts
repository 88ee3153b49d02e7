// `npm run bench`: API throughput of the production server on 127.0.0.1 with autocannon, one route
// at a time, no pipelining, 10 s each after a 2 s warm-up, next to a bare Fastify route (the
// framework's ceiling on this machine, measured in the same run); then the same routes against two
// instances on the same database, the connections dealt out round-robin between them, and the
// ratio of the two. Rate limits are off. Contact messages are emailed to a local SMTP sink, so
// POST /api/contact includes the queue's work (the job added by the INSERT, a worker sending it).
// Prints req/s, p50/p99, errors, non-2xx, then checks that every contact message the bench got a
// 201 for is in the database. A figure, not a test: run it on a quiet machine.
// `--compare DIR [--rounds N]` instead measures the read routes of this build and of the built
// checkout in DIR (e.g. a git worktree of an earlier commit), one instance each and then two each,
// 5 s per route and build, alternating which goes first every round, and prints each one's median
// over the rounds and their ratio: machine noise (±20 % from one minute to the next here) then hits
// both alike.
import { spawn } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { createDatabase, databaseUrl } from "../tests/setup/databases";
import { startEmbeddedTestPostgres } from "../tests/setup/postgres-backend";
import { startSmtpSink } from "../tests/support/smtp-sink";
import { startBenchDatabase } from "./support/bench-database";
import { ensureBuild, type ProductionServer, startProductionServer } from "./support/production-server";

const SECONDS = 10;
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 20;
/** POST /api/contact writes rows: bounded by count as well as time. */
const CONTACT_REQUESTS = 10_000;

interface Route {
  label: string;
  path: string;
  request?: Partial<autocannon.Request>;
  amount?: number;
}

interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function startBareFastify(): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "support/bare-fastify.mjs")], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<string>((resolve) =>
    child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim())),
  );
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill("SIGTERM") };
}

let contactSequence = 0;
let contactsAccepted = 0;
const contactRequest: Partial<autocannon.Request> = {
  method: "POST",
  headers: { "content-type": "application/json" },
  setupRequest: (request) => ({
    ...request,
    body: JSON.stringify({
      name: "Bench Visitor",
      email: `bench-${++contactSequence}@bench.example`,
      message: `Subject: Other\n\nBench message ${contactSequence}.`,
    }),
  }),
  onResponse: (status) => {
    if (status === 201) contactsAccepted++;
  },
};

const input = encodeURIComponent(JSON.stringify({ featured: true }));
const ROUTES: Route[] = [
  { label: "GET /api/health", path: "/api/health" },
  { label: "GET /api/testimonials", path: "/api/testimonials" },
  { label: "GET /api/posts?published=true", path: "/api/posts?published=true" },
  { label: "GET /api/services", path: "/api/services" },
  { label: "tRPC testimonials.list", path: `/trpc/testimonials.list?input=${input}` },
  { label: "POST /api/contact (+ email job)", path: "/api/contact", request: contactRequest, amount: CONTACT_REQUESTS },
];

/**
 * One route against one or more instances at once: the connections (and a bounded route's
 * requests) are dealt out round-robin, and the figures combined.
 */
async function measure(baseUrls: string[], route: Route, seconds: number, warmUp: boolean): Promise<Measured> {
  const results = await Promise.all(
    baseUrls.map((baseUrl) =>
      autocannon({
        url: `${baseUrl}${route.path}`,
        connections: CONNECTIONS / baseUrls.length,
        pipelining: 1,
        ...(route.amount && !warmUp ? { amount: route.amount / baseUrls.length } : { duration: seconds }),
        ...(route.request ? { requests: [route.request as autocannon.Request] } : {}),
      }),
    ),
  );
  // Requests over wall time: autocannon's own average is of whole-second samples, too coarse for
  // a route bounded by count that finishes in a few seconds.
  const perSecond = (result: autocannon.Result) =>
    result.requests.total / ((result.finish.getTime() - result.start.getTime()) / 1000);
  return {
    requestsPerSecond: results.reduce((sum, result) => sum + perSecond(result), 0),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
  };
}

async function measureAll(baseUrls: string[]): Promise<Map<string, Measured>> {
  const rows = new Map<string, Measured>();
  for (const route of ROUTES) {
    // The contact route warms up on the read routes' heels; its own warm-up would add rows too.
    if (!route.request) await measure(baseUrls, route, WARM_UP_SECONDS, true);
    rows.set(route.label, await measure(baseUrls, route, SECONDS, false));
  }
  return rows;
}

const cells = (row: Measured) =>
  `${row.requestsPerSecond.toFixed(0).padStart(9)}${String(row.p50).padStart(8)}${String(row.p99).padStart(8)}${String(row.errors).padStart(8)}${String(row.non2xx).padStart(9)}`;

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const compareDir = option("--compare");

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** This build against the one in `dir`: the read routes, interleaved, one and then two instances each. */
async function compareBuilds(dir: string, rounds: number): Promise<void> {
  const postgres = await startEmbeddedTestPostgres();
  const builds = [
    { label: path.relative(process.cwd(), path.resolve(dir)) || dir, dir: path.resolve(dir) },
    { label: "this build", dir: path.resolve(import.meta.dirname, "..") },
  ];
  const readRoutes = ROUTES.filter((route) => !route.request);
  const servers: ProductionServer[] = [];
  try {
    const deployments = await Promise.all(
      builds.map(async (build, index) => {
        const name = `bench_compare_${index}`;
        await createDatabase(postgres.adminUrl, name);
        const env = { RATE_LIMITS: "off", DATABASE_URL: databaseUrl(postgres.adminUrl, name) };
        const first = await startProductionServer(env, build.dir);
        servers.push(first);
        return { ...build, env, instances: [first] };
      }),
    );
    console.log(
      `\nRead routes, ${CONNECTIONS} connections, 5 s per route and build, ${rounds} rounds, on ${postgres.description}`,
    );
    for (const instanceCount of [1, 2]) {
      if (instanceCount === 2)
        for (const deployment of deployments) {
          const second = await startProductionServer(deployment.env, deployment.dir);
          servers.push(second);
          deployment.instances.push(second);
        }
      const figures = new Map<string, number[]>();
      for (let round = 0; round < rounds; round++) {
        const order = round % 2 ? [...deployments].reverse() : deployments;
        for (const route of readRoutes)
          for (const deployment of order) {
            const urls = deployment.instances.map((server) => server.baseUrl);
            await measure(urls, route, 1, true);
            const key = `${route.label}\u0000${deployment.label}`;
            figures.set(key, [...(figures.get(key) ?? []), (await measure(urls, route, 5, false)).requestsPerSecond]);
          }
      }
      console.log(`  ${instanceCount === 1 ? "one instance" : "two instances, round-robin"}: median req/s`);
      console.log(
        `  ${"route".padEnd(34)}${deployments.map((d) => d.label.padStart(16)).join("")}${"ratio".padStart(8)}`,
      );
      for (const route of readRoutes) {
        const [before, after] = deployments.map((d) => median(figures.get(`${route.label}\u0000${d.label}`)!));
        console.log(
          `  ${route.label.padEnd(34)}${before!.toFixed(0).padStart(16)}${after!.toFixed(0).padStart(16)}${(after! / before!).toFixed(2).padStart(8)}`,
        );
      }
    }
  } finally {
    for (const server of servers) await server.stop();
    await postgres.stop();
  }
}

ensureBuild();
if (compareDir) {
  await compareBuilds(compareDir, Number(option("--rounds") ?? 5));
  process.exit(0);
}
const database = await startBenchDatabase();
const smtp = await startSmtpSink();
const env = { DATABASE_URL: database.url, RATE_LIMITS: "off", SMTP_URL: smtp.url, NOTIFY_EMAIL: "owner@bench.example" };
const servers: ProductionServer[] = [await startProductionServer(env)];
const bare = await startBareFastify();

try {
  const ceiling = await measure([bare.url], { label: "bare", path: "/" }, SECONDS, false);
  const single = await measureAll([servers[0]!.baseUrl]);
  servers.push(await startProductionServer(env));
  const double = await measureAll(servers.map((server) => server.baseUrl));

  console.log(
    `\nAPI throughput: ${CONNECTIONS} connections, no pipelining, ${SECONDS} s per route (POST /api/contact: ${CONTACT_REQUESTS} requests) on ${database.description}`,
  );
  console.log(
    `  bare Fastify (ceiling): ${ceiling.requestsPerSecond.toFixed(0)} req/s, p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms`,
  );
  console.log(`  ${"".padEnd(34)}${"one instance".padEnd(50)}two instances, round-robin`);
  const header = `${"req/s".padStart(9)}${"p50 ms".padStart(8)}${"p99 ms".padStart(8)}${"errors".padStart(8)}${"non-2xx".padStart(9)}`;
  console.log(`  ${"route".padEnd(34)}${header}${"× bare".padStart(8)}  ${header}${"× one".padStart(8)}`);
  for (const route of ROUTES) {
    const one = single.get(route.label)!;
    const two = double.get(route.label)!;
    console.log(
      `  ${route.label.padEnd(34)}${cells(one)}${(one.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2).padStart(8)}  ${cells(two)}${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2).padStart(8)}`,
    );
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const stored =
    (
      await client.query<{ n: number }>(
        "select count(*)::int as n from contact_messages where email like '%@bench.example'",
      )
    ).rows[0]?.n ?? 0;
  await client.end();
  console.log(
    `  contact messages: ${contactsAccepted} accepted with 201, ${stored} in the database${stored === contactsAccepted ? " (all stored)" : " (MISMATCH)"}; ${smtp.received.length} emails at the SMTP sink so far`,
  );
  if (stored !== contactsAccepted) process.exitCode = 1;
} finally {
  bare.stop();
  for (const server of servers) await server.stop();
  await smtp.close();
  await database.stop();
}
