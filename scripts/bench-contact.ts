// `npm run bench:contact [-- --compare DIR] [--rounds N]`: POST /api/contact throughput of the
// production server on 127.0.0.1 (rate limits off, 20 connections, no pipelining, 10 s per
// measure, requests over wall time), once without a mail server (owed emails are marked "off")
// and once emailing a local SMTP sink (the emails go out during the run). With --compare, the
// same measure runs first against another checkout's production build (e.g. a git worktree of an
// earlier commit, built), in the same minute, so machine noise hits both alike. Each round starts
// every server on a fresh database of one embedded PostgreSQL. A figure, not a test.
import path from "node:path";
import autocannon from "autocannon";
import { createDatabase, databaseUrl } from "../tests/setup/databases";
import { startEmbeddedTestPostgres } from "../tests/setup/postgres-backend";
import { startSmtpSink } from "../tests/support/smtp-sink";
import { ensureBuild, startProductionServer } from "./support/production-server";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const compareDir = option("--compare");
const rounds = Number(option("--rounds") ?? 2);
const root = path.resolve(import.meta.dirname, "..");

ensureBuild();
const postgres = await startEmbeddedTestPostgres();
const smtp = await startSmtpSink();
let databases = 0;
let sequence = 0;

/** The production build in `dir` on a fresh database; resolves once healthy. */
async function serve(dir: string, env: Record<string, string>) {
  const name = `bench_contact_${databases++}`;
  await createDatabase(postgres.adminUrl, name);
  return startProductionServer({ RATE_LIMITS: "off", DATABASE_URL: databaseUrl(postgres.adminUrl, name), ...env }, dir);
}

async function contactsPerSecond(baseUrl: string): Promise<string> {
  await autocannon({ url: `${baseUrl}/api/health`, connections: 20, duration: 2 });
  const result = await autocannon({
    url: `${baseUrl}/api/contact`,
    connections: 20,
    pipelining: 1,
    duration: 10,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            name: "Bench Visitor",
            email: `bench-${++sequence}@bench.example`,
            message: "Subject: Other\n\nA bench message.",
          }),
        }),
      },
    ],
  });
  const perSecond = result.requests.total / ((result.finish.getTime() - result.start.getTime()) / 1000);
  return `${perSecond.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}`;
}

const emailOn = { SMTP_URL: smtp.url, NOTIFY_EMAIL: "owner@bench.example" };
const builds: [string, string][] = [
  ...(compareDir ? ([[compareDir, path.resolve(compareDir)]] as [string, string][]) : []),
  ["this build", root],
];
const variants = builds.flatMap(([label, dir]): [string, string, Record<string, string>][] => [
  [`${label}, no mail server`, dir, {}],
  [`${label}, emailing an SMTP sink`, dir, emailOn],
]);

try {
  console.log(`\nPOST /api/contact, 20 connections, 10 s each, ${rounds} round(s), on ${postgres.description}`);
  for (let round = 1; round <= rounds; round++) {
    for (const [label, dir, env] of variants) {
      const server = await serve(dir, env);
      console.log(`  round ${round}  ${label.padEnd(44)} ${await contactsPerSecond(server.baseUrl)}`);
      await server.stop();
    }
  }
} finally {
  await smtp.close();
  await postgres.stop();
}
