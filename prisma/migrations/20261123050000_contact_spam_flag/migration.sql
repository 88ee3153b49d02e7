-- Contact messages from bots (honeypot filled, or sent faster than a person can type) are kept,
-- flagged, so nothing is lost and the owner's inbox can hide them by default.
ALTER TABLE "contact_messages" ADD COLUMN "is_spam" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "contact_messages" ADD COLUMN "spam_reason" TEXT;
