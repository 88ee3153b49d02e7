-- Dove books walkthroughs in the chat: the booking it is gathering (the offered times, the
-- visitor's details, the read-back awaiting a yes) is held per conversation by the server, never
-- by the model. Null: no booking under way.
ALTER TABLE "chat_conversations" ADD COLUMN "booking_state" JSONB;

-- Where a booking was made: "site" (/booking) or "chat" (Dove). Kept on the booking itself, so
-- the source survives the conversation's deletion (its link is then set to null).
ALTER TABLE "bookings" ADD COLUMN "source" TEXT NOT NULL DEFAULT 'site';
UPDATE "bookings" SET "source" = 'chat' WHERE "conversation_id" IS NOT NULL;
