// `npm run bench`: API throughput of the production server on 127.0.0.1 with autocannon, one route
// at a time, no pipelining, 10 s each after a 2 s warm-up, next to a bare Fastify route (the
// framework's ceiling on this machine, measured in the same run). Rate limits are off for the run.
// Prints req/s, p50/p99, errors, non-2xx and each route's ratio to the bare route, then checks that
// every contact message the bench got a 201 for is in the database.
import { spawn } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { startBenchDatabase } from "./support/bench-database";
import { ensureBuild, startProductionServer } from "./support/production-server";

const SECONDS = 10;
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 20;
/** POST /api/contact writes rows: bounded by count as well as time. */
const CONTACT_REQUESTS = 10_000;

interface Target {
  label: string;
  url: string;
  request?: Partial<autocannon.Request>;
  amount?: number;
}

async function startBareFastify(): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "support/bare-fastify.mjs")], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<string>((resolve) => child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim())));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill("SIGTERM") };
}

let contactSequence = 0;
let contactsAccepted = 0;
const contactRequest: Partial<autocannon.Request> = {
  method: "POST",
  headers: { "content-type": "application/json" },
  setupRequest: (request) => ({
    ...request,
    body: JSON.stringify({ name: "Bench Visitor", email: `bench-${++contactSequence}@bench.example`, message: `Subject: Other\n\nBench message ${contactSequence}.` }),
  }),
  onResponse: (status) => {
    if (status === 201) contactsAccepted++;
  },
};

async function run(target: Target, seconds: number, warmUp: boolean): Promise<autocannon.Result> {
  const { request, amount } = target;
  return autocannon({
    url: target.url,
    connections: CONNECTIONS,
    pipelining: 1,
    ...(amount && !warmUp ? { amount } : { duration: seconds }),
    ...(request ? { requests: [request as autocannon.Request] } : {}),
  });
}

ensureBuild();
const database = await startBenchDatabase();
const server = await startProductionServer({ DATABASE_URL: database.url, RATE_LIMITS: "off" });
const bare = await startBareFastify();
const input = encodeURIComponent(JSON.stringify({ featured: true }));
const targets: Target[] = [
  { label: "bare Fastify (ceiling)", url: bare.url },
  { label: "GET /api/health", url: `${server.baseUrl}/api/health` },
  { label: "GET /api/testimonials", url: `${server.baseUrl}/api/testimonials` },
  { label: "GET /api/posts?published=true", url: `${server.baseUrl}/api/posts?published=true` },
  { label: "GET /api/services", url: `${server.baseUrl}/api/services` },
  { label: "tRPC testimonials.list", url: `${server.baseUrl}/trpc/testimonials.list?input=${input}` },
  { label: "POST /api/contact", url: `${server.baseUrl}/api/contact`, request: contactRequest, amount: CONTACT_REQUESTS },
];

try {
  const rows: { label: string; result: autocannon.Result }[] = [];
  for (const target of targets) {
    // The contact route warms up on the read routes' heels; its own warm-up would add rows too.
    if (!target.request) await run(target, WARM_UP_SECONDS, true);
    rows.push({ label: target.label, result: await run(target, SECONDS, false) });
  }
  const ceiling = rows[0]?.result.requests.average ?? 1;
  console.log(`\nAPI throughput: ${CONNECTIONS} connections, no pipelining, ${SECONDS} s per route (POST /api/contact: ${CONTACT_REQUESTS} requests) on ${database.description}`);
  console.log(`  ${"route".padEnd(32)}${"req/s".padStart(9)}${"p50 ms".padStart(8)}${"p99 ms".padStart(8)}${"errors".padStart(8)}${"non-2xx".padStart(9)}${"× bare".padStart(8)}`);
  for (const { label, result } of rows) {
    const ratio = result.requests.average / ceiling;
    console.log(
      `  ${label.padEnd(32)}${result.requests.average.toFixed(0).padStart(9)}${String(result.latency.p50).padStart(8)}${String(result.latency.p99).padStart(8)}${String(result.errors + result.timeouts).padStart(8)}${String(result.non2xx).padStart(9)}${ratio.toFixed(2).padStart(8)}`,
    );
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const stored = (await client.query<{ n: number }>("select count(*)::int as n from contact_messages where email like '%@bench.example'")).rows[0]?.n ?? 0;
  await client.end();
  console.log(`  contact messages: ${contactsAccepted} accepted with 201, ${stored} in the database${stored === contactsAccepted ? " (all stored)" : " (MISMATCH)"}`);
  if (stored !== contactsAccepted) process.exitCode = 1;
} finally {
  bare.stop();
  await server.stop();
  await database.stop();
}
