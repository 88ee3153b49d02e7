// `npm run bench`: API throughput of the production server on 127.0.0.1 with autocannon, one route
// at a time, no pipelining, 10 s each after a 2 s warm-up, next to a bare Fastify route (the
// framework's ceiling on this machine, measured in the same run); then the same routes against two
// instances on the same database, the connections dealt out round-robin between them, and the
// ratio of the two. Rate limits are off. Contact messages are emailed to a local SMTP sink, so
// POST /api/contact includes the queue's work (the job added by the INSERT, a worker sending it).
// Prints req/s, p50/p99, errors, non-2xx, then checks that every contact message the bench got a
// 201 for is in the database. A figure, not a test: run it on a quiet machine.
import { spawn } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
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

ensureBuild();
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
