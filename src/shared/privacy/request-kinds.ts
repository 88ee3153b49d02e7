import { PRIVACY_POLICY } from "../business/policies";

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

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day as YYYY-MM-DD plus some days. */
export function addDays(day: string, days: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The answer is due 45 days after the request arrived, or 90 once extended (the policy's figures). */
export function responseDueOn(receivedOn: string, extended: boolean): string {
  return addDays(receivedOn, extended ? PRIVACY_POLICY.extendedResponseDays : PRIVACY_POLICY.responseDays);
}

/** Whole days from `today` to `dueOn` (negative: overdue). Both YYYY-MM-DD. */
export function daysUntil(dueOn: string, today: string): number {
  return Math.round((new Date(`${dueOn}T00:00:00Z`).getTime() - new Date(`${today}T00:00:00Z`).getTime()) / DAY_MS);
}

/** A short reference for a request, to quote in the reply to the visitor: "PR-3F9A2C1B". */
export function requestReference(id: string): string {
  return `PR-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}
