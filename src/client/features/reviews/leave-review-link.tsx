import { PenLine } from "lucide-react";
import { BUSINESS } from "#shared/business/business-info";
import { type ButtonVariantProps, ExternalButtonLink } from "#client/components/ui/button";

/** Opens the Google reviews page in a new tab. */
export function LeaveReviewLink({
  variant = "accent",
  className,
}: Pick<ButtonVariantProps, "variant"> & { className?: string }) {
  return (
    <ExternalButtonLink href={BUSINESS.googleReviewsUrl} variant={variant} className={className}>
      <PenLine aria-hidden className="size-5" /> Leave a Review
    </ExternalButtonLink>
  );
}
