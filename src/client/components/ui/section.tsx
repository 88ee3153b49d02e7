import type { ReactNode } from "react";
import { cn } from "#client/lib/cn";

interface SectionProps {
  id?: string;
  /** Visible heading; also labels the section for screen readers. */
  title?: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: "white" | "tint" | "brand";
  /** Vertical padding: `compact` for a band that holds one tool rather than reading matter. */
  spacing?: "normal" | "compact";
  /** Layout only (e.g. less top padding under a hero); the band's own padding is `spacing`. */
  className?: string;
  children: ReactNode;
}

const TONES = {
  white: "bg-white",
  tint: "bg-brand-50",
  brand: "bg-brand-900 text-white",
} as const;

/** A full-width page band with a centred container and an optional h2 heading block. */
export function Section({
  id,
  title,
  eyebrow,
  intro,
  tone = "white",
  spacing = "normal",
  className,
  children,
}: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn(TONES[tone], spacing === "compact" ? "py-14 md:py-16" : "py-14 md:py-20", className)}
    >
      <div className="mx-auto max-w-6xl px-4">
        {title ? (
          <div className="mb-10 max-w-3xl">
            {eyebrow ? (
              <p
                className={cn(
                  "text-sm font-semibold uppercase tracking-wider",
                  tone === "brand" ? "text-accent-400" : "text-brand-600",
                )}
              >
                {eyebrow}
              </p>
            ) : null}
            <h2
              id={headingId}
              className={cn(
                "mt-2 text-3xl font-bold tracking-tight md:text-4xl",
                tone === "brand" ? "text-white" : "text-brand-900",
              )}
            >
              {title}
            </h2>
            {intro ? (
              <div className={cn("mt-4 text-lg", tone === "brand" ? "text-brand-100" : "text-slate-700")}>{intro}</div>
            ) : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
