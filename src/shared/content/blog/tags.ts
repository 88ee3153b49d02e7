/** The blog's topic vocabulary: every post's tags come from this list so the tag filter stays tidy. */
export const BLOG_TAGS = [
  "Cleaning Tips",
  "Colorado Living",
  "Healthy Home",
  "Seasonal",
  "Deep Cleaning",
  "Recurring Cleaning",
  "Moving",
  "Pets",
  "Garage",
] as const;
