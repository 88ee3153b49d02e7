-- Everything several instances of the site must share lives here, so any instance can answer any
-- request and a restart or a crash loses nothing (docs/decisions/0001, 0002, 0003).

-- Owner accounts of the inbox (/admin), and their sign-in sessions. The cookie holds a random
-- token; only its SHA-256 is stored, so a copy of this table signs nobody in.
CREATE TABLE "owner_accounts" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "email" TEXT NOT NULL,
  "name" TEXT NOT NULL,
  "password_hash" TEXT NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "last_sign_in_at" TIMESTAMPTZ(3),
  CONSTRAINT "owner_accounts_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "owner_accounts_email_key" ON "owner_accounts"("email");

CREATE TABLE "owner_sessions" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "owner_id" UUID NOT NULL,
  "token_hash" BYTEA NOT NULL,
  "user_agent" TEXT,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "expires_at" TIMESTAMPTZ(3) NOT NULL,
  CONSTRAINT "owner_sessions_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "owner_sessions_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "owner_accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "owner_sessions_token_hash_key" ON "owner_sessions"("token_hash");
CREATE INDEX "owner_sessions_owner_id_idx" ON "owner_sessions"("owner_id");
CREATE INDEX "owner_sessions_expires_at_idx" ON "owner_sessions"("expires_at");

-- Rate-limit counters of every instance: one row per key (kind and a hash of the client), a
-- window that starts at the key's first hit, counted with one atomic upsert.
CREATE TABLE "rate_limit_counters" (
  "key" TEXT NOT NULL,
  "window_start" TIMESTAMPTZ(3) NOT NULL,
  "hits" INTEGER NOT NULL,
  "expires_at" TIMESTAMPTZ(3) NOT NULL,
  CONSTRAINT "rate_limit_counters_pkey" PRIMARY KEY ("key")
);
CREATE INDEX "rate_limit_counters_expires_at_idx" ON "rate_limit_counters"("expires_at");

-- Dove's model tokens per UTC day, for the whole site.
CREATE TABLE "dove_token_usage" (
  "day" DATE NOT NULL,
  "tokens" BIGINT NOT NULL DEFAULT 0,
  CONSTRAINT "dove_token_usage_pkey" PRIMARY KEY ("day")
);

-- Running instances and their job-queue workers: a crashed instance stops beating, and the jobs
-- its workers held are released for the others.
CREATE TABLE "app_instances" (
  "id" TEXT NOT NULL,
  "worker_ids" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
  "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  CONSTRAINT "app_instances_pkey" PRIMARY KEY ("id")
);

-- One row per run of a scheduled task: which instance ran it, and how often it was started for
-- the same schedule (more than once would be a bug).
CREATE TABLE "scheduled_runs" (
  "task" TEXT NOT NULL,
  "scheduled_for" TIMESTAMPTZ(3) NOT NULL,
  "instance_id" TEXT NOT NULL,
  "executions" INTEGER NOT NULL DEFAULT 1,
  "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "finished_at" TIMESTAMPTZ(3),
  "summary" JSONB,
  CONSTRAINT "scheduled_runs_pkey" PRIMARY KEY ("task", "scheduled_for")
);

-- The owner's email about each contact message. The message row itself records that its email is
-- owed (notify_status NULL, from the same INSERT that stores it: never a message without its
-- email, whoever inserts it); a relay on the job queue (graphile_worker, installed by the app
-- before these migrations) turns owed emails into one job each, and the jobs' progress is kept
-- here for the inbox. See docs/decisions/0002.
ALTER TABLE "contact_messages"
  ADD COLUMN "notify_status" TEXT,
  ADD COLUMN "notify_attempts" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "notify_error" TEXT,
  ADD COLUMN "notify_queued_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  ADD COLUMN "notify_next_at" TIMESTAMPTZ(3),
  ADD COLUMN "notified_at" TIMESTAMPTZ(3);
-- Messages stored before the queue existed were emailed (or not) by the old in-memory sender.
UPDATE "contact_messages" SET "notify_status" = 'untracked';
-- The relay's work list: messages whose email is owed and not yet queued (spam is never emailed).
CREATE INDEX "contact_messages_notify_owed_idx" ON "contact_messages" ("notify_queued_at") WHERE "notify_status" IS NULL AND NOT "is_spam";
