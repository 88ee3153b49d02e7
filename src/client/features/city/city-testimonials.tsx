import { Quote } from "lucide-react";
import { StarRating } from "#client/components/page/star-rating";
import { Section } from "#client/components/ui/section";

export interface CityReview {
  id: string;
  authorName: string;
  authorLocation: string;
  rating: number;
  body: string;
}

/** Three visible reviews, the city's own first (cityTestimonials); none: no section. */
export function CityTestimonials({ reviews }: { reviews: readonly CityReview[] }) {
  if (reviews.length === 0) return null;
  return (
    <Section id="testimonials" eyebrow="Reviews" title="What Our Clients Say">
      <ul className="grid gap-6 md:grid-cols-3">
        {reviews.map((review) => (
          <li key={review.id}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center justify-between">
                <StarRating rating={review.rating} />
                <Quote aria-hidden className="size-6 text-brand-100" />
              </div>
              <blockquote className="mt-4 flex-1 text-slate-700">
                <p>{review.body}</p>
              </blockquote>
              <figcaption className="mt-5 border-t border-slate-200 pt-4">
                <span className="block font-bold text-brand-900">{review.authorName}</span>
                <span className="text-sm text-slate-600">{review.authorLocation}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
