import { z } from "zod";
import { phoneDigits } from "../privacy/identifier";

/** An address inside a sentence ("it's jo@example.com, thanks"), before it is checked. */
const EMAIL_IN_TEXT = /[^\s<>(),;:"']+@[^\s<>(),;:"']+[^\s<>(),;:"'.!?]/g;
/** A run of digits written the usual ways: "720-555-0187", "(720) 555 0187", "+1 720.555.0187". */
const PHONE_IN_TEXT = /\+?[\d(][\d\s().-]{8,}\d/g;
/** Ten digits, or eleven with the country code 1: a North American number, not a price or a date. */
const PHONE_DIGIT_COUNT = 10;

/**
 * Wording that asks the business to phone: "call me back", "give me a call", "can someone call
 * me", "please ring me", "a callback". Asking how to call the business ("what's your number")
 * is not it.
 */
const CALL_BACK_WORDS =
  /\b(call(?:ed)?[\s-]?back|callback|call me|call us|give (?:me|us) a (?:call|ring)|ring me|phone me|reach me (?:at|on)|have (?:someone|somebody) call|(?:can|could|would|please)(?: someone| somebody| you)? call)\b/i;

const email = z.email();

/** The first well-formed email address the visitor typed, lower-cased, or null. */
export function emailIn(texts: readonly string[]): string | null {
  for (const text of texts) {
    for (const [candidate] of text.matchAll(EMAIL_IN_TEXT)) {
      const parsed = email.safeParse(candidate);
      if (parsed.success) return parsed.data.toLowerCase();
    }
  }
  return null;
}

/** Whether the text holds a phone number (ten digits, or eleven starting with the country code). */
export function hasPhoneNumber(text: string): boolean {
  return [...text.matchAll(PHONE_IN_TEXT)].some(([match]) => phoneDigits(match).length === PHONE_DIGIT_COUNT);
}

/**
 * Whether a chat visitor asked to be called back: somewhere they wrote a phone number and
 * somewhere they asked to be called (the two often come in separate messages). Dove records
 * no callback request itself, so the owner's chat list reads it from the transcript.
 */
export function asksForCallBack(visitorMessages: readonly string[]): boolean {
  return visitorMessages.some(hasPhoneNumber) && visitorMessages.some((text) => CALL_BACK_WORDS.test(text));
}
