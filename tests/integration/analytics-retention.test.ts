import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteExpiredAnalytics } from "#server/analytics/retention";
import { addDays } from "#shared/time/utc-days";
import { PRIVACY_POLICY } from "#shared/business/policies";
import { databaseToday } from "../support/analytics";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

const KEEP_DAYS = PRIVACY_POLICY.retention.measurementEventDays;
const date = (day: string) => new Date(`${day}T00:00:00Z`);
const days = (rows: { day: Date }[]) => rows.map((row) => row.day.toISOString().slice(0, 10)).sort();

describe("deleteExpiredAnalytics", () => {
  it(`keeps raw events of today and the ${KEEP_DAYS} days before, deletes older ones after rolling them up, and deletes every salt but today's`, async () => {
    const today = await databaseToday(testDb.db);
    const oldest = addDays(today, -KEEP_DAYS - 1);
    const boundary = addDays(today, -KEEP_DAYS);
    const eventDays = [addDays(today, -KEEP_DAYS - 5), oldest, boundary, addDays(today, -1), today];
    await testDb.db.analyticsEvent.createMany({
      data: eventDays.map((day, i) => ({
        day: date(day),
        kind: "pageview",
        visitor: Buffer.alloc(16, i),
        path: "/",
        device: "phone",
      })),
    });
    await testDb.db.analyticsSalt.createMany({
      data: [addDays(today, -2), addDays(today, -1), today].map((day) => ({
        day: date(day),
        salt: Buffer.alloc(32, 1),
      })),
    });

    const removed = await deleteExpiredAnalytics(testDb.db);

    expect(removed).toEqual({ events: 2, salts: 2 });
    expect(days(await testDb.db.analyticsEvent.findMany({ select: { day: true } }))).toEqual([
      boundary,
      addDays(today, -1),
      today,
    ]);
    expect(days(await testDb.db.analyticsSalt.findMany({ select: { day: true } }))).toEqual([today]);
    // The deleted days were counted first: their rollups stay (counts only, no visitor hash).
    const rolled = await testDb.db.analyticsDailyTotals.findMany({
      where: { day: { in: [date(addDays(today, -KEEP_DAYS - 5)), date(oldest)] } },
    });
    expect(rolled.map((row) => row.visitors)).toEqual([1, 1]);
    expect(await deleteExpiredAnalytics(testDb.db)).toEqual({ events: 0, salts: 0 });
  });
});
