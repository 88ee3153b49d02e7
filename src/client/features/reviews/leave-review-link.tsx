import { PenLine } from "lucide-react";
import { type ButtonVariantProps, ExternalButtonLink } from "#client/components/ui/button";
import { useSiteFacts } from "#client/lib/site-facts";

/** Opens the Google reviews page in a new tab. */
export function LeaveReviewLink({
  variant = "accent",
  className,
}: Pick<ButtonVariantProps, "variant"> & { className?: string }) {
  const { business } = useSiteFacts();
  return (
    <ExternalButtonLink href={business.reviewsUrl} variant={variant} className={className}>
      <PenLine aria-hidden className="size-5" /> Leave a Review
    </ExternalButtonLink>
  );
}
