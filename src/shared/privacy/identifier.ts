import { z } from "zod";

/**
 * What a visitor's privacy request names them by: an email address or a phone number, normalised
 * so every spelling of one finds the same records and hashes alike ("Jane@X.com " -> "jane@x.com";
 * "+1 (720) 555-0187" -> "7205550187").
 */
export type PrivacyIdentifier = { kind: "email"; value: string } | { kind: "phone"; value: string };

/** Characters a phone number is written with besides its digits. */
const PHONE_CHARACTERS = /^[0-9\s().+/-]+$/;
const PHONE_DIGITS = { min: 7, max: 15 } as const;

/** A phone number's digits, without the North American country code 1 in front of ten digits. */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

/**
 * A regular expression (valid in JavaScript and in PostgreSQL's `~`) matching the number written
 * in free text in any usual way: "720-555-0187", "(720) 555 0187", "+1 720.555.0187", "7205550187".
 */
export function phonePattern(digits: string): string {
  const separator = "[\\s().+/-]{0,3}";
  return `(^|[^0-9])(1${separator})?${digits.split("").join(separator)}([^0-9]|$)`;
}

export const PrivacyIdentifierSchema = z
  .string({ error: "Enter an email address or a phone number" })
  .trim()
  .min(1, "Enter an email address or a phone number")
  .max(254, "An email address or phone number is at most 254 characters")
  .transform((text, context): PrivacyIdentifier => {
    if (text.includes("@")) {
      const email = z.email().safeParse(text.toLowerCase());
      if (email.success) return { kind: "email", value: email.data };
      context.addIssue({ code: "custom", message: "That is not a valid email address" });
      return z.NEVER;
    }
    const digits = phoneDigits(text);
    if (PHONE_CHARACTERS.test(text) && digits.length >= PHONE_DIGITS.min && digits.length <= PHONE_DIGITS.max)
      return { kind: "phone", value: digits };
    context.addIssue({ code: "custom", message: "Enter an email address, or a phone number of 7 to 15 digits" });
    return z.NEVER;
  });

/** "jane@example.com" or "720-555-0187", as the owner reads it back. */
export function describeIdentifier(identifier: PrivacyIdentifier): string {
  if (identifier.kind === "email") return identifier.value;
  const { value } = identifier;
  return value.length === 10 ? `${value.slice(0, 3)}-${value.slice(3, 6)}-${value.slice(6)}` : value;
}
