import { Quote } from "lucide-react";
import type { Testimonial } from "#shared/content/types";
import { StarRating } from "#client/components/page/star-rating";

export type TestimonialCardData = Pick<Testimonial, "id" | "authorName" | "authorLocation" | "body"> & {
  rating: number;
};

export function TestimonialCard({ testimonial }: { testimonial: TestimonialCardData }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between">
        <StarRating rating={testimonial.rating} />
        <Quote aria-hidden className="size-7 text-brand-100" />
      </div>
      <blockquote className="mt-4 flex-1 text-slate-700">{testimonial.body}</blockquote>
      <figcaption className="mt-5 border-t border-slate-100 pt-4">
        <span className="block font-semibold text-slate-900">{testimonial.authorName}</span>
        <span className="block text-sm text-slate-600">{testimonial.authorLocation}</span>
      </figcaption>
    </figure>
  );
}
