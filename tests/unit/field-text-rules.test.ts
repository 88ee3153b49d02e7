import { describe, expect, it } from "vitest";
import { BlockInputSchema } from "#shared/booking/availability-settings";
import { BookingRequestSchema } from "#shared/booking/booking-request";
import { checkField } from "#shared/dove/booking/booking-flow";
import { ChatRequestSchema } from "#shared/schemas/chat";
import { ContactFormSchema, ContactMessageSchema } from "#shared/schemas/contact";
import { OwnerNameSchema } from "#server/admin/owner-accounts";
import { SHIPPED_FACTS } from "../support/site-facts";

const BOOKING = {
  idempotencyKey: "8d3c4f60-1f6b-4a36-9c2b-1e0f7c6a5b4d",
  startsAt: "2026-12-01T16:00:00.000Z",
  name: "Pat Booker",
  email: "pat@example.com",
  phone: "303-555-0177",
  address: { street: "12 Elm St", city: "Parker", zip: "80134" },
};
const CONTACT = { name: "Pat Booker", email: "pat@example.com", message: "Can you clean on Saturdays?" };

/** The issues of a parse as "path: message". */
function issues(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }): string[] {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("the booking form's fields (the browser's, the server's and Dove's schema)", () => {
  it("refuse a name, street or city over two lines or with a direction override, naming the field", () => {
    expect(
      issues(BookingRequestSchema.safeParse({ ...BOOKING, name: "Refund ready\nClaim: http://evil.example" })),
    ).toEqual(["name: Name must be on one line"]);
    expect(
      issues(
        BookingRequestSchema.safeParse({
          ...BOOKING,
          address: { street: "12 Elm St\u202E", city: "Par\u200Bker", zip: "80134" },
        }),
      ),
    ).toEqual([
      "address.street: Street address contains a hidden character we can't accept",
      "address.city: City contains a hidden character we can't accept",
    ]);
  });

  it("keep line breaks in the notes, but not a hidden character", () => {
    expect(BookingRequestSchema.parse({ ...BOOKING, notes: "Gate code 1234\nDog in the yard" }).notes).toBe(
      "Gate code 1234\nDog in the yard",
    );
    expect(issues(BookingRequestSchema.safeParse({ ...BOOKING, notes: "see \u2066this\u2069" }))).toEqual([
      "notes: Notes contains a hidden character we can't accept",
    ]);
  });

  it("are what Dove checks each answer with: its reply names the problem", () => {
    expect(checkField(SHIPPED_FACTS, "name", "Refund ready\nClaim: http://evil.example")).toEqual({
      ok: false,
      error: "Name must be on one line",
    });
    expect(checkField(SHIPPED_FACTS, "name", "Bob \u202Egnp.exe")).toEqual({
      ok: false,
      error: "Name contains a hidden character we can't accept",
    });
    // An address typed over two lines is one address.
    expect(checkField(SHIPPED_FACTS, "address", "12 Elm St\nParker, CO 80134")).toEqual({
      ok: true,
      details: { address: { street: "12 Elm St", city: "Parker", zip: "80134" } },
    });
  });
});

describe("the contact form, the chat and the owner's account", () => {
  it("refuse a name over two lines or with a hidden character, in the form's and the API's schema", () => {
    for (const schema of [ContactMessageSchema, ContactFormSchema]) {
      const form = { ...CONTACT, phone: "", address: "", subject: "other", website: "" };
      expect(issues(schema.safeParse({ ...form, name: "Pat\nBooker" }))).toEqual(["name: Name must be on one line"]);
      expect(issues(schema.safeParse({ ...form, address: "12 Elm St\u200F" }))).toEqual([
        "address: Address contains a hidden character we can't accept",
      ]);
    }
    expect(ContactMessageSchema.parse({ ...CONTACT, message: "Hello,\n\nSaturdays?" }).message).toBe(
      "Hello,\n\nSaturdays?",
    );
  });

  it("keep line breaks in a chat message but refuse a direction override", () => {
    const chat = { conversationId: null, sessionId: "s" };
    expect(ChatRequestSchema.safeParse({ ...chat, message: "Hi\nthere" }).success).toBe(true);
    expect(issues(ChatRequestSchema.safeParse({ ...chat, message: "Hi \u202Ethere" }))).toEqual([
      "message: Message contains a hidden character we can't accept",
    ]);
  });

  it("refuse an owner's name over two lines", () => {
    expect(OwnerNameSchema.safeParse("Pat\nOwner").error?.issues[0]?.message).toBe("Name must be on one line");
    expect(OwnerNameSchema.parse(" Pat Owner ")).toBe("Pat Owner");
  });
});

describe("the owner's time-away reason", () => {
  it("refuses a NUL (which PostgreSQL cannot store) and a line break, naming the field", () => {
    const away = { startsAt: "2030-01-01T00:00:00-07:00", endsAt: "2030-01-02T00:00:00-07:00" };
    expect(issues(BlockInputSchema.safeParse({ ...away, reason: "\u0000" }))).toEqual([
      "reason: Reason contains a character that cannot be stored",
      "reason: Reason contains a hidden character we can't accept",
    ]);
    expect(issues(BlockInputSchema.safeParse({ ...away, reason: "Away\nCall me" }))).toEqual([
      "reason: Reason must be on one line",
    ]);
    expect(BlockInputSchema.parse({ ...away, reason: " Vacation " }).reason).toBe("Vacation");
  });
});
