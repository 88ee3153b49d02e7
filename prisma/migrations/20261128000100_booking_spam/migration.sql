-- The owner cancels fake bookings in a batch as spam (/admin/bookings, `npm run inbox -- bookings
-- spam`): the booking is cancelled (its time freed) and this says when it was marked, so it stays
-- listed with a "spam" badge and out of the booking rate's real count. Null: not spam.
ALTER TABLE "bookings" ADD COLUMN "spam_at" TIMESTAMPTZ(3);

-- The booking rate counts bookings made in the last day and week.
CREATE INDEX "bookings_created_at_idx" ON "bookings" ("created_at");
