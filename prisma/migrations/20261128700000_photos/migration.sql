-- Photos the owner uploads from /admin/photos (ADR 0044). The original is kept only until the
-- resize job has written the variants (then set to NULL): the size budget is the variants alone,
-- about 3 widths x 3 formats per photo. A photo is private (served only to a signed-in owner)
-- until "published" is set by whoever puts it on a public page.
CREATE TABLE "photos" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "alt" TEXT NOT NULL,
  "focus_x" REAL NOT NULL DEFAULT 0.5 CHECK ("focus_x" BETWEEN 0 AND 1),
  "focus_y" REAL NOT NULL DEFAULT 0.5 CHECK ("focus_y" BETWEEN 0 AND 1),
  "status" TEXT NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'ready', 'failed')),
  "published" BOOLEAN NOT NULL DEFAULT false,
  "original" BYTEA,
  "original_type" TEXT NOT NULL,
  "original_bytes" INTEGER NOT NULL,
  "width" INTEGER,
  "height" INTEGER,
  "variant_bytes" INTEGER,
  "uploaded_by" UUID REFERENCES "owner_accounts"("id") ON DELETE SET NULL,
  "uploaded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  CONSTRAINT "photos_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "photos_uploaded_at_idx" ON "photos"("uploaded_at" DESC);

-- One resized file: its bytes, and the content hash that is part of its public URL.
CREATE TABLE "photo_variants" (
  "photo_id" UUID NOT NULL REFERENCES "photos"("id") ON DELETE CASCADE,
  "format" TEXT NOT NULL CHECK ("format" IN ('avif', 'webp', 'jpeg')),
  "width" INTEGER NOT NULL,
  "height" INTEGER NOT NULL,
  "hash" TEXT NOT NULL,
  "bytes" BYTEA NOT NULL,
  "byte_size" INTEGER NOT NULL,
  CONSTRAINT "photo_variants_pkey" PRIMARY KEY ("photo_id", "format", "width")
);
