// `npm run soak [-- --seconds N]`: mixed traffic against the production server on 127.0.0.1 for
// 60 s (default) at 50 connections: 40 reading (page HTML, assets, public API) and 10 writing
// (contact messages, chat messages to the built-in concierge). Prints req/s, p99, errors, the
// server's RSS before and after, and checks that every accepted write is stored exactly once.
// Rate limits are off (RATE_LIMITS=off) for this run only.
import { readFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { BLOG_POSTS } from "#shared/content/blog/posts";
import { startBenchDatabase } from "./support/bench-database";
import { ensureBuild, startProductionServer } from "./support/production-server";

const secondsArg = process.argv.indexOf("--seconds");
const SECONDS = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 60;
const READ_CONNECTIONS = 40;
const WRITE_CONNECTIONS = 10;
const WARM_UP_SECONDS = 5;

ensureBuild();
const indexHtml = readFileSync(path.resolve(import.meta.dirname, "../dist/client/index.html"), "utf8");
const assets = [...indexHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)]
  .map((m) => m[1] ?? "")
  .slice(0, 4);
const post = BLOG_POSTS.find((p) => p.published)?.slug ?? "";
const READ_PATHS = [
  "/",
  "/pricing",
  "/parker-co-cleaning",
  "/deep-clean-castle-rock",
  ...assets,
  "/api/testimonials?featured=true",
  "/api/services",
  "/api/posts?published=true",
  `/api/posts/${post}`,
];

let sequence = 0;
const acceptedContacts = new Set<string>();
const acceptedChats = new Set<string>();

const writeRequests: autocannon.Request[] = [
  {
    method: "POST",
    path: "/api/contact",
    headers: { "content-type": "application/json" },
    setupRequest: (request, context) => {
      const email = `soak-${process.pid}-${++sequence}@soak.example`;
      (context as { email?: string }).email = email;
      return {
        ...request,
        body: JSON.stringify({ name: "Soak Visitor", email, message: `Subject: Other\n\nSoak message ${sequence}.` }),
      };
    },
    onResponse: (status, _body, context) => {
      if (status === 201) acceptedContacts.add((context as { email: string }).email);
    },
  },
  {
    method: "POST",
    path: "/api/chat/message",
    headers: { "content-type": "application/json" },
    setupRequest: (request, context) => {
      const sessionId = `soak-${process.pid}-${++sequence}`;
      (context as { sessionId?: string }).sessionId = sessionId;
      return {
        ...request,
        body: JSON.stringify({ message: "How much is a deep clean for 2,000 sq ft?", conversationId: null, sessionId }),
      };
    },
    onResponse: (status, _body, context) => {
      if (status === 200) acceptedChats.add((context as { sessionId: string }).sessionId);
    },
  },
];

function load(
  url: string,
  connections: number,
  seconds: number,
  requests: autocannon.Request[],
): Promise<autocannon.Result> {
  return autocannon({ url, connections, duration: seconds, pipelining: 1, requests });
}

const database = await startBenchDatabase();
const server = await startProductionServer({ DATABASE_URL: database.url, RATE_LIMITS: "off" });
try {
  const reads = READ_PATHS.map((p) => ({ method: "GET" as const, path: p }));
  await load(server.baseUrl, READ_CONNECTIONS, WARM_UP_SECONDS, reads);
  const rssStart = server.rssMb();
  const [readResult, writeResult] = await Promise.all([
    load(server.baseUrl, READ_CONNECTIONS, SECONDS, reads),
    load(server.baseUrl, WRITE_CONNECTIONS, SECONDS, writeRequests),
  ]);
  const rssEnd = server.rssMb();

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const contactCopies = (
    await client.query<{ email: string; n: number }>(
      "select email, count(*)::int as n from contact_messages group by email",
    )
  ).rows;
  const chatCopies = (
    await client.query<{ session_id: string; conversations: number; messages: number }>(
      "select c.session_id, count(distinct c.id)::int as conversations, count(m.id)::int as messages from chat_conversations c left join chat_messages m on m.conversation_id = c.id group by c.session_id",
    )
  ).rows;
  await client.end();
  const contactsOnce = [...acceptedContacts].filter(
    (email) => contactCopies.find((row) => row.email === email)?.n === 1,
  ).length;
  const chatsOnce = [...acceptedChats].filter((id) => {
    const row = chatCopies.find((r) => r.session_id === id);
    return row?.conversations === 1 && row.messages === 2;
  }).length;
  const duplicated =
    contactCopies.filter((row) => row.n > 1).length +
    chatCopies.filter((row) => row.conversations > 1 || row.messages > 2).length;

  const line = (label: string, result: autocannon.Result) =>
    `  ${label.padEnd(8)}${result.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   errors ${result.errors}   timeouts ${result.timeouts}   non-2xx ${result.non2xx}`;
  console.log(
    `\nSoak: ${SECONDS} s, ${READ_CONNECTIONS} reading + ${WRITE_CONNECTIONS} writing connections, no pipelining (${database.description})`,
  );
  console.log(line("reads", readResult));
  console.log(line("writes", writeResult));
  console.log(
    `  server RSS: ${rssStart.toFixed(1)} MB after warm-up, ${rssEnd.toFixed(1)} MB at the end (growth ${(rssEnd - rssStart).toFixed(1)} MB)`,
  );
  console.log(`  contact messages: ${acceptedContacts.size} accepted, ${contactsOnce} stored exactly once`);
  console.log(
    `  chat messages:    ${acceptedChats.size} accepted, ${chatsOnce} stored exactly once (conversation + message + reply)`,
  );
  console.log(`  duplicates in the database: ${duplicated}`);
  const ok =
    contactsOnce === acceptedContacts.size &&
    chatsOnce === acceptedChats.size &&
    duplicated === 0 &&
    readResult.errors + writeResult.errors === 0;
  console.log(
    ok ? "  every accepted write is stored exactly once; no errors" : "  CHECK FAILED: see the figures above",
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
  await database.stop();
}
