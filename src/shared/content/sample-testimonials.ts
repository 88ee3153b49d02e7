import type { Testimonial } from "./types";

/**
 * The home page falls back to these when GET /api/testimonials?featured=true returns
 * nothing. Not in testimonials.ts: the home page would download every review with them.
 */
export const SAMPLE_TESTIMONIALS: readonly Testimonial[] = [
  {
    id: "sample-1",
    authorName: "Lisa P.",
    authorLocation: "Parker, CO",
    rating: 5,
    body: "From the first walkthrough to every visit since, they have been on time, thorough and genuinely kind. Our house has never felt this cared for.",
    publishedAt: "2024-09-12",
    source: "google",
    featured: true,
  },
  {
    id: "sample-2",
    authorName: "James W.",
    authorLocation: "Highlands Ranch, CO",
    rating: 5,
    body: "Booking was simple, the estimate was honest, and the kitchen and bathrooms sparkle. It's a relief to hand this off to people we trust.",
    publishedAt: "2024-06-03",
    source: "google",
    featured: true,
  },
  {
    id: "sample-3",
    authorName: "Emily C.",
    authorLocation: "Castle Rock, CO",
    rating: 5,
    body: "They treat our home like their own. The same friendly team comes every time, and they always leave it smelling fresh without harsh chemicals.",
    publishedAt: "2024-04-21",
    source: "google",
    featured: true,
  },
];
