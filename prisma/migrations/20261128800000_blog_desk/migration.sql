-- The owner's blog desk (ADR 0045). A post's body is stored as the editor's JSON (Lexical's
-- serialized state) and rendered to sanitised HTML on the server at publish; "body" keeps that HTML.
-- Edits go to the draft columns, so the live post changes only when the owner publishes.
ALTER TABLE "blog_posts"
  ADD COLUMN "body_json" JSONB,
  ADD COLUMN "seo_title" TEXT,
  ADD COLUMN "seo_description" TEXT,
  -- The photos table (another change) is wired in later: an id, no foreign key yet.
  ADD COLUMN "cover_photo_id" TEXT,
  ADD COLUMN "scheduled_at" TIMESTAMPTZ(3),
  ADD COLUMN "draft_json" JSONB,
  ADD COLUMN "draft_fields" JSONB,
  ADD COLUMN "draft_updated_at" TIMESTAMPTZ(3),
  -- Bumped by every save: a save naming an older version is refused (two tabs, a stale autosave).
  ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;

-- Old addresses of posts whose slug changed: each answers 301 with the post's current slug, so a
-- chain a -> b -> c never takes two hops.
CREATE TABLE "blog_slug_redirects" (
  "old_slug" TEXT NOT NULL PRIMARY KEY,
  "post_id" TEXT NOT NULL REFERENCES "blog_posts"("id") ON DELETE CASCADE,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);
CREATE INDEX "blog_slug_redirects_post_id_idx" ON "blog_slug_redirects"("post_id");
