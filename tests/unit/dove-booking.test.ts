import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { BookingRequestSchema } from "#shared/booking/booking-request";
import {
  advanceBooking,
  type BookingOutcome,
  offerTimes,
  startBooking,
  wantsToBook,
} from "#shared/dove/booking/booking-flow";
import { type BookingState, readBookingState } from "#shared/dove/booking/booking-state";
import { isYes, parseAddress, pickOffered } from "#shared/dove/booking/booking-words";
import { SHIPPED_FACTS } from "../support/site-facts";

// Tue Dec 1 2026, 9:00, 9:30 and 10:00 MST.
const TIMES = ["2026-12-01T16:00:00.000Z", "2026-12-01T16:30:00.000Z", "2026-12-01T17:00:00.000Z"];

function reply(outcome: BookingOutcome): { state: BookingState | null; text: string } {
  if (outcome.kind !== "reply") throw new Error(`expected a reply, got ${outcome.kind}`);
  return outcome;
}

/** Sends messages one after another from `state`, each with a fresh key; returns the last outcome. */
function walk(state: BookingState | null, ...messages: string[]): BookingOutcome {
  let outcome: BookingOutcome | null = null;
  let current = state;
  for (const message of messages) {
    if (!current) throw new Error(`no booking under way before "${message}"`);
    outcome = advanceBooking(SHIPPED_FACTS, current, message, randomUUID());
    if (outcome.kind === "reply") current = outcome.state;
  }
  if (!outcome) throw new Error("no messages");
  return outcome;
}

const offered = () => startBooking(SHIPPED_FACTS, TIMES).state;
const DETAILS = ["2", "Jane Doe", "jane@example.com", "303 555 0199", "123 Main St, Parker, CO 80134"];

describe("Dove's walkthrough booking", () => {
  it("offers only the times it is given, numbered and labelled on Denver's clock", () => {
    const { state, text } = startBooking(SHIPPED_FACTS, TIMES);
    expect(text).toContain("1. Tue, Dec 1 · 9:00 AM MST\n2. Tue, Dec 1 · 9:30 AM MST\n3. Tue, Dec 1 · 10:00 AM MST");
    expect(state).toEqual({ step: "offered", times: TIMES, details: {} });
    expect(startBooking(SHIPPED_FACTS, [])).toEqual({ state: null, text: expect.stringContaining("(303) 555-0142") });
  });

  it("takes a time by number or by its label, in any case or spacing", () => {
    for (const said of ["2", " #2 ", "the 2nd one please", "second", "Tue, Dec 1 · 9:30 AM MST", "tue dec 1   9:30am"])
      expect(pickOffered(said, TIMES), said).toBe(TIMES[1]);
    expect(pickOffered("9:30 am works", TIMES)).toBe(TIMES[1]);
    expect(pickOffered("4", TIMES)).toBeNull();
    expect(pickOffered("sometime tuesday", TIMES)).toBeNull();
  });

  it("gathers name, email, phone and address, each checked by the booking form's schema", () => {
    const afterTime = reply(walk(offered(), "2"));
    expect(afterTime.text).toMatch(/^Tue, Dec 1 · 9:30 AM MST it is\. What name/);
    const badEmail = reply(walk(offered(), "2", "Jane Doe", "jane at example"));
    expect(badEmail.text).toContain("Please enter a valid email address");
    expect(badEmail.state).toMatchObject({ step: "collecting", field: "email", details: { name: "Jane Doe" } });
    const badPhone = reply(walk(offered(), "2", "Jane Doe", "jane@example.com", "555"));
    expect(badPhone.text).toContain("Please enter a valid US phone number");
    const badZip = reply(walk(offered(), "2", "Jane Doe", "jane@example.com", "3035550199", "123 Main St, Parker"));
    expect(badZip.text).toContain("ZIP code must be 5 digits");
  });

  it("reads the booking back and books only after an explicit yes", () => {
    const readBack = reply(walk(offered(), ...DETAILS));
    expect(readBack.text).toContain("Time: Tue, Dec 1 · 9:30 AM MST");
    expect(readBack.text).toContain("Phone: (303) 555-0199");
    expect(readBack.text).toContain("Address: 123 Main St, Parker 80134");
    expect(readBack.state?.step).toBe("read-back");
    for (const notYes of ["maybe", "hmm", "yes but change the phone", "yes, wait"])
      expect(walk(offered(), ...DETAILS, notYes).kind, notYes).not.toBe("book");

    const booked = walk(offered(), ...DETAILS, "Yes please!");
    expect(booked.kind).toBe("book");
    if (booked.kind !== "book") return;
    expect(readBack.state?.step === "read-back" && readBack.state.idempotencyKey).toBeTruthy();
    const request = BookingRequestSchema.parse(booked.request);
    expect(request).toMatchObject({
      startsAt: TIMES[1],
      name: "Jane Doe",
      email: "jane@example.com",
      phone: "(303) 555-0199",
      address: { street: "123 Main St", city: "Parker", zip: "80134" },
    });
  });

  it("after a no, asks what to change; a fixed field returns to the read-back, never straight to booking", () => {
    const no = reply(walk(offered(), ...DETAILS, "no"));
    expect(no.text).toContain("What should I change");
    expect(no.state?.step).toBe("changing");
    expect(walk(offered(), ...DETAILS, "no", "yes").kind).toBe("reply");
    const phone = reply(walk(offered(), ...DETAILS, "no", "the phone"));
    expect(phone.state).toMatchObject({ step: "collecting", field: "phone" });
    const fixed = reply(walk(offered(), ...DETAILS, "no, wrong email", "jane.doe@example.com"));
    expect(fixed.state?.step).toBe("read-back");
    expect(fixed.text).toContain("Email: jane.doe@example.com");
    expect(walk(offered(), ...DETAILS, "no, wrong email", "jane.doe@example.com", "yes").kind).toBe("book");
  });

  it("a different time goes back to the free times and keeps the details", () => {
    const other = walk(offered(), ...DETAILS, "can we do another time");
    expect(other).toMatchObject({ kind: "offer", details: { name: "Jane Doe" } });
    if (other.kind !== "offer") return;
    const again = offerTimes(SHIPPED_FACTS, [TIMES[2]!], other.details, other.lead);
    const picked = reply(walk(again.state, "1"));
    expect(picked.state).toMatchObject({ step: "read-back", startsAt: TIMES[2] });
  });

  it("stops on cancel, and lets questions through to the concierge", () => {
    expect(reply(walk(offered(), "2", "never mind")).state).toBeNull();
    expect(walk(offered(), "do you bring your own supplies?").kind).toBe("pass");
    expect(walk(offered(), "later")).toMatchObject({ kind: "offer", after: TIMES[2] });
  });

  it("recognises a request to book, and reads back only well-formed stored states", () => {
    expect(wantsToBook(SHIPPED_FACTS, "i'd like to book a walkthrough", [])).toBe(true);
    expect(wantsToBook(SHIPPED_FACTS, "how much for a 3 bed house", [])).toBe(false);
    expect(readBookingState({ step: "offered", times: [], details: {} })).toBeNull();
    expect(readBookingState(offered())).toEqual(offered());
    expect(isYes("Yep, book it")).toBe(true);
    expect(parseAddress(SHIPPED_FACTS, "9 Elm Rd Castle Rock 80104")).toEqual({
      street: "9 Elm Rd",
      city: "Castle Rock",
      zip: "80104",
    });
  });
});
