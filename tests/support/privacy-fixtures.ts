import { estimateRow } from "#server/leads/save-estimate";
import type { Db } from "#server/db/client";
import { REFERENCE_ALPHABET, referenceFrom } from "#shared/leads/estimate-reference";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import { storedBooking } from "./bookings";
import { SHIPPED_FACTS } from "./site-facts";

const HOME: EstimateInput = { sqft: 1800, bedrooms: 3, bathrooms: 2, pets: false, serviceType: "standard", addOns: [] };

/** An estimate row priced by the engine, under a random valid reference. */
const estimateOf = (source: "contact" | "dove") =>
  estimateRow(
    SHIPPED_FACTS,
    referenceFrom(() => Math.floor(Math.random() * REFERENCE_ALPHABET.length)),
    HOME,
    source,
  );

export interface SeededPerson {
  email: string;
  phone: string;
  /** Contact messages carrying the email or phone in a field, or mentioning it in their text. */
  contactIds: string[];
  /** Conversations in which the visitor typed the email or the phone number. */
  conversationIds: string[];
  estimateReferences: string[];
  /** A walkthrough booked with the email (in another case), and one booked with the phone number. */
  bookingReferences: string[];
}

/**
 * Everything one visitor can leave behind, spelled the ways people spell it: two contact messages
 * (one by email in another case, one by phone only, formatted), a third person's message that
 * mentions the email, two chats (the email typed; the phone typed another way), and estimates
 * tied to a message and to a chat; two walkthroughs booked, one with the email, one with the phone.
 */
export async function seedPerson(db: Db, tag: string, createdAt = new Date()): Promise<SeededPerson> {
  const email = `dana.${tag}@private.example`;
  const phone = `(720) 555-${String(1000 + Math.floor(Math.random() * 8999))}`;
  const digits = phone.replace(/\D/g, "");
  const contactEstimate = await db.estimate.create({
    data: { ...estimateOf("contact"), createdAt },
    select: { id: true, reference: true },
  });
  const byEmail = await db.contactMessage.create({
    data: {
      name: `Dana ${tag}`,
      email: email.toUpperCase(),
      address: "12 Quiet Court",
      message: "Subject: Pricing\n\nHow much is a deep clean?",
      subject: "Pricing",
      estimateId: contactEstimate.id,
      createdAt,
    },
  });
  const byPhone = await db.contactMessage.create({
    data: {
      name: `D. ${tag}`,
      email: `other.${tag}@elsewhere.example`,
      phone: `+1 ${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`,
      message: "Please call me back about a move-out clean.",
      createdAt,
    },
  });
  const mention = await db.contactMessage.create({
    data: {
      name: `Friend ${tag}`,
      email: `friend.${tag}@elsewhere.example`,
      message: `My neighbour (${email}) recommended you, please quote both homes.`,
      createdAt,
    },
  });
  const emailChat = await db.chatConversation.create({
    data: {
      sessionId: `session-${tag}-1`,
      createdAt,
      updatedAt: createdAt,
      messages: {
        create: [
          { role: "user", content: `Hi, I'm Dana, reach me at ${email}`, createdAt },
          { role: "assistant", content: "Thanks Dana!", provider: "built-in", latencyMs: 4, createdAt },
        ],
      },
    },
  });
  const phoneChat = await db.chatConversation.create({
    data: {
      sessionId: `session-${tag}-2`,
      createdAt,
      updatedAt: createdAt,
      messages: { create: [{ role: "user", content: `text me on ${digits}`, createdAt }] },
    },
  });
  const chatEstimate = await db.estimate.create({
    data: { ...estimateOf("dove"), conversationId: phoneChat.id, createdAt },
    select: { reference: true },
  });
  const emailBooking = await storedBooking(db, {
    email: email.toUpperCase(),
    phone: "(303) 555-0100",
    startsAt: createdAt,
  });
  const phoneBooking = await storedBooking(db, {
    email: `booker.${tag}@elsewhere.example`,
    phone: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
    startsAt: createdAt,
  });
  return {
    email,
    phone,
    bookingReferences: [emailBooking.reference, phoneBooking.reference],
    contactIds: [byEmail.id, byPhone.id, mention.id],
    conversationIds: [emailChat.id, phoneChat.id],
    estimateReferences: [contactEstimate.reference, chatEstimate.reference],
  };
}

/** Someone else's message, chat and estimate, which a request about another person must leave alone. */
export async function seedBystander(db: Db, tag: string) {
  const estimate = await db.estimate.create({ data: estimateOf("contact"), select: { id: true } });
  const contact = await db.contactMessage.create({
    data: {
      name: `Bystander ${tag}`,
      email: `bystander.${tag}@private.example`,
      phone: "303-555-0100",
      message: "Do you clean windows?",
      estimateId: estimate.id,
    },
  });
  const chat = await db.chatConversation.create({
    data: {
      sessionId: `bystander-${tag}`,
      messages: { create: [{ role: "user", content: "Do you bring supplies?" }] },
    },
  });
  return { contactId: contact.id, conversationId: chat.id, estimateId: estimate.id };
}
