-- Posts use photos of the library (ADR 0044/0045 addenda). The cover is a photo id with a foreign
-- key now (an id that is not a UUID was never a photo: it becomes NULL).
ALTER TABLE "blog_posts"
  ALTER COLUMN "cover_photo_id" TYPE UUID USING (
    CASE WHEN "cover_photo_id" ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      THEN "cover_photo_id"::uuid END
  ),
  ADD CONSTRAINT "blog_posts_cover_photo_id_fkey"
    FOREIGN KEY ("cover_photo_id") REFERENCES "photos"("id") ON DELETE SET NULL;

-- The photos a post's live version shows (its cover and its body's images), written at each
-- publish. A photo is public while the owner's toggle (photos.published) is on OR a published
-- post has it here; unpublishing a post therefore needs no write here to make its photos private.
CREATE TABLE "blog_post_photos" (
  "post_id" TEXT NOT NULL REFERENCES "blog_posts"("id") ON DELETE CASCADE,
  "photo_id" UUID NOT NULL REFERENCES "photos"("id") ON DELETE CASCADE,
  CONSTRAINT "blog_post_photos_pkey" PRIMARY KEY ("post_id", "photo_id")
);
CREATE INDEX "blog_post_photos_photo_id_idx" ON "blog_post_photos"("photo_id");

-- A cover chosen before this change: the post shows it, so it is one of the post's photos.
INSERT INTO "blog_post_photos" ("post_id", "photo_id")
  SELECT "id", "cover_photo_id" FROM "blog_posts" WHERE "cover_photo_id" IS NOT NULL;

-- A post's cover is answered with its photo's alt text and focal point: editing them empties the
-- content cache like a change to the post would (20261123060000_content_change_notify).
CREATE TRIGGER "photos_content_changed" AFTER UPDATE OF "alt", "focus_x", "focus_y" ON "photos"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
