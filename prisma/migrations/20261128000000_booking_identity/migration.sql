-- One upcoming walkthrough per email address, per phone number and per street address (issue 30:
-- one person must not fill the calendar). The app stores each booking's normalised keys
-- (src/shared/booking/booking-identity.ts); Postgres refuses a second confirmed booking whose key
-- is held while the first is still upcoming. A booking holds its keys from when it was made until
-- its walkthrough ends, so the ranges of two bookings overlap exactly when the second is made
-- before the first is over: past, cancelled, done and no-show bookings hold nothing. LEAST keeps
-- the range valid (empty) for a row whose walkthrough ended before it was stored.
-- Rows from before this migration have no keys (NULL never conflicts) and hold nothing.
ALTER TABLE "bookings"
    ADD COLUMN "email_key" TEXT,
    ADD COLUMN "phone_key" TEXT,
    ADD COLUMN "address_key" TEXT,
    -- When the manage link was last emailed again because someone tried to book it twice.
    ADD COLUMN "link_resent_at" TIMESTAMPTZ(3);

ALTER TABLE "bookings"
    ADD CONSTRAINT "bookings_one_upcoming_per_email" EXCLUDE USING gist ("email_key" WITH =, tstzrange(LEAST("created_at", "ends_at"), "ends_at") WITH &&) WHERE ("status" = 'confirmed'),
    ADD CONSTRAINT "bookings_one_upcoming_per_phone" EXCLUDE USING gist ("phone_key" WITH =, tstzrange(LEAST("created_at", "ends_at"), "ends_at") WITH &&) WHERE ("status" = 'confirmed'),
    ADD CONSTRAINT "bookings_one_upcoming_per_address" EXCLUDE USING gist ("address_key" WITH =, tstzrange(LEAST("created_at", "ends_at"), "ends_at") WITH &&) WHERE ("status" = 'confirmed');
