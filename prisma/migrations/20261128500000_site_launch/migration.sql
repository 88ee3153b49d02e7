-- The launch checklist (ADR 0042). Until launched_at is set every page carries noindex and
-- robots.txt disallows everything, so search engines never index the sample company.
-- One row: the site is launched or not, on every instance sharing the database.
CREATE TABLE "site_launch" (
  "id" SMALLINT PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "launched_at" TIMESTAMPTZ(3),
  "launched_by" TEXT,
  -- "kept" or "hidden": what the owner decided about the sample reviews and posts; NULL: not yet.
  "samples" TEXT CHECK ("samples" IN ('kept', 'hidden')),
  "samples_decided_by" TEXT,
  "samples_decided_at" TIMESTAMPTZ(3)
);
INSERT INTO "site_launch" ("id") VALUES (1);

-- "This is real, keep it" on a placeholder fact: the value confirmed (JSON), so a confirmation
-- stops counting once the value changes.
CREATE TABLE "launch_confirmations" (
  "path" TEXT PRIMARY KEY,
  "value" TEXT NOT NULL,
  "confirmed_by" TEXT NOT NULL,
  "confirmed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);
