/**
 * The keys that say two bookings are for the same visitor: one upcoming walkthrough per email
 * address, per phone number and per street address. Each key forgives the ways one person writes
 * the same thing twice (case, spacing, punctuation, abbreviations), never two different things.
 */

/** Gmail ignores dots in the local part, and googlemail.com is the same mailbox. */
const DOTLESS_DOMAINS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * An email's key: lower case, without a "+tag" (pat+1@example.com is pat@example.com's mailbox
 * at the providers that support tags), and for Gmail without dots in the local part.
 */
export function emailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1) return address;
  let local = address.slice(0, at).split("+")[0] || address.slice(0, at);
  const domain = address.slice(at + 1);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) local = local.replace(/\./g, "");
  return `${local}@${dotless ?? domain}`;
}

/** A US phone number's key: its ten digits (a leading country code 1 dropped). */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
}

/** Words that start a unit number: "Apt 4", "Unit 4", "Suite 4", "#4" are all "#4". */
const UNIT_WORDS = new Set([
  "#",
  "apt",
  "apartment",
  "unit",
  "suite",
  "ste",
  "rm",
  "room",
  "bldg",
  "building",
  "fl",
  "floor",
]);

/** USPS abbreviations of street types and directions, so "Street" and "St" match. */
const ABBREVIATIONS: Record<string, string> = {
  street: "st",
  avenue: "ave",
  av: "ave",
  road: "rd",
  drive: "dr",
  lane: "ln",
  court: "ct",
  boulevard: "blvd",
  place: "pl",
  circle: "cir",
  terrace: "ter",
  parkway: "pkwy",
  highway: "hwy",
  trail: "trl",
  square: "sq",
  point: "pt",
  north: "n",
  south: "s",
  east: "e",
  west: "w",
  northeast: "ne",
  northwest: "nw",
  southeast: "se",
  southwest: "sw",
};

/**
 * A street address's key, with its ZIP: lower case; punctuation and spacing ignored; street types
 * and directions abbreviated; and any unit ("Apt 4", "Unit 4", "Ste. 4", "#4", "Apt #4-B") written
 * as "#4" or "#4b". "12 Elm St., Apt 4" and "12 elm street #4" at one ZIP give the same key.
 */
export function addressKey(street: string, zip: string): string {
  const words = street
    .toLowerCase()
    .replace(/#/g, " # ")
    // A hyphen or dot inside a unit or house number joins it ("4-B" is "4b"); elsewhere it separates.
    .replace(/(\w)[-.](\w)/g, "$1$2")
    .replace(/[^a-z0-9#]+/g, " ")
    .trim()
    .split(/\s+/)
    .filter((word) => word !== "");
  const unitAt = words.findIndex((word) => UNIT_WORDS.has(word));
  const streetWords = (unitAt < 0 ? words : words.slice(0, unitAt)).map((word) => ABBREVIATIONS[word] ?? word);
  const unit =
    unitAt < 0
      ? ""
      : words
          .slice(unitAt)
          .filter((word) => !UNIT_WORDS.has(word))
          .join("");
  return `${zip.trim()} ${streetWords.join(" ")}${unit ? ` #${unit}` : ""}`;
}

/** The three keys of a booking's details. */
export function bookingIdentity(details: { email: string; phone: string; street: string; zip: string }) {
  return {
    emailKey: emailKey(details.email),
    phoneKey: phoneKey(details.phone),
    addressKey: addressKey(details.street, details.zip),
  };
}
