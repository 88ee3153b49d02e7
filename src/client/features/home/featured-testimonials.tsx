import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { SAMPLE_TESTIMONIALS } from "#shared/content/sample-testimonials";
import { CardSkeletons } from "#client/components/page/data-states";
import { buttonVariants } from "#client/components/ui/button";
import { Section } from "#client/components/ui/section";
import { trpc } from "#client/lib/trpc";
import { TestimonialCard } from "./testimonial-card";

/** The home page shows at most three testimonials. */
const MAX_HOME_TESTIMONIALS = 3;

/**
 * Featured testimonials from the database. When the fetch comes back empty the three
 * built-in samples show instead; a failed fetch falls back to them too, since the home page has no
 * error state of its own.
 */
export function FeaturedTestimonials() {
  const featured = useQuery(trpc.testimonials.list.queryOptions({ featured: true }));
  const testimonials = featured.data?.length ? featured.data.slice(0, MAX_HOME_TESTIMONIALS) : SAMPLE_TESTIMONIALS;

  return (
    <Section
      id="testimonials"
      eyebrow="Reviews"
      title="What Our Neighbors Say"
      intro="Real words from the families we clean for across Douglas County."
    >
      {featured.isPending ? (
        <CardSkeletons count={MAX_HOME_TESTIMONIALS} />
      ) : (
        <ul className="grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-10">
        <Link to="/reviews" className={buttonVariants({ variant: "outline" })}>
          Read All Reviews
        </Link>
      </div>
    </Section>
  );
}
