-- The owner's replies to a contact message or to a chat visitor who left an email (issue 34,
-- item 4). Each reply is one email through the job queue; its row is the thread's record of it.
CREATE TABLE "owner_replies" (
    "id" UUID NOT NULL,
    -- Exactly one of the two: the message or the conversation answered.
    "contact_message_id" UUID,
    "chat_conversation_id" UUID,
    -- Where it went: the contact message's address, or the one the chat visitor left.
    "to_email" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    -- The owner who wrote it; kept as NULL if the account is removed.
    "owner_account_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    -- "queued" (a job waits or retries), "sent", "failed" (gave up; the owner can retry) or
    -- "held" (the address's daily email allowance was used up; the owner can retry).
    "status" TEXT NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    -- The last failure's error code (never the server's text, which may hold addresses).
    "last_error" TEXT,
    -- When the current round of attempts began: retries give up 24 hours after it.
    "queued_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "next_attempt_at" TIMESTAMPTZ(3),
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "owner_replies_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "owner_replies_one_target" CHECK (num_nonnulls("contact_message_id", "chat_conversation_id") = 1),
    CONSTRAINT "owner_replies_status" CHECK ("status" IN ('queued', 'sent', 'failed', 'held'))
);

CREATE INDEX "owner_replies_contact_message_id_created_at_idx" ON "owner_replies"("contact_message_id", "created_at");
CREATE INDEX "owner_replies_chat_conversation_id_created_at_idx" ON "owner_replies"("chat_conversation_id", "created_at");

-- A message or conversation deleted (a privacy request, retention) takes its replies with it.
ALTER TABLE "owner_replies" ADD CONSTRAINT "owner_replies_contact_message_id_fkey" FOREIGN KEY ("contact_message_id") REFERENCES "contact_messages"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "owner_replies" ADD CONSTRAINT "owner_replies_chat_conversation_id_fkey" FOREIGN KEY ("chat_conversation_id") REFERENCES "chat_conversations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "owner_replies" ADD CONSTRAINT "owner_replies_owner_account_id_fkey" FOREIGN KEY ("owner_account_id") REFERENCES "owner_accounts"("id") ON DELETE SET NULL ON UPDATE CASCADE;
