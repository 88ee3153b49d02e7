import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TESTIMONIALS } from "#shared/content/testimonials";
import { type ReplicaGroup, startReplicaGroup } from "../support/replica-group";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { waitFor } from "../support/wait-for";

const REST = "/api/testimonials";
const TRPC = `/trpc/testimonials.list?input=${encodeURIComponent(JSON.stringify({}))}`;
const COHERENT_WITHIN_MS = 2_000;

let testDb: TestDatabase;
let group: ReplicaGroup;

beforeAll(async () => {
  testDb = await createTestDatabase();
  group = await startReplicaGroup(2, { DATABASE_URL: testDb.url, RATE_LIMITS: "off" });
}, 120_000);
afterAll(async () => {
  await group?.stop();
  await testDb.drop();
});

/** Whether every instance answers both the REST and the tRPC content reads with `text` in them. */
async function everyInstanceShows(text: string): Promise<boolean> {
  for (const slot of [0, 1]) {
    for (const path of [REST, TRPC]) {
      const answer = await group.requestTo(slot, path);
      if (answer.status !== 200 || !answer.body.includes(text)) return false;
    }
  }
  return true;
}

describe("content caches of two instances", () => {
  it(`drop a changed testimonial within ${COHERENT_WITHIN_MS / 1000} s on every instance (REST and tRPC answers alike)`, async () => {
    const target = TESTIMONIALS[0]!;
    await waitFor(() => everyInstanceShows(target.body), 10_000, "both instances to serve the seeded testimonial");

    // Proof that the instances really answer from their caches: a change made with the change
    // trigger switched off is not seen.
    const unseen = `Unseen edit ${Date.now()}`;
    await testDb.db.$executeRawUnsafe(`ALTER TABLE testimonials DISABLE TRIGGER testimonials_content_changed`);
    await testDb.db.testimonial.update({ where: { id: target.id }, data: { body: unseen } });
    await testDb.db.$executeRawUnsafe(`ALTER TABLE testimonials ENABLE TRIGGER testimonials_content_changed`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await everyInstanceShows(target.body)).toBe(true);

    // A change as the owner's tools make it: every instance hears of it and drops its answers.
    const edited = `Edited on one database ${Date.now()}`;
    await testDb.db.testimonial.update({ where: { id: target.id }, data: { body: edited } });
    const changedAt = performance.now();
    await waitFor(
      () => everyInstanceShows(edited),
      COHERENT_WITHIN_MS,
      `both instances to show the edit within ${COHERENT_WITHIN_MS} ms`,
    );
    console.log(
      `[cache coherence] both instances served the edit ${Math.round(performance.now() - changedAt)} ms after it was committed`,
    );
  }, 60_000);
});
