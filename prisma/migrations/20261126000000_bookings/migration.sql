-- Walkthrough bookings on the site. Postgres itself holds the capacity rule: each active booking
-- takes one of `capacity` units, and no two active bookings on one unit may overlap in time,
-- travel buffer included (an exclusion constraint), whatever the number of server instances.
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- One row, written when the owner first changes a setting; until then the shared defaults apply.
CREATE TABLE "booking_settings" (
    "id" SMALLINT NOT NULL DEFAULT 1,
    "weekly_hours" JSONB NOT NULL,
    "walkthrough_minutes" INTEGER NOT NULL,
    "buffer_minutes" INTEGER NOT NULL,
    "capacity" INTEGER NOT NULL,
    "notice_hours" INTEGER NOT NULL,
    "horizon_days" INTEGER NOT NULL,
    "slot_step_minutes" INTEGER NOT NULL,
    -- SHA-256 (hex) of the private calendar feed's token; null: no feed.
    "calendar_feed_token_hash" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_settings_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "booking_settings_one_row" CHECK ("id" = 1)
);

CREATE TABLE "booking_blocks" (
    "id" UUID NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "reason" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_blocks_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "booking_blocks_ends_after_start" CHECK ("ends_at" > "starts_at")
);

CREATE INDEX "booking_blocks_ends_at_idx" ON "booking_blocks"("ends_at");

CREATE TABLE "bookings" (
    "id" UUID NOT NULL,
    "reference" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'confirmed',
    "unit" INTEGER NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "busy_until" TIMESTAMPTZ(3) NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "street" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "zip" TEXT NOT NULL,
    "notes" TEXT,
    "service" TEXT,
    "estimate_id" UUID,
    "estimate_snapshot" JSONB,
    "conversation_id" UUID,
    -- SHA-256 of the visitor's idempotency key: a repeated request finds its booking.
    "idempotency_key_hash" TEXT NOT NULL,
    -- SHA-256 of the manage link's token, and the token sealed with a key derived from the
    -- idempotency key (so a repeated request answers the same link; the database alone opens neither).
    "manage_token_hash" TEXT NOT NULL,
    "manage_token_sealed" TEXT NOT NULL,
    "outside_service_area" BOOLEAN NOT NULL DEFAULT false,
    "outside_area_ok" BOOLEAN NOT NULL DEFAULT false,
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "email_status" TEXT NOT NULL DEFAULT 'off',
    "visitor_emailed_sequence" INTEGER NOT NULL DEFAULT -1,
    "owner_emailed_sequence" INTEGER NOT NULL DEFAULT -1,
    "reminder_sent_for" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "bookings_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "bookings_status_known" CHECK ("status" IN ('confirmed', 'cancelled', 'done', 'no_show')),
    CONSTRAINT "bookings_unit_positive" CHECK ("unit" >= 1),
    CONSTRAINT "bookings_times_ordered" CHECK ("ends_at" > "starts_at" AND "busy_until" >= "ends_at"),
    CONSTRAINT "bookings_no_overlap_per_unit" EXCLUDE USING gist ("unit" WITH =, tstzrange("starts_at", "busy_until") WITH &&) WHERE ("status" = 'confirmed')
);

CREATE UNIQUE INDEX "bookings_reference_key" ON "bookings"("reference");
CREATE UNIQUE INDEX "bookings_idempotency_key_hash_key" ON "bookings"("idempotency_key_hash");
CREATE UNIQUE INDEX "bookings_manage_token_hash_key" ON "bookings"("manage_token_hash");
CREATE INDEX "bookings_starts_at_idx" ON "bookings"("starts_at");
CREATE INDEX "bookings_email_idx" ON "bookings"(lower("email"));
CREATE INDEX "bookings_conversation_id_idx" ON "bookings"("conversation_id");

ALTER TABLE "bookings" ADD CONSTRAINT "bookings_estimate_id_fkey" FOREIGN KEY ("estimate_id") REFERENCES "estimates"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "chat_conversations"("id") ON DELETE SET NULL ON UPDATE CASCADE;
