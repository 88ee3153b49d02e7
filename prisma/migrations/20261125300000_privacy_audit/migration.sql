-- Issue 16: the privacy policy's promises kept. An audit trail of owner actions on personal data,
-- the visitors' privacy requests (a salted hash of the address, never the address), and the one
-- salt every instance hashes with (created by the first instance that needs it; see ADR 0010).
CREATE TABLE "audit_entries" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor" TEXT NOT NULL,
    "owner_account_id" UUID,
    "action" TEXT NOT NULL,
    "records" JSONB NOT NULL DEFAULT '[]',
    "detail" JSONB,

    CONSTRAINT "audit_entries_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "audit_entries_at_idx" ON "audit_entries"("at" DESC);
CREATE INDEX "audit_entries_action_at_idx" ON "audit_entries"("action", "at" DESC);
CREATE INDEX "audit_entries_records_idx" ON "audit_entries" USING GIN ("records" jsonb_path_ops);

CREATE TABLE "privacy_requests" (
    "id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "identifier_kind" TEXT NOT NULL,
    "identifier_hash" TEXT NOT NULL,
    "received_on" DATE NOT NULL,
    "due_on" DATE NOT NULL,
    "extended" BOOLEAN NOT NULL DEFAULT false,
    "done_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "privacy_requests_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "privacy_requests_identifier_hash_idx" ON "privacy_requests"("identifier_hash");
CREATE INDEX "privacy_requests_done_at_due_on_idx" ON "privacy_requests"("done_at", "due_on");

CREATE TABLE "identifier_hash_salt" (
    "id" SMALLINT NOT NULL DEFAULT 1,
    "salt" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "identifier_hash_salt_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "identifier_hash_salt_one_row" CHECK ("id" = 1)
);
