import { Link } from "@tanstack/react-router";
import { SAMPLE_TESTIMONIALS } from "#shared/content/sample-testimonials";
import { MAX_FEATURED_REVIEWS } from "#shared/reviews/review-rules";
import { buttonVariants } from "#client/components/ui/button";
import { Section } from "#client/components/ui/section";
import { type TestimonialCardData, TestimonialCard } from "./testimonial-card";

/**
 * Featured testimonials from the database (the home route's loader reads them). When there are
 * none, the three built-in samples show instead.
 */
export function FeaturedTestimonials({ featured }: { featured: readonly TestimonialCardData[] }) {
  const testimonials = featured.length ? featured.slice(0, MAX_FEATURED_REVIEWS) : SAMPLE_TESTIMONIALS;

  return (
    <Section
      id="testimonials"
      eyebrow="Reviews"
      title="What Our Neighbors Say"
      intro="Real words from the families we clean for across Douglas County."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
      <div className="mt-10">
        <Link to="/reviews" className={buttonVariants({ variant: "outline" })}>
          Read All Reviews
        </Link>
      </div>
    </Section>
  );
}
