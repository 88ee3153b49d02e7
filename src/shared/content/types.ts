/** Shapes of the editorial content. Content modules export arrays of these. */

export interface Faq {
  question: string;
  /** Answer as trusted HTML written in this repository (links use site-relative hrefs). */
  answerHtml: string;
}

export type TestimonialSource = "google" | "facebook" | "website";

export interface Testimonial {
  /** Stable id, also the seed's natural key. */
  id: string;
  authorName: string;
  authorLocation: string;
  rating: 1 | 2 | 3 | 4 | 5;
  body: string;
  /** ISO date, e.g. "2024-05-14". */
  publishedAt: string;
  source: TestimonialSource;
  /** Shown on the home page (GET /api/testimonials?featured=true). */
  featured: boolean;
}

export interface BlogPost {
  /** Stable id, also the seed's natural key. */
  id: string;
  slug: string;
  title: string;
  excerpt?: string;
  /** Body as trusted HTML written in this repository. */
  bodyHtml?: string;
  tags?: readonly string[];
  coverImageUrl?: string;
  authorName: string;
  /** ISO date; absent means unpublished date ("Recent"). */
  publishedAt?: string;
  published: boolean;
}
