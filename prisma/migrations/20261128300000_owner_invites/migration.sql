-- Owner accounts from the web (ADR 0038): one-time links to invite a second owner and to reset a
-- forgotten password. Only the SHA-256 (hex) of a link's token is stored, as with booking manage
-- links; the token itself exists in the inviting owner's browser and in the email, nowhere else.
CREATE TABLE "owner_invites" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "token_hash" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "invited_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "accepted_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "owner_invites_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "owner_invites_invited_by_id_fkey" FOREIGN KEY ("invited_by_id") REFERENCES "owner_accounts"("id") ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "owner_invites_token_hash_key" ON "owner_invites"("token_hash");
CREATE INDEX "owner_invites_expires_at_idx" ON "owner_invites"("expires_at");

CREATE TABLE "owner_password_resets" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "token_hash" TEXT NOT NULL,
    "owner_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),

    CONSTRAINT "owner_password_resets_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "owner_password_resets_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "owner_accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "owner_password_resets_token_hash_key" ON "owner_password_resets"("token_hash");
CREATE INDEX "owner_password_resets_owner_id_idx" ON "owner_password_resets"("owner_id");
