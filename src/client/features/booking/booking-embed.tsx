import { type ReactNode, useRef } from "react";
import { Card } from "#client/components/ui/card";
import { cn } from "#client/lib/cn";
import { useSiteFacts } from "#client/lib/site-facts";
import { useBookingEmbed } from "./use-booking-embed";

/**
 * The provider's work-request form, with a loading state; `fallback` (the site's own booking flow)
 * replaces it when it cannot load. The estimate's reference goes on the container (data-reference).
 */
export function BookingEmbed({ reference, fallback }: { reference: string | undefined; fallback: ReactNode }) {
  const container = useRef<HTMLDivElement>(null);
  const status = useBookingEmbed(container, useSiteFacts().business.booking.embed);

  if (status === "failed") return fallback;
  return (
    <Card padding="roomy">
      <h2 className="text-2xl font-bold text-brand-900">Request Your Free Walkthrough</h2>
      <p className="mt-2 text-slate-700">
        Share a few details about your home and the times that suit you. We'll confirm your walkthrough by phone or
        email.
      </p>
      <div
        ref={container}
        data-testid="booking-embed"
        data-source="website"
        data-reference={reference}
        aria-busy={status === "loading"}
        className="mt-6"
      />
      {status === "loading" ? <EmbedLoading /> : null}
    </Card>
  );
}

function EmbedLoading() {
  return (
    <div role="status" aria-label="Loading the booking form" className="mt-6 grid gap-4">
      {["w-1/3", "w-full", "w-1/3", "w-full", "w-2/3"].map((width, index) => (
        <div key={index} className={cn("h-10 animate-pulse rounded-lg bg-slate-200", width)} />
      ))}
    </div>
  );
}
