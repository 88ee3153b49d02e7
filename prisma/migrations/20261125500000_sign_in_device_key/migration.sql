-- The key that signs owner sign-in device cookies (ADR 0011): one row, made by the first instance
-- that needs it, shared by every instance, never logged and never sent to a browser.
CREATE TABLE "sign_in_device_key" (
    "id" SMALLINT NOT NULL DEFAULT 1,
    "key" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sign_in_device_key_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "sign_in_device_key_one_row" CHECK ("id" = 1)
);
