-- The owner orders the reviews (/admin/reviews): pages list the visible ones by sort_order. Existing
-- rows keep the order they were shown in until now (newest first).
ALTER TABLE "testimonials" ADD COLUMN "sort_order" INTEGER NOT NULL DEFAULT 0;
UPDATE "testimonials" AS t SET "sort_order" = ranked.position
  FROM (SELECT "id", (ROW_NUMBER() OVER (ORDER BY "published_at" DESC, "id" ASC))::integer - 1 AS position
        FROM "testimonials") AS ranked
  WHERE t."id" = ranked."id";
CREATE INDEX "testimonials_sort_order_idx" ON "testimonials"("sort_order");

-- The sample reviews are seeded once per database, not at every start: a review the owner removes
-- (a content file without it) stays removed. A database that already has reviews was seeded.
CREATE TABLE "content_seeded" (
    "kind" TEXT NOT NULL,
    "seeded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "content_seeded_pkey" PRIMARY KEY ("kind")
);
INSERT INTO "content_seeded" ("kind") SELECT 'testimonials' WHERE EXISTS (SELECT 1 FROM "testimonials");
