-- The dashboard's funnel gets a "booked" step: a walkthrough booked on the site (the browser's
-- "booked" event). Days rolled up before this have zeros, as they had no such bookings.
ALTER TABLE "analytics_daily_totals"
    ADD COLUMN "booked_visitors" INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN "estimate_booked_visitors" INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN "bookings_made" INTEGER NOT NULL DEFAULT 0;
