-- Issue 17: Dove's replies that did not really answer are flagged, so the owner sees which
-- questions need an FAQ: "fallback", "clarify" or "low-confidence" on assistant rows, null otherwise.
ALTER TABLE "chat_messages" ADD COLUMN "unanswered_reason" TEXT;

CREATE INDEX "chat_messages_unanswered_reason_created_at_idx" ON "chat_messages"("unanswered_reason", "created_at" DESC);
