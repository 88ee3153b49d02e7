import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes } from "react";
import { cn } from "#client/lib/cn";

/**
 * The one card style: rounded, hairline border, soft shadow. Its colours, padding and shadow are
 * variants, so a caller's `className` only adds layout (flex, height, gaps) and never has to win
 * over a class of the card's own.
 */
export const cardVariants = cva("rounded-2xl border", {
  variants: {
    tone: {
      plain: "border-slate-200 bg-white",
      frosted: "border-slate-200 bg-white/90",
      tint: "border-slate-200 bg-brand-50",
      brand: "border-brand-100 bg-white",
      emphasis: "border-brand-500 bg-white",
      brandTint: "border-brand-100 bg-brand-50",
      featured: "border-accent-400 bg-white ring-2 ring-accent-400",
      dark: "border-brand-700 bg-brand-900 text-white",
    },
    padding: {
      none: "",
      normal: "p-6",
      roomy: "p-6 md:p-8",
      spacious: "p-6 sm:p-10",
    },
    shadow: { sm: "shadow-sm", md: "shadow-md", lg: "shadow-lg" },
  },
  defaultVariants: { tone: "plain", padding: "normal", shadow: "sm" },
});

export function Card({
  className,
  tone,
  padding,
  shadow,
  ...props
}: HTMLAttributes<HTMLDivElement> & VariantProps<typeof cardVariants>) {
  return <div className={cn(cardVariants({ tone, padding, shadow }), className)} {...props} />;
}
