-- Leads (issue 7): estimates saved under a short reference when a visitor goes on to /booking,
-- sends the contact form, or gets one from Dove; a contact message may point at one.
CREATE TABLE "estimates" (
    "id" UUID NOT NULL,
    "reference" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "input" JSONB NOT NULL,
    "low_cents" INTEGER NOT NULL,
    "high_cents" INTEGER NOT NULL,
    "total_cents" INTEGER NOT NULL,
    "breakdown" JSONB NOT NULL,
    "conversation_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "estimates_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "estimates_reference_key" ON "estimates"("reference");
CREATE INDEX "estimates_created_at_idx" ON "estimates"("created_at" DESC);
CREATE INDEX "estimates_conversation_id_idx" ON "estimates"("conversation_id");

ALTER TABLE "estimates" ADD CONSTRAINT "estimates_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "chat_conversations"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "contact_messages" ADD COLUMN "estimate_id" UUID;
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_estimate_id_fkey" FOREIGN KEY ("estimate_id") REFERENCES "estimates"("id") ON DELETE SET NULL ON UPDATE CASCADE;
