/**
 * Why a Dove reply did not really answer, stored with it (chat_messages.unanswered_reason) so
 * the owner sees what Dove could not answer at /admin/questions:
 * - "fallback": nothing matched; Dove gave the phone line;
 * - "clarify": Dove was unsure and asked one question back;
 * - "low-confidence": Dove answered from a weak match (a best guess or an FAQ sharing a few words).
 */
export const UNANSWERED_REASONS = ["fallback", "clarify", "low-confidence"] as const;
export type UnansweredReason = (typeof UNANSWERED_REASONS)[number];

/** How the owner's pages name each reason. */
export const UNANSWERED_REASON_LABELS: Record<UnansweredReason, string> = {
  fallback: "Fell back to the phone line",
  clarify: "Asked what was meant",
  "low-confidence": "Answered from a weak match",
};
