-- The booking form's proof of work (ADR 0021). The key that signs its challenges: one row, made
-- by the first instance that needs it, shared by every instance, never logged or sent anywhere.
CREATE TABLE "booking_proof_key" (
    "id" SMALLINT NOT NULL DEFAULT 1,
    "key" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_proof_key_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "booking_proof_key_one_row" CHECK ("id" = 1)
);

-- Solved challenges already spent on a booking request, by their signed nonce, with the request's
-- idempotency key hash (its own retries may carry the proof again), until the challenge expires.
CREATE TABLE "booking_proofs" (
    "nonce" TEXT NOT NULL,
    "idempotency_key_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_proofs_pkey" PRIMARY KEY ("nonce")
);

CREATE INDEX "booking_proofs_expires_at_idx" ON "booking_proofs"("expires_at");
