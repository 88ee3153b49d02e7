import { PRIVACY_POLICY } from "../business/policies";
import { addDays, daysFromTo } from "../time/utc-days";

/** The rights a visitor may exercise (the privacy policy's "Your Colorado Privacy Rights"). */
export const PRIVACY_REQUEST_KINDS = ["access", "portability", "correction", "deletion", "opt-out", "appeal"] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

export const PRIVACY_REQUEST_LABELS: Record<PrivacyRequestKind, string> = {
  access: "Access (a copy)",
  portability: "Portability (a JSON file)",
  correction: "Correction",
  deletion: "Deletion",
  "opt-out": "Opt out",
  appeal: "Appeal",
};

/** The answer is due 45 days after the request arrived, or 90 once extended (the policy's figures). */
export function responseDueOn(receivedOn: string, extended: boolean): string {
  return addDays(receivedOn, extended ? PRIVACY_POLICY.extendedResponseDays : PRIVACY_POLICY.responseDays);
}

/** Whole days from `today` to `dueOn` (negative: overdue). Both YYYY-MM-DD. */
export function daysUntil(dueOn: string, today: string): number {
  return daysFromTo(today, dueOn);
}

/** A short reference for a request, to quote in the reply to the visitor: "PR-3F9A2C1B". */
export function requestReference(id: string): string {
  return `PR-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}
