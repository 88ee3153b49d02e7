import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatBookingTime } from "#shared/booking/time-label";
import { listedSlots, openEveryDay } from "../support/bookings";
import { chatVisitor } from "../support/chat-visitor";
import { type FakeOpenAi, fakeModelProvider, startFakeOpenAi } from "../support/fake-openai-server";
import { buildTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let testDb: TestDatabase;
let fake: FakeOpenAi;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await openEveryDay(testDb.db);
  fake = await startFakeOpenAi();
  const dove = fakeModelProvider(fake, testDb.db, { timeoutMs: 10_000, maxTokens: 200 });
  app = await buildTestApp(testDb.db, { dove });
});
afterAll(async () => {
  await Promise.all([app.close(), fake.close()]);
  await testDb.drop();
});

/** A visitor whose every reply comes with the provider stored for it. */
function visitor() {
  const chat = chatVisitor(app, "model-booking");
  return {
    get conversationId() {
      return chat.conversationId;
    },
    async say(message: string) {
      const body = await chat.say(message);
      const last = await testDb.db.chatMessage.findFirstOrThrow({
        where: { conversationId: body.conversationId },
        orderBy: { id: "desc" },
      });
      return { ...body, provider: last.provider };
    },
  };
}

/** The tool results the model was sent in the newest request, parsed, oldest first. */
const toolResults = () =>
  (fake.requests.at(-1)?.messages ?? []).filter((m) => m.role === "tool").map((m) => JSON.parse(m.content ?? "{}"));

const stage = (args: Record<string, string>) => ({
  kind: "tools" as const,
  calls: [{ name: "book_walkthrough", arguments: JSON.stringify(args) }],
});

const DETAILS = {
  name: "Morgan Model",
  email: "morgan.model@example.com",
  phone: "303.555.0144",
  address: "7 Pine St, Parker, CO 80134",
};

describe("booking through the model's tools", () => {
  it("offers only list_free_times' times; the visitor then picks by number with the server", async () => {
    const chat = visitor();
    const free = await listedSlots(app);
    const requestsBefore = fake.requests.length;
    fake.script(
      { kind: "tools", calls: [{ name: "list_free_times", arguments: "{}" }] },
      { kind: "text", text: "Pick one of those times." },
    );
    await chat.say("Could someone come see the house next week?");
    expect(toolResults()[0].times).toEqual(
      free.slice(0, 3).map((slot, index) => ({ number: index + 1, label: formatBookingTime(slot) })),
    );
    const picked = await chat.say("2");
    expect(picked).toMatchObject({ provider: "booking-desk", response: expect.stringContaining("What name") });
    expect(fake.requests).toHaveLength(requestsBefore + 2);
  });

  it("book_walkthrough only holds the booking: the server books on the visitor's yes in the next turn", async () => {
    const chat = visitor();
    const free = await listedSlots(app);
    fake.script(
      { kind: "tools", calls: [{ name: "list_free_times", arguments: "{}" }] },
      stage({ time: "1", ...DETAILS }),
      { kind: "text", text: "Here is your walkthrough. Reply yes to book it." },
    );
    // Even a yes in the very message the model stages it with books nothing.
    await chat.say(
      "Yes, book me the first time you have: Morgan Model, morgan.model@example.com, 303.555.0144, 7 Pine St, Parker 80134",
    );
    const readBack = toolResults()[1];
    expect(readBack.readBack).toContain(`Time: ${formatBookingTime(free[0]!)}`);
    expect(readBack.readBack).toContain("Phone: (303) 555-0144");
    expect(await testDb.db.booking.count({ where: { conversationId: chat.conversationId } })).toBe(0);

    const requestsBefore = fake.requests.length;
    const booked = await chat.say("yes");
    expect(booked.provider).toBe("booking-desk");
    expect(fake.requests).toHaveLength(requestsBefore);
    const booking = await testDb.db.booking.findFirstOrThrow({ where: { conversationId: chat.conversationId } });
    expect(booking).toMatchObject({ source: "chat", startsAt: new Date(free[0]!), email: DETAILS.email });
    expect(booked.booking?.reference).toBe(booking.reference);
  });

  it("refuses a time it did not offer and details the booking form would refuse, naming the field", async () => {
    const chat = visitor();
    fake.script(
      { kind: "tools", calls: [{ name: "list_free_times", arguments: "{}" }] },
      {
        kind: "tools",
        calls: [
          { name: "book_walkthrough", arguments: JSON.stringify({ time: "Sun, Jan 3 · 3:00 AM MST", ...DETAILS }) },
          {
            name: "book_walkthrough",
            arguments: JSON.stringify({ time: "1", ...DETAILS, email: "morgan at example" }),
          },
        ],
      },
      { kind: "text", text: "What is your email address?" },
    );
    await chat.say("I want to book");
    const [, notOffered, badEmail] = toolResults();
    expect(notOffered.error).toMatch(/list_free_times/);
    expect(badEmail.fields).toEqual({ email: "Please enter a valid email address" });
    const conversation = await testDb.db.chatConversation.findUniqueOrThrow({ where: { id: chat.conversationId! } });
    expect(conversation.bookingState).toMatchObject({ step: "offered" });
  });
});
