-- The owner hides a review (or a sample one) instead of deleting it: a hidden review is on no page,
-- API answer or structured data, and the seed, which only inserts missing rows, does not bring a
-- deleted sample back because nothing is deleted.
ALTER TABLE "testimonials" ADD COLUMN "hidden" BOOLEAN NOT NULL DEFAULT false;
