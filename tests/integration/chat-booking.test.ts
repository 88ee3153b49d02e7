import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findChat } from "#server/admin/chat-queries";
import { formatBookingTime } from "#shared/booking/time-label";
import { withProof } from "../support/booking-proof";
import { bookingRequest, listedSlots, openEveryDay } from "../support/bookings";
import { chatVisitor } from "../support/chat-visitor";
import { buildTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await openEveryDay(testDb.db);
  app = await buildTestApp(testDb.db);
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const visitor = () => chatVisitor(app, "booking");

const DETAILS = ["Jordan Chat", "jordan.chat@example.com", "(303) 555-0166", "44 Aspen Way, Parker, CO 80134"];
/** Another visitor: one upcoming walkthrough per email, phone and address. */
const OTHER_DETAILS = ["Jordan Chat", "jordan.other@example.com", "(303) 555-0167", "46 Aspen Way, Parker, CO 80134"];

describe("booking a walkthrough with Dove (built-in concierge)", () => {
  it("offers the real next free times, gathers the details, reads back, and books on yes through the site's path", async () => {
    const chat = visitor();
    const free = await listedSlots(app);
    const offer = await chat.say("I'd like to book a walkthrough please");
    for (const [index, slot] of free.slice(0, 3).entries())
      expect(offer.response).toContain(`${index + 1}. ${formatBookingTime(slot)}`);
    expect(offer.response).not.toContain(`4. `);

    expect((await chat.say(formatBookingTime(free[1]!).toUpperCase())).response).toContain("What name");
    for (const detail of DETAILS.slice(0, 3)) await chat.say(detail);
    const readBack = await chat.say(DETAILS[3]!);
    expect(readBack.response).toContain(`Time: ${formatBookingTime(free[1]!)}`);
    expect(readBack.response).toContain("Address: 44 Aspen Way, Parker 80134");
    expect(await testDb.db.booking.count({ where: { conversationId: chat.conversationId } })).toBe(0);

    // A change returns to the read-back; only the yes after it books.
    expect((await chat.say("no, the phone is wrong")).response).toContain("phone number");
    expect((await chat.say("720 555 0101")).response).toContain("Phone: (720) 555-0101");
    expect(await testDb.db.booking.count({ where: { conversationId: chat.conversationId } })).toBe(0);
    const done = await chat.say("Yes");

    const booking = await testDb.db.booking.findFirstOrThrow({ where: { conversationId: chat.conversationId } });
    expect(booking).toMatchObject({
      source: "chat",
      startsAt: new Date(free[1]!),
      name: "Jordan Chat",
      email: "jordan.chat@example.com",
      phone: "(720) 555-0101",
      street: "44 Aspen Way",
      city: "Parker",
      zip: "80134",
      status: "confirmed",
    });
    expect(done.response).toContain(`reference ${booking.reference}`);
    expect(done.booking).toEqual({
      reference: booking.reference,
      managePath: expect.stringMatching(/^\/booking\/manage\//),
    });
    expect(await listedSlots(app)).not.toContain(free[1]);

    // The private link goes to the visitor's browser only: not into the transcript or the conversation.
    const token = done.booking!.managePath.split("/").at(-1)!;
    const conversation = await testDb.db.chatConversation.findUniqueOrThrow({
      where: { id: chat.conversationId! },
      include: { messages: true },
    });
    const text = JSON.stringify(conversation, (_key, value: unknown) =>
      typeof value === "bigint" ? value.toString() : value,
    );
    expect(text).toContain("Jordan Chat");
    expect(text).not.toContain(token);
    expect(conversation.bookingState).toBeNull();
    expect(conversation.messages.filter((m) => m.provider === "booking-desk").length).toBeGreaterThan(5);

    // The owner's transcript names the booking; a repeated yes books nothing more.
    expect((await findChat(testDb.db, chat.conversationId!))?.bookings).toEqual([
      { id: booking.id, reference: booking.reference, startsAt: free[1], status: "confirmed" },
    ]);
    await chat.say("yes");
    expect(await testDb.db.booking.count({ where: { conversationId: chat.conversationId } })).toBe(1);
  });

  it("says so when the time was taken meanwhile, offers the next free ones and keeps the details", async () => {
    const chat = visitor();
    const offer = await chat.say("can i schedule a walkthrough");
    const [first] = (await listedSlots(app)).filter((slot) => offer.response.includes(formatBookingTime(slot)));
    await chat.say("1");
    for (const detail of OTHER_DETAILS) await chat.say(detail);
    // Someone else books that time on /booking before the visitor says yes.
    const other = await app.inject({
      method: "POST",
      url: "/api/bookings",
      payload: await withProof(app, bookingRequest(first!)),
    });
    expect(other.statusCode).toBe(201);

    const taken = await chat.say("yes please");
    expect(taken.response).toMatch(/^Sorry, that time was just taken\./);
    expect(taken.response).not.toContain(formatBookingTime(first!));
    expect(taken.booking).toBeUndefined();
    const readBack = await chat.say("1");
    expect(readBack.response).toContain("Name: Jordan Chat");
    const booked = await chat.say("yes");
    expect(booked.booking?.reference).toMatch(/^BK-/);
    expect(await testDb.db.booking.count({ where: { conversationId: chat.conversationId } })).toBe(1);
  });

  it("books nothing without an explicit yes, and stops on cancel", async () => {
    const chat = visitor();
    await chat.say("how do i book");
    await chat.say("2");
    for (const detail of DETAILS) await chat.say(detail);
    for (const notYes of ["hmm not sure", "maybe later?", "no"]) await chat.say(notYes);
    expect((await chat.say("cancel")).response).toContain("nothing was booked");
    expect(await testDb.db.booking.count({ where: { conversationId: chat.conversationId } })).toBe(0);
    const conversation = await testDb.db.chatConversation.findUniqueOrThrow({ where: { id: chat.conversationId! } });
    expect(conversation.bookingState).toBeNull();
  });

  it("lets a question through to the concierge mid-booking and carries on after it", async () => {
    const chat = visitor();
    await chat.say("book a walkthrough");
    await chat.say("3");
    const answer = await chat.say("do you bring your own supplies?");
    expect(answer.response).not.toContain("What name");
    expect((await chat.say("Jordan Chat")).response).toContain("email");
  });
});
