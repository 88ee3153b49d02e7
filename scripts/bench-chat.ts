// `npm run bench:chat`: how much time the server adds before a visitor sees the first streamed
// word of Dove's reply, against the fake OpenAI-compatible model on 127.0.0.1 (no network).
// Prints p50/p99 of (a) the first token read straight from the fake model, (b) the first
// `delta` event of POST /api/chat/stream through the real server and database, and (b) - (a).
import OpenAI from "openai";
import { buildApp } from "#server/app";
import { builtInProvider } from "#server/chat/built-in-provider";
import { createOpenAiProvider } from "#server/chat/openai-provider";
import { postgresTokenBudget } from "#server/chat/token-budget";
import { createDb } from "#server/db/client";
import { readSseStream } from "#client/features/chat/sse-parser";
import { startFakeOpenAi } from "../tests/support/fake-openai-server";
import { startBenchDatabase } from "./support/bench-database";
import { ms, percentile } from "./support/percentiles";

const MESSAGES = 200;
const WARM_UP = 20;
/** Messages per conversation, so the stored history the provider reads grows as in real chats. */
const TURNS_PER_CONVERSATION = 10;
const REPLY = "Happy to help! We clean homes across Douglas County and the South Denver metro.";

const database = await startBenchDatabase();
const fake = await startFakeOpenAi({ kind: "text", text: REPLY });
const db = createDb(database.url, 10);
const dove = createOpenAiProvider(
  {
    apiKey: "bench",
    baseUrl: fake.baseUrl,
    model: "bench",
    timeoutMs: 10_000,
    maxTokens: 400,
    dailyTokenBudget: Number.MAX_SAFE_INTEGER,
  },
  builtInProvider,
  postgresTokenBudget(db, Number.MAX_SAFE_INTEGER),
);
const app = await buildApp({
  config: { logLevel: "silent", clientDistDir: "/nonexistent", rateLimits: false },
  services: { db, dove },
  logger: false,
});
const base = await app.listen({ host: "127.0.0.1", port: 0 });
const direct = new OpenAI({ apiKey: "bench", baseURL: fake.baseUrl, maxRetries: 0 });

/** Milliseconds until the fake model's first content chunk, read with the same SDK the server uses. */
async function directFirstToken(): Promise<number> {
  const started = performance.now();
  const stream = await direct.chat.completions.create({
    model: "bench",
    messages: [{ role: "user", content: "hi" }],
    stream: true,
  });
  let first = Number.NaN;
  for await (const chunk of stream) {
    if (Number.isNaN(first) && chunk.choices[0]?.delta.content) first = performance.now() - started;
  }
  return first;
}

/** Milliseconds until the first `delta` event of one chat message through the server. */
async function serverFirstToken(
  message: string,
  conversationId: string | null,
  sessionId: string,
): Promise<{ ms: number; conversationId: string }> {
  const started = performance.now();
  const response = await fetch(`${base}/api/chat/stream`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ message, conversationId, sessionId }),
  });
  if (!response.ok || !response.body) throw new Error(`chat stream answered ${response.status}`);
  let first = Number.NaN;
  let conversation = conversationId ?? "";
  await readSseStream(response.body, (event) => {
    if (event.event === "delta" && Number.isNaN(first)) first = performance.now() - started;
    if (event.event === "start") conversation = (JSON.parse(event.data) as { conversationId: string }).conversationId;
  });
  return { ms: first, conversationId: conversation };
}

async function measure(count: number, label: string) {
  const directMs: number[] = [];
  const serverMs: number[] = [];
  let conversationId: string | null = null;
  for (let i = 0; i < count; i++) {
    if (i % TURNS_PER_CONVERSATION === 0) conversationId = null;
    directMs.push(await directFirstToken());
    const result = await serverFirstToken(
      `How much is a clean? (${label} ${i})`,
      conversationId,
      `bench-${label}-${Math.floor(i / TURNS_PER_CONVERSATION)}`,
    );
    serverMs.push(result.ms);
    conversationId = result.conversationId;
  }
  return { directMs, serverMs };
}

try {
  await measure(WARM_UP, "warm-up");
  const { directMs, serverMs } = await measure(MESSAGES, "run");
  const stored = await db.chatMessage.count({ where: { provider: "openai" } });
  console.log(
    `Dove first-token latency, ${MESSAGES} messages after ${WARM_UP} warm-up (${database.description}, fake model on 127.0.0.1)`,
  );
  console.log(`  ${"".padEnd(34)}${"p50".padStart(10)}${"p99".padStart(12)}`);
  for (const [label, values] of [
    ["fake model directly", directMs],
    ["through POST /api/chat/stream", serverMs],
  ] as const) {
    console.log(
      `  ${label.padEnd(34)}${ms(percentile(values, 50)).padStart(10)}${ms(percentile(values, 99)).padStart(12)}`,
    );
  }
  const added = (p: number) => percentile(serverMs, p) - percentile(directMs, p);
  console.log(`  ${"server's added latency".padEnd(34)}${ms(added(50)).padStart(10)}${ms(added(99)).padStart(12)}`);
  console.log(`  replies stored as "openai": ${stored} of ${MESSAGES + WARM_UP}`);
} finally {
  await app.close();
  await db.$disconnect();
  await fake.close();
  await database.stop();
}
