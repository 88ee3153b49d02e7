-- Servers cache public content in memory and clear it when these tables change, by whatever means
-- (the seed, an admin tool, psql): every statement that writes them notifies "content_changed".
CREATE OR REPLACE FUNCTION "notify_content_changed"() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('content_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "testimonials_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "testimonials"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
CREATE TRIGGER "services_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "services"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
CREATE TRIGGER "blog_posts_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
