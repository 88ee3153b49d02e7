import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ReplicaGroup, startReplicaGroup } from "../support/replica-group";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const WRITERS = 4;
const READERS = 2;

let testDb: TestDatabase;
let group: ReplicaGroup;

beforeAll(async () => {
  testDb = await createTestDatabase();
  group = await startReplicaGroup(2, {
    DATABASE_URL: testDb.url,
    RATE_LIMITS: "off",
    // Readiness answers 503 this long before an instance stops taking requests: the balancer,
    // polling every 200 ms, has moved its visitors elsewhere by then.
    SHUTDOWN_DELAY_MS: "1000",
  });
}, 120_000);
afterAll(async () => {
  await group?.stop();
  await testDb.drop();
});

interface Tally {
  accepted: string[];
  reads: number;
  failures: string[];
}

describe("a rolling restart under constant load", () => {
  it("loses no accepted write and shows the client no 5xx (it retries only refused connections and 503s)", async () => {
    const tally: Tally = { accepted: [], reads: 0, failures: [] };
    let running = true;
    let sequence = 0;

    const writer = async () => {
      while (running) {
        const n = sequence++;
        try {
          const answer = await group.request("/api/contact", {
            method: "POST",
            body: {
              name: `Rolling Visitor ${n}`,
              email: `rolling-${n}@example.com`,
              message: `Subject: Other\n\nMessage ${n} during a rolling restart.`,
            },
          });
          if (answer.status === 201) tally.accepted.push(JSON.parse(answer.body).id);
          else tally.failures.push(`write ${n}: ${answer.status} ${answer.body.slice(0, 120)}`);
        } catch (error) {
          tally.failures.push(`write ${n}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
        }
      }
    };
    const reader = async () => {
      while (running) {
        try {
          const answer = await group.request("/api/testimonials");
          if (answer.status === 200) tally.reads++;
          else tally.failures.push(`read: ${answer.status}`);
        } catch (error) {
          tally.failures.push(`read: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
        }
      }
    };
    const load = [...Array.from({ length: WRITERS }, writer), ...Array.from({ length: READERS }, reader)];

    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const exitCodes: (number | null)[] = [];
    for (const slot of [0, 1]) {
      exitCodes.push(await group.restart(slot));
      // The restarted instance takes its share again before the next one goes.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    running = false;
    await Promise.all(load);

    expect(tally.failures).toEqual([]);
    expect(exitCodes).toEqual([0, 0]);
    expect(tally.accepted.length).toBeGreaterThan(50);
    expect(tally.reads).toBeGreaterThan(20);
    // Every acknowledged message is stored, once.
    const stored = await testDb.db.contactMessage.findMany({
      where: { id: { in: tally.accepted } },
      select: { id: true },
    });
    expect(stored).toHaveLength(tally.accepted.length);
    expect(await testDb.db.contactMessage.count({ where: { name: { startsWith: "Rolling Visitor" } } })).toBe(
      tally.accepted.length,
    );
    console.log(`[rolling restart] ${tally.accepted.length} writes accepted, ${tally.reads} reads, 0 failures`);
  }, 120_000);
});
