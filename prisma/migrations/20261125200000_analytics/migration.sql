-- Cookieless measurement (issue 18): raw events kept for the privacy policy's period, daily
-- rollups (counts only, no identifier) kept for good, and the daily salt of the visitor hash.

-- One random salt per UTC day, shared by every server instance; past days' salts are deleted.
CREATE TABLE "analytics_salts" (
    "day" DATE NOT NULL,
    "salt" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "analytics_salts_pkey" PRIMARY KEY ("day")
);

-- What a visitor did. "visitor" is sha256(salt of the day, IP, user agent) cut to 16 bytes: no
-- IP address or user agent is stored, and the hash means nothing once the salt is deleted.
CREATE TABLE "analytics_events" (
    "id" BIGSERIAL NOT NULL,
    "day" DATE NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "kind" TEXT NOT NULL,
    "visitor" BYTEA NOT NULL,
    "path" TEXT NOT NULL,
    "referrer_host" TEXT,
    "utm_source" TEXT,
    "utm_campaign" TEXT,
    "device" TEXT,
    "service" TEXT,
    "price_band" TEXT,
    "subject" TEXT,

    CONSTRAINT "analytics_events_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "analytics_events_day_visitor_idx" ON "analytics_events"("day", "visitor");

-- One row per rolled-up UTC day: inserted first (all zeros) to claim the day, so two instances
-- rolling up at once count it once; its presence means the day is closed and counted.
CREATE TABLE "analytics_daily_totals" (
    "day" DATE NOT NULL,
    "visitors" INTEGER NOT NULL DEFAULT 0,
    "pageviews" INTEGER NOT NULL DEFAULT 0,
    "estimate_visitors" INTEGER NOT NULL DEFAULT 0,
    "booking_visitors" INTEGER NOT NULL DEFAULT 0,
    "contact_visitors" INTEGER NOT NULL DEFAULT 0,
    "chat_visitors" INTEGER NOT NULL DEFAULT 0,
    "phone_visitors" INTEGER NOT NULL DEFAULT 0,
    "lead_visitors" INTEGER NOT NULL DEFAULT 0,
    "estimate_booking_visitors" INTEGER NOT NULL DEFAULT 0,
    "estimate_contact_visitors" INTEGER NOT NULL DEFAULT 0,
    "estimate_chat_visitors" INTEGER NOT NULL DEFAULT 0,
    "estimates" INTEGER NOT NULL DEFAULT 0,
    "booking_clicks" INTEGER NOT NULL DEFAULT 0,
    "bookings_with_estimate" INTEGER NOT NULL DEFAULT 0,
    "contacts" INTEGER NOT NULL DEFAULT 0,
    "chats_opened" INTEGER NOT NULL DEFAULT 0,
    "chats_started" INTEGER NOT NULL DEFAULT 0,
    "phone_taps" INTEGER NOT NULL DEFAULT 0,
    "rolled_up_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "analytics_daily_totals_pkey" PRIMARY KEY ("day")
);

-- Per page: views and viewers, and the visitors who landed on it and how many of them became leads.
CREATE TABLE "analytics_daily_pages" (
    "day" DATE NOT NULL,
    "path" TEXT NOT NULL,
    "views" INTEGER NOT NULL,
    "visitors" INTEGER NOT NULL,
    "entries" INTEGER NOT NULL,
    "leads" INTEGER NOT NULL,

    CONSTRAINT "analytics_daily_pages_pkey" PRIMARY KEY ("day", "path")
);

-- Per source (utm_source, else the referring site, else "(direct)") and campaign ('' for none).
CREATE TABLE "analytics_daily_sources" (
    "day" DATE NOT NULL,
    "source" TEXT NOT NULL,
    "campaign" TEXT NOT NULL,
    "visitors" INTEGER NOT NULL,
    "leads" INTEGER NOT NULL,

    CONSTRAINT "analytics_daily_sources_pkey" PRIMARY KEY ("day", "source", "campaign")
);

-- Other breakdowns: device classes, estimate services and price bands, contact subjects, the
-- pages Book was clicked on.
CREATE TABLE "analytics_daily_details" (
    "day" DATE NOT NULL,
    "dimension" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "events" INTEGER NOT NULL,
    "visitors" INTEGER NOT NULL,

    CONSTRAINT "analytics_daily_details_pkey" PRIMARY KEY ("day", "dimension", "value")
);
