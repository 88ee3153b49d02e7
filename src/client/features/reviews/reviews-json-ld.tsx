import { reviewsJsonLd } from "#shared/seo/structured-data";
import { SITE_URL } from "#client/lib/seo";
import type { Review } from "./review-card";

/**
 * The reviews' structured data, in the page's body beside the list it describes: the route's head
 * cannot wait for the reviews (the list shows its skeleton meanwhile). "<" is escaped so no review
 * text can close the script element.
 */
export function ReviewsJsonLd({ reviews }: { reviews: readonly Review[] }) {
  const data = reviewsJsonLd(reviews, SITE_URL);
  if (!data) return null;
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
