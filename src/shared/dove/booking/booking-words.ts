import { lookupServiceArea } from "#shared/areas/lookup";
import { formatBookingTime, formatSlotTime } from "#shared/booking/time-label";
import type { DoveFacts } from "../dove-facts";
import type { BookingField } from "./booking-state";

/** Lower case, letters and digits only, a digit parted from a letter ("9:00am" -> "9 00 am"). */
export function simplify(message: string): string {
  return message
    .toLowerCase()
    .replace(/[\u2018\u2019']/g, "")
    .replace(/(?<=\d)(?=[a-z])/g, " ")
    .replace(/[^a-z0-9@.]+|\.(?!\w)/g, " ")
    .trim()
    .replace(/\s+/g, " ");
}

const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth"];
/** Words around a choice that do not change it ("the 2nd one please", "number 3 works"). */
const CHOICE_FILLER = new Set(
  "the a number no option one please pls works is good fine ok okay lets let us do ill i will take choose pick want go with st nd rd th that time sounds".split(
    " ",
  ),
);

/**
 * Which offered time a message picks: its number ("2", "#2", "the 2nd one") or its label as
 * Dove wrote it, in any case or spacing, with or without the time zone ("tue dec 1 9:00am"),
 * or a time of day only one offered time has ("9 am"). Null when it picks none of them.
 */
export function pickOffered(message: string, times: readonly string[]): string | null {
  const said = simplify(message);
  const rest = said.split(" ").filter((word) => !CHOICE_FILLER.has(word));
  if (rest.length === 1 && rest[0]) {
    const word = rest[0];
    const index = /^\d{1,2}$/.test(word) ? Number(word) - 1 : ORDINALS.indexOf(word);
    if (index >= 0) return times[index] ?? null;
  }
  const byLabel = times.find((time) => {
    const label = simplify(formatBookingTime(time));
    const withoutZone = label.replace(/ [a-z]+$/, "");
    return ` ${said} `.includes(` ${withoutZone} `);
  });
  if (byLabel) return byLabel;
  // "9 am" for "9:00 AM": minutes of zero may be left out.
  const clock = (time: string) => simplify(formatSlotTime(time)).replace(/ 00 /, " ");
  const spoken = ` ${said.replace(/ 00 /, " ")} `;
  const byClock = times.filter((time) => spoken.includes(` ${clock(time)} `));
  return byClock.length === 1 ? (byClock[0] ?? null) : null;
}

const YES =
  /^(yes|yeah|yep|yup|yas|y|sure|ok|okay|correct|confirm|confirmed|perfect|great|please do|go ahead|book it|sounds good|looks good|all good|thats right|thats correct|do it)( (yes|please|thanks|thank you|book it|go ahead|thats right|thats correct|correct|confirm|looks good|sounds good|perfect|great|all good))*$/;

/** An explicit yes to the read-back, and nothing that asks for a change ("yes but the phone is…" is not). */
export function isYes(message: string): boolean {
  return YES.test(simplify(message).replace(/ ?!+$/, ""));
}

const STOP = /\b(cancel|stop|quit|never ?mind|nevermind|forget it|no thanks|no thank you|not now|dont book)\b/;

/** The visitor wants to end the booking ("cancel", "never mind", "no thanks"). */
export function isStop(message: string): boolean {
  return STOP.test(simplify(message));
}

const CHANGE_WORDS: readonly [BookingField | "time", RegExp][] = [
  ["email", /\b(e ?mail|mail)\b/],
  ["phone", /\b(phone|cell|mobile|number)\b/],
  ["address", /\b(address|street|zip|city|house)\b/],
  ["name", /\bname\b/],
  ["time", /\b(time|date|day|slot|when|another|different|other|later|earlier|reschedule)\b/],
];

/** What a "no" or a correction names: a field, the time, or nothing. */
export function changeNamed(message: string): BookingField | "time" | null {
  const said = simplify(message);
  return CHANGE_WORDS.find(([, pattern]) => pattern.test(said))?.[0] ?? null;
}

/** "more", "later", "none of those": asks for other times. */
export function wantsOtherTimes(message: string): boolean {
  return /\b(more|later|other|others|another|different|none|next|else)\b/.test(simplify(message));
}

const LEAD_INS: Partial<Record<BookingField, RegExp>> = {
  name: /^(my name is|my name's|name is|name:|i'm|i am|this is|it's|it is)\s+/i,
  address: /^(my address is|the address is|address is|address:|it's|it is|at)\s+/i,
};

/** The answer itself, without "my name is" and the like; an email or phone number is found inside the sentence. */
export function answerFor(field: BookingField, message: string): string {
  const text = message
    .trim()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[.!]+$/, "");
  if (field === "email") return /[^\s<>(),;:]+@[^\s<>(),;:]+[^\s<>(),;:.]/.exec(text)?.[0] ?? text;
  if (field === "phone") return /\+?[\d(][\d\s().-]{8,}\d/.exec(text)?.[0] ?? text;
  return text.replace(LEAD_INS[field] ?? /^/, "");
}

/**
 * "123 Main St, Parker, CO 80134" (or the same over several lines) as the booking form's address fields: the ZIP is the last five
 * digits, the city the part before it after the last comma (or a served city named there, or the
 * ZIP's own served city), the street what comes first. Unparsed parts are left empty for the
 * form's schema to name.
 */
export function parseAddress(
  facts: Pick<DoveFacts, "serviceAreas" | "areaListings">,
  message: string,
): { street: string; city: string; zip: string } {
  // An address typed over several lines reads as one, its lines parted like commas.
  const text = message
    .trim()
    .replace(/[.!]+$/, "")
    .replace(/[ \t]*[\r\n]+[ \t]*/g, ", ");
  const zipMatch = [...text.matchAll(/\b(\d{5})(?:-\d{4})?\b/g)].at(-1);
  const zip = zipMatch?.[1] ?? "";
  const beforeZip = (zipMatch ? text.slice(0, zipMatch.index) : text)
    .replace(/[,\s]*\b(co|colorado)\b[,\s]*$/i, "")
    .replace(/[,\s]+$/, "");
  const comma = beforeZip.lastIndexOf(",");
  if (comma > 0) return { street: beforeZip.slice(0, comma).trim(), city: beforeZip.slice(comma + 1).trim(), zip };
  const served = facts.serviceAreas.find((area) => beforeZip.toLowerCase().endsWith(` ${area.city.toLowerCase()}`));
  if (served) return { street: beforeZip.slice(0, -served.city.length).trim(), city: served.city, zip };
  const found = zip ? lookupServiceArea(zip, facts) : null;
  return { street: beforeZip, city: found?.status === "served" ? found.area.city : "", zip };
}
