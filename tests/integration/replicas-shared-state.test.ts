import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ReplicaGroup, startReplicaGroup } from "../support/replica-group";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

// Two real server processes on one database, as behind a load balancer: a sign-in on one holds
// on the other and across a restart, and every rate limit is one limit for the whole site.
const SITE = "http://bluebird.test";
const OWNER = { email: "replicas@bluebird.example.com", password: "two instances, one owner" };
const LIMITS = { contactPerMinute: 5, chatPerMinute: 4, failedSignInsPerHour: 3 };

let testDb: TestDatabase;
let group: ReplicaGroup;

beforeAll(async () => {
  testDb = await createTestDatabase();
  group = await startReplicaGroup(2, {
    DATABASE_URL: testDb.url,
    SITE_URL: SITE,
    // Clients are told apart by X-Forwarded-For, as behind a real proxy.
    TRUST_PROXY: "true",
    // Both instances create or update the same account at start.
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    CONTACT_MESSAGES_PER_MINUTE: String(LIMITS.contactPerMinute),
    CHAT_MESSAGES_PER_MINUTE: String(LIMITS.chatPerMinute),
    ADMIN_FAILED_SIGN_INS_PER_HOUR: String(LIMITS.failedSignInsPerHour),
  });
}, 120_000);
afterAll(async () => {
  await group?.stop();
  await testDb.drop();
});

const fromClient = (ip: string) => ({ "x-forwarded-for": ip, origin: SITE });

async function signIn(slot: number, password = OWNER.password, ip = "10.1.0.1", email = OWNER.email) {
  const answer = await group.requestTo(slot, "/trpc/admin.signIn", {
    method: "POST",
    headers: fromClient(ip),
    body: { email, password },
  });
  const cookie = String(answer.headers["set-cookie"] ?? "").split(";")[0] ?? "";
  return { status: answer.status, cookie };
}

const inbox = (slot: number, cookie: string) =>
  group.requestTo(slot, "/trpc/admin.contacts.list?input=%7B%7D", { headers: { cookie } });

const contact = (i: number) => ({
  name: `Replica Visitor ${i}`,
  email: `replica-${i}@example.com`,
  message: `Subject: Other\n\nMessage ${i} to the replicas.`,
});

describe("two instances on one database", () => {
  it("created the owner account from ADMIN_EMAIL/ADMIN_PASSWORD once, though both started together", async () => {
    expect(await testDb.db.ownerAccount.count({ where: { email: OWNER.email } })).toBe(1);
  });

  it("hold a sign-in made on one on the other and across a restart; sign-out ends it everywhere", async () => {
    const { status, cookie } = await signIn(0);
    expect(status).toBe(200);
    expect((await inbox(1, cookie)).status).toBe(200);

    expect(await group.restart(0)).toBe(0);
    expect((await inbox(0, cookie)).status).toBe(200);
    expect((await inbox(1, cookie)).status).toBe(200);

    expect(
      (await group.requestTo(1, "/trpc/admin.signOut", { method: "POST", headers: { cookie, origin: SITE }, body: {} }))
        .status,
    ).toBe(200);
    expect((await inbox(0, cookie)).status).toBe(401);
    expect((await inbox(1, cookie)).status).toBe(401);
  }, 90_000);

  it(`count contact messages against one limit (${LIMITS.contactPerMinute} a minute), taking turns`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push(
        (
          await group.requestTo(i % 2, "/api/contact", {
            method: "POST",
            headers: fromClient("10.2.0.1"),
            body: contact(i),
          })
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  });

  it("count concurrent requests to different instances exactly once each", async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        group.requestTo(i % 2, "/api/contact", {
          method: "POST",
          headers: fromClient("10.2.0.2"),
          body: contact(100 + i),
        }),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 201);
    expect(accepted).toHaveLength(LIMITS.contactPerMinute);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(16 - LIMITS.contactPerMinute);
    // Both instances took part in accepting and refusing.
    expect(new Set(answers.map((answer) => answer.slot))).toEqual(new Set([0, 1]));
    const stored = await testDb.db.contactMessage.count({
      where: { email: { in: Array.from({ length: 16 }, (_, i) => contact(100 + i).email) } },
    });
    expect(stored).toBe(LIMITS.contactPerMinute);
  });

  it(`count one chat session's messages against one limit (${LIMITS.chatPerMinute} a minute) from any address`, async () => {
    const statuses: number[] = [];
    let conversationId: string | null = null;
    for (let i = 0; i < LIMITS.chatPerMinute + 2; i++) {
      const answer = await group.requestTo(i % 2, "/api/chat/message", {
        method: "POST",
        headers: fromClient(`10.3.0.${i}`),
        body: { message: "What are your hours?", conversationId, sessionId: "replica-session-1" },
      });
      statuses.push(answer.status);
      if (answer.status === 200) conversationId = JSON.parse(answer.body).conversationId;
    }
    expect(statuses).toEqual([...Array(LIMITS.chatPerMinute).fill(200), 429, 429]);
  });

  it(`throttle failed sign-ins across instances (${LIMITS.failedSignInsPerHour} an hour per address and per account); successful ones do not count`, async () => {
    const ip = "10.4.0.1";
    for (let i = 0; i < 3; i++) expect((await signIn(i % 2, OWNER.password, ip)).status).toBe(200);
    // Per address: guesses at made-up accounts, taking turns between the instances.
    for (let i = 0; i < LIMITS.failedSignInsPerHour; i++)
      expect((await signIn(i % 2, "wrong password", ip, `guess-${i}@example.com`)).status).toBe(401);
    expect((await signIn(0, OWNER.password, ip)).status).toBe(429);
    expect((await signIn(1, OWNER.password, ip)).status).toBe(429);
    expect((await signIn(1, OWNER.password, "10.4.0.2")).status).toBe(200);
    // Per account: guesses at the owner's password from many addresses.
    for (let i = 0; i < LIMITS.failedSignInsPerHour; i++)
      expect((await signIn(i % 2, "wrong password", `10.5.0.${i}`)).status).toBe(401);
    expect((await signIn(0, OWNER.password, "10.5.0.99")).status).toBe(429);
  });
});
