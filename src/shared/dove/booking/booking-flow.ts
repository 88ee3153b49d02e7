import type { z } from "zod";
import { BookingAddressSchema, BookingRequestSchema, isOutsideServiceArea } from "#shared/booking/booking-request";
import { formatBookingTime } from "#shared/booking/time-label";
import { type EarlierTurn, conciergeAnswer } from "#shared/dove/concierge";
import type { DoveFacts } from "#shared/dove/dove-facts";
import {
  BOOKING_FIELDS,
  type BookingDetails,
  type BookingField,
  type BookingState,
  type CompleteDetails,
} from "./booking-state";
import { answerFor, changeNamed, isStop, isYes, parseAddress, pickOffered, wantsOtherTimes } from "./booking-words";

type BookingInput = z.input<typeof BookingRequestSchema>;

/**
 * What one visitor message does to a booking under way:
 * - `reply`: Dove says `text`, and the booking is now `state` (null: over);
 * - `offer`: the server lists free times (after `after`, if set) and calls `offerTimes`;
 * - `book`: the visitor said yes to the read-back; the server books `request` and then says
 *   `bookedReply`, or `offerTimes` again when the time was taken meanwhile;
 * - `pass`: not about the booking (a question): the provider answers, the booking waits.
 */
export type BookingOutcome =
  | { kind: "reply"; state: BookingState | null; text: string }
  | { kind: "offer"; after: string | null; details: BookingDetails; lead: string }
  | { kind: "book"; request: BookingInput }
  | { kind: "pass" };

const QUESTIONS: Record<BookingField, string> = {
  name: "What name should I book it under?",
  email: "What email address should we send the confirmation to?",
  phone: "What phone number can we reach you at?",
  address: "What's the address for the walkthrough? Street, city and ZIP, like 123 Main St, Parker, 80134.",
};

const STOPPED = `Okay, I've stopped there: nothing was booked. Whenever you're ready, ask me again or book at /booking.`;

/** The intents after which Dove offers to book the walkthrough right in the chat. */
export function wantsToBook(facts: DoveFacts, message: string, earlier: readonly EarlierTurn[]): boolean {
  return conciergeAnswer(facts, message, earlier).intents.some(
    (intent) => intent === "booking" || intent === "walkthrough",
  );
}

/** Lists free times to pick from; with none, says to call and ends (or keeps what was offered before). */
export function offerTimes(
  { business }: DoveFacts,
  times: readonly string[],
  details: BookingDetails,
  lead: string,
  before: BookingState | null = null,
): { state: BookingState | null; text: string } {
  if (times.length === 0) {
    return before
      ? {
          state: before,
          text: `${lead}There are no other free times online. Pick one above, or call ${business.phone.display}.`,
        }
      : {
          state: null,
          text: `${lead}I have no free walkthrough times online right now. Please call ${business.phone.display} and we'll find one.`,
        };
  }
  const list = times.map((time, index) => `${index + 1}. ${formatBookingTime(time)}`).join("\n");
  return {
    state: { step: "offered", times: [...times], details },
    text: `${lead}The next free walkthrough times (Mountain Time):\n${list}\nReply with a number or a time, "later" for other times, or "cancel" to stop.`,
  };
}

/** The opening of a booking: what the walkthrough is, then the times. */
export function startBooking(facts: DoveFacts, times: readonly string[]): { state: BookingState | null; text: string } {
  return offerTimes(
    facts,
    times,
    {},
    "I can book your free, no-obligation walkthrough right here: we visit, see your home and give you a clear price. ",
  );
}

/** The details when all four are there. */
export function completeDetails({ name, email, phone, address }: BookingDetails): CompleteDetails | null {
  return name !== undefined && email !== undefined && phone !== undefined && address !== undefined
    ? { name, email, phone, address }
    : null;
}

/** The next question for a picked time: a missing detail, or the read-back once none is. */
function nextStep(
  facts: DoveFacts,
  startsAt: string,
  details: BookingDetails,
  key: string,
  lead: string,
): BookingOutcome {
  const all = completeDetails(details);
  if (all) {
    return {
      kind: "reply",
      state: { step: "read-back", startsAt, details: all, idempotencyKey: key },
      text: `${lead}${readBack(facts, startsAt, all)}`,
    };
  }
  const field = BOOKING_FIELDS.find((name) => details[name] === undefined) ?? "name";
  return { kind: "reply", state: { step: "collecting", startsAt, field, details }, text: `${lead}${QUESTIONS[field]}` };
}

function addressLine(address: CompleteDetails["address"]): string {
  return `${address.street}, ${address.city} ${address.zip}`;
}

/** Everything the booking will hold, to be confirmed with an explicit yes. */
export function readBack(facts: DoveFacts, startsAt: string, details: CompleteDetails): string {
  const outside = isOutsideServiceArea(details.address.zip, facts);
  return [
    "Here's your walkthrough:",
    `Time: ${formatBookingTime(startsAt)}`,
    `Name: ${details.name}`,
    `Email: ${details.email}`,
    `Phone: ${details.phone}`,
    `Address: ${addressLine(details.address)}`,
    ...(outside ? ["That ZIP is outside our usual area: we'll still take the request and confirm with you."] : []),
    `Shall I book it? Reply "yes" to book, or tell me what to change (time, name, email, phone or address).`,
  ].join("\n");
}

/** What Dove says once the booking is stored. */
export function bookedReply(
  { business }: DoveFacts,
  reference: string,
  startsAt: string,
  email: string,
  emailed: boolean,
): string {
  const follow = emailed
    ? `We've emailed ${email} a confirmation with a calendar invite and a private link to reschedule or cancel.`
    : `To see, move or cancel it, use your private link below, or call ${business.phone.display}.`;
  return `You're booked! Your free walkthrough is ${formatBookingTime(startsAt)}, reference ${reference}. ${follow}`;
}

/** Checks one answer with the booking form's own schema: the value, or the schema's message. */
export function checkField(
  facts: DoveFacts,
  field: BookingField,
  message: string,
): { ok: true; details: BookingDetails } | { ok: false; error: string } {
  const schema = field === "address" ? BookingAddressSchema : BookingRequestSchema.shape[field];
  const parsed = schema.safeParse(
    field === "address" ? parseAddress(facts, answerFor(field, message)) : answerFor(field, message),
  );
  if (parsed.success) return { ok: true, details: { [field]: parsed.data } };
  return { ok: false, error: parsed.error.issues[0]?.message ?? "That doesn't look right" };
}

function onOffered(
  facts: DoveFacts,
  state: Extract<BookingState, { step: "offered" }>,
  message: string,
  key: string,
): BookingOutcome {
  const picked = pickOffered(message, state.times);
  if (picked) return nextStep(facts, picked, state.details, key, `${formatBookingTime(picked)} it is. `);
  if (isStop(message)) return { kind: "reply", state: null, text: STOPPED };
  if (wantsOtherTimes(message))
    return { kind: "offer", after: state.times.at(-1) ?? null, details: state.details, lead: "" };
  if (message.includes("?")) return { kind: "pass" };
  return {
    kind: "reply",
    state,
    text: `Which time works? Reply with its number (1 to ${state.times.length}), "later" for other times, or "cancel" to stop.`,
  };
}

function onCollecting(
  facts: DoveFacts,
  state: Extract<BookingState, { step: "collecting" }>,
  message: string,
  key: string,
): BookingOutcome {
  if (isStop(message)) return { kind: "reply", state: null, text: STOPPED };
  const checked = checkField(facts, state.field, message);
  if (checked.ok) return nextStep(facts, state.startsAt, { ...state.details, ...checked.details }, key, "Thanks. ");
  if (message.includes("?")) return { kind: "pass" };
  return { kind: "reply", state, text: `${checked.error}. ${QUESTIONS[state.field]}` };
}

function onReadBack(
  facts: DoveFacts,
  state: Extract<BookingState, { step: "read-back" }>,
  message: string,
): BookingOutcome {
  if (isYes(message)) {
    return {
      kind: "book",
      request: {
        idempotencyKey: state.idempotencyKey,
        startsAt: state.startsAt,
        ...state.details,
        // Read back with the visitor: an outside ZIP is asked about anyway, as the form's "Ask anyway".
        outsideAreaOk: true,
      },
    };
  }
  return onChange(facts, { step: "changing", startsAt: state.startsAt, details: state.details }, message, null);
}

/** A "no" or a correction: the time offered again, a detail asked again, or which one to change. */
function onChange(
  facts: DoveFacts,
  state: Extract<BookingState, { step: "changing" }>,
  message: string,
  key: string | null,
): BookingOutcome {
  if (isStop(message)) return { kind: "reply", state: null, text: STOPPED };
  const change = changeNamed(message);
  if (change === "time") return { kind: "offer", after: null, details: state.details, lead: "Sure. " };
  if (change) {
    const { [change]: _old, ...kept } = state.details;
    return {
      kind: "reply",
      state: { step: "collecting", startsAt: state.startsAt, field: change, details: kept },
      text: `Sure. ${QUESTIONS[change]}`,
    };
  }
  // A yes after a "no" gets the read-back again: only a yes right after it books.
  if (key && isYes(message)) return nextStep(facts, state.startsAt, state.details, key, "");
  if (message.includes("?") && !/^\s*no\b/i.test(message)) return { kind: "pass" };
  return {
    kind: "reply",
    state,
    text: `No problem, nothing is booked yet. What should I change: the time, name, email, phone or address? Or say "cancel" to stop.`,
  };
}

/**
 * The booking's next step for one visitor message. `key` is a fresh UUID: it becomes the
 * booking's idempotency key when the read-back is shown, so one yes books once however often
 * it is sent.
 */
export function advanceBooking(facts: DoveFacts, state: BookingState, message: string, key: string): BookingOutcome {
  switch (state.step) {
    case "offered":
      return onOffered(facts, state, message, key);
    case "collecting":
      return onCollecting(facts, state, message, key);
    case "read-back":
      return onReadBack(facts, state, message);
    case "changing":
      return onChange(facts, state, message, key);
  }
}
