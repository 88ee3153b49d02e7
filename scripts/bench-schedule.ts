// `npm run bench:schedule`: how late a scheduled blog post goes live. The production server on
// 127.0.0.1; the owner signs in, writes a post and schedules it 5 s ahead (a job on the queue with
// that run time); the post's API answer is polled every 50 ms until it is 200. Prints the delay
// of each of ROUNDS posts, past the time asked. A figure, not a test; exits 1 past a minute.
import { startBenchDatabase } from "./support/bench-database";
import { ms } from "./support/percentiles";
import { ensureBuild, startProductionServer } from "./support/production-server";

const ROUNDS = 5;
const AHEAD_MS = 5_000;
const EMAIL = "owner@bench.example";
const PASSWORD = "bench schedule password 1";

ensureBuild();
const database = await startBenchDatabase();
const server = await startProductionServer({
  DATABASE_URL: database.url,
  RATE_LIMITS: "off",
  ADMIN_EMAIL: EMAIL,
  ADMIN_PASSWORD: PASSWORD,
});

async function call<T>(cookie: string, procedure: string, input: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}/trpc/${procedure}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.baseUrl, cookie },
    body: JSON.stringify(input),
  });
  if (!response.ok) throw new Error(`${procedure}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

async function signIn(): Promise<string> {
  const response = await fetch(`${server.baseUrl}/trpc/admin.signIn`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.baseUrl },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Schedules one post AHEAD_MS ahead and answers how long after that time it became visible. */
async function scheduleOne(cookie: string, round: number): Promise<number> {
  const slug = `bench-schedule-${Date.now()}-${round}`;
  const post = await call<{ id: string; version: number }>(cookie, "admin.posts.create", { title: slug });
  await call(cookie, "admin.posts.saveDraft", {
    id: post.id,
    version: post.version,
    fields: {
      ...{ title: `Bench ${round}`, slug, excerpt: "", tags: [], authorName: "Bench" },
      ...{ coverImageUrl: "", coverPhotoId: "", seoTitle: "", seoDescription: "" },
    },
    body: { root: { type: "root", children: [] } },
  });
  const at = Date.now() + AHEAD_MS;
  await call(cookie, "admin.posts.schedule", { id: post.id, at: new Date(at).toISOString() });
  for (;;) {
    const response = await fetch(`${server.baseUrl}/api/posts/${slug}`);
    if (response.status === 200) return Date.now() - at;
    if (Date.now() - at > 60_000) return Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

try {
  const cookie = await signIn();
  console.log(`\nScheduled ${AHEAD_MS / 1000} s ahead -> visible at /api/posts/<slug>, on ${database.description}:`);
  const delays: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const delay = await scheduleOne(cookie, round);
    delays.push(delay);
    console.log(`  post ${round}: visible ${ms(delay)} after its time`);
  }
  console.log(`  max ${ms(Math.max(...delays))} (must be under a minute)`);
  if (delays.some((delay) => delay > 60_000)) process.exitCode = 1;
} finally {
  await server.stop();
  await database.stop();
}
