import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatBookingTime } from "#shared/booking/time-label";
import { storedBooking } from "../support/bookings";
import { inboxCli } from "../support/inbox-cli";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let testDb: TestDatabase;
const inbox = (...args: string[]) => inboxCli(testDb.url, ...args);

beforeAll(async () => {
  testDb = await createTestDatabase();
}, 60_000);
afterAll(() => testDb.drop());

describe("npm run inbox -- availability and bookings", () => {
  it("shows the defaults, changes settings, refuses a bad value naming it, and blocks and unblocks Denver days", async () => {
    const shown = (await inbox("availability")).stdout;
    expect(shown).toContain("Availability (America/Denver):");
    expect(shown).toMatch(/Mon {2}08:00-18:00/);
    expect(shown).toContain("walkthroughMinutes 45, bufferMinutes 30, capacity 1, noticeHours 48, horizonDays 21");

    expect((await inbox("availability", "set", "capacity=2", "noticeHours=24")).stdout).toContain(
      "capacity 2, noticeHours 24",
    );
    await expect(inbox("availability", "set", "capacity=0")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("capacity: Capacity must be at least 1"),
    });
    expect((await testDb.db.bookingSettings.findUniqueOrThrow({ where: { id: 1 } })).capacity).toBe(2);

    // A day on Denver's clock: midnight to midnight, winter time (UTC-7).
    const blocked = (await inbox("availability", "block", "add", "2026-12-24", "2026-12-26", "Holidays")).stdout;
    const block = await testDb.db.bookingBlock.findFirstOrThrow({ where: { reason: "Holidays" } });
    expect([block.startsAt.toISOString(), block.endsAt.toISOString()]).toEqual([
      "2026-12-24T07:00:00.000Z",
      "2026-12-26T07:00:00.000Z",
    ]);
    expect(blocked).toContain(`(id ${block.id})`);
    await expect(inbox("availability", "block", "add", "2026-12-26", "2026-12-24")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("endsAt: End must be after start"),
    });
    await inbox("availability", "block", "remove", block.id);
    expect(await testDb.db.bookingBlock.count()).toBe(0);
    expect(
      (await testDb.db.auditEntry.findMany({ orderBy: { at: "asc" }, select: { action: true } })).map((e) => e.action),
    ).toEqual(["bookings.settings-update", "bookings.block-add", "bookings.block-remove"]);
  }, 120_000);

  it("lists upcoming walkthroughs at Denver time, and audits the listing", async () => {
    const startsAt = new Date(Date.now() + 5 * 86_400_000);
    const { id } = await storedBooking(testDb.db, {
      email: "cli.booker@example.com",
      phone: "(303) 555-0100",
      startsAt,
    });
    const listed = (await inbox("bookings")).stdout;
    expect(listed).toContain(formatBookingTime(startsAt));
    expect(listed).toContain("cli.booker@example.com");
    const entry = await testDb.db.auditEntry.findFirstOrThrow({ where: { action: "booking.open" } });
    expect(entry.records).toEqual([{ kind: "booking", id }]);
  }, 120_000);

  it("cancels bookings as spam by reference: a dry run first, then --yes (audited, nothing queued)", async () => {
    const { reference, id } = await storedBooking(testDb.db, {
      email: "fake.booker@example.com",
      phone: "(303) 555-0101",
      startsAt: new Date(Date.now() + 6 * 86_400_000),
    });
    await testDb.db.booking.update({ where: { id }, data: { status: "confirmed" } });
    await expect(inbox("bookings", "spam", reference)).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining("fake.booker@example.com"),
      stderr: expect.stringContaining(`Nothing cancelled. To cancel these 1 as spam`),
    });
    await expect(inbox("bookings", "spam", "BK-ZZZZZZ", "--yes")).rejects.toMatchObject({
      stderr: expect.stringContaining("No booking with reference BK-ZZZZZZ"),
    });
    expect((await testDb.db.booking.findUniqueOrThrow({ where: { id } })).spamAt).toBeNull();

    expect((await inbox("bookings", "spam", reference.toLowerCase(), "--yes")).stdout).toContain(
      `Cancelled as spam, their times freed and nothing emailed: ${reference}.`,
    );
    expect(await testDb.db.booking.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "cancelled" });
    const entry = await testDb.db.auditEntry.findFirstOrThrow({ where: { action: "bookings.cancel-spam" } });
    expect([entry.actor, entry.records]).toEqual([expect.stringMatching(/^cli:/), [{ kind: "booking", id }]]);
    expect((await inbox("bookings")).stdout).toContain(`${reference}  [cancelled, spam]`);
  }, 120_000);
});
