-- Emails to one visitor address are capped per day (src/server/bookings/visitor-email-cap.ts):
-- when the latest one owed to this booking's visitor was held back by that cap, so the owner's
-- booking page can say it was not sent. Null: none held.
ALTER TABLE "bookings" ADD COLUMN "visitor_email_held_at" TIMESTAMPTZ(3);
