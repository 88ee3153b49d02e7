import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { describeIdentifier, type PrivacyIdentifier } from "#shared/privacy/identifier";
import type { PersonalData } from "./personal-data";

export const EXPORT_FORMAT = "personal-data-export/1";

/**
 * The portability copy: one JSON document with everything stored about one person, readable by
 * them and by another service (dates ISO 8601 UTC, amounts in cents). The controller is the business
 * as the facts in force name it.
 */
export function personalDataExport(
  identifier: PrivacyIdentifier,
  data: PersonalData,
  now: Date,
  business: Pick<SiteFacts["business"], "legalName" | "email" | "phone">,
) {
  return {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    controller: { name: business.legalName, email: business.email, phone: business.phone.display },
    about: { [identifier.kind]: describeIdentifier(identifier) },
    explanation:
      "Everything this website stores about the email address or phone number above: contact messages that carry or mention it, chat conversations in which it was typed, walkthrough bookings made with it, and the estimates saved with any of them. Dates are UTC; amounts are in US cents.",
    ...data,
  };
}

export type PersonalDataExport = ReturnType<typeof personalDataExport>;
