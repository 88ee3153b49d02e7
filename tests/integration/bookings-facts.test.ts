/**
 * The booking rules follow the published facts: the notice for the earliest free time, the
 * cancellation cut-off and the phone the refusals offer come from the revision in force on the
 * server, not from the shipped constants. Two apps on one database, one with changed facts.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Availability, ManageView } from "#shared/booking/booking-api";
import { type SiteFacts, SiteFactsSchema } from "#shared/facts/site-facts-schema";
import { fixedFacts } from "#server/facts/facts-in-force";
import { withProof } from "../support/booking-proof";
import { bookingRequest } from "../support/bookings";
import { SHIPPED_FACTS } from "../support/site-facts";
import { buildTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const HOUR_MS = 3_600_000;
const NEW_PHONE = { display: "(720) 555-0199", href: "tel:+17205550199" };

/** Open every day, so the test finds times whatever weekday it runs on. */
function openEveryDay(facts: SiteFacts): SiteFacts {
  const hours: SiteFacts["business"]["hours"] = [
    {
      days: "Every day",
      schemaDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      opens: "08:00",
      closes: "18:00",
      label: "Daily 8AM-6PM",
    },
  ];
  return SiteFactsSchema.parse({ ...facts, business: { ...facts.business, hours } });
}

/** The shipped facts: 48 hours' notice to book, changes online until 24 hours before. */
const shipped = openEveryDay(SHIPPED_FACTS);
/** Published since: 24 hours' notice, changes online until a week (168 hours) before, a new phone. */
const changed = SiteFactsSchema.parse({
  ...shipped,
  business: { ...shipped.business, phone: NEW_PHONE },
  policies: { ...shipped.policies, bookingNoticeHours: 24, cancellationNoticeHours: 168 },
});

let testDb: TestDatabase;
let shippedApp: FastifyInstance;
let changedApp: FastifyInstance;

beforeAll(async () => {
  // No saved availability settings: the defaults come from the facts in force.
  testDb = await createTestDatabase();
  shippedApp = await buildTestApp(testDb.db, { facts: fixedFacts(shipped) });
  changedApp = await buildTestApp(testDb.db, { facts: fixedFacts(changed, 2) });
});
afterAll(async () => {
  await Promise.all([shippedApp.close(), changedApp.close()]);
  await testDb.drop();
});

async function firstFree(app: FastifyInstance): Promise<Date> {
  const res = await app.inject({ method: "GET", url: "/api/bookings/availability" });
  expect(res.statusCode).toBe(200);
  const starts = res.json<Availability>().days.flatMap((day) => day.slots.map((slot) => Date.parse(slot.startsAt)));
  return new Date(Math.min(...starts));
}

const book = async (app: FastifyInstance, body: object) =>
  app.inject({ method: "POST", url: "/api/bookings", payload: await withProof(app, body) });

describe("booking rules with changed facts", () => {
  it("offer and book times from the published notice: 24 hours instead of 48", async () => {
    const now = Date.now();
    const soonest = await firstFree(changedApp);
    expect(soonest.getTime()).toBeGreaterThanOrEqual(now + 24 * HOUR_MS - 60_000);
    // Open 8 to 6 every day: a time within the next 14 hours after the notice is always free.
    expect(soonest.getTime()).toBeLessThan(now + 48 * HOUR_MS);
    expect((await firstFree(shippedApp)).getTime()).toBeGreaterThanOrEqual(now + 48 * HOUR_MS - 60_000);

    const refused = await book(shippedApp, bookingRequest(soonest.toISOString()));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.startsAt).toBe("Please choose a time at least 48 hours from now.");
    const booked = await book(changedApp, bookingRequest(soonest.toISOString()));
    expect(booked.statusCode).toBe(201);
  });

  it("close online changes at the published cancellation notice, offering the published phone", async () => {
    const soonest = await firstFree(changedApp);
    const request = bookingRequest(soonest.toISOString());
    const booked = await book(changedApp, request);
    expect(booked.statusCode).toBe(201);
    const { manageToken } = booked.json<{ manageToken: string }>();
    const url = `/api/bookings/manage/${manageToken}`;

    // Less than a week ahead: too late to change online under the changed facts...
    const view = (await changedApp.inject({ method: "GET", url })).json<ManageView>();
    expect(view.canChange).toBe(false);
    expect(Date.parse(view.changeCutoff)).toBe(soonest.getTime() - 168 * HOUR_MS);
    const cancel = await changedApp.inject({ method: "POST", url: `${url}/cancel` });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.message).toBe(
      `Online changes close 168 hours before your walkthrough. Please call us at ${NEW_PHONE.display}.`,
    );
    // ...but not under the shipped 24 hours.
    expect((await shippedApp.inject({ method: "GET", url })).json<ManageView>().canChange).toBe(true);

    // A second booking for the same visitor is refused with the published phone too.
    const later = new Date(soonest.getTime() + 24 * HOUR_MS).toISOString();
    const again = await book(changedApp, { ...bookingRequest(later), email: request.email });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain(`or call us at ${NEW_PHONE.display}.`);
    expect(again.json().error.message).not.toContain(SHIPPED_FACTS.business.phone.display);
  });
});
