import { Link } from "@tanstack/react-router";
import { ClipboardList, MapPin } from "lucide-react";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import { formatRange } from "#shared/pricing/format";
import { BATHROOM_OPTIONS, BEDROOM_OPTIONS, estimateServiceLabels, type SelectOption } from "#shared/pricing/options";
import { buttonVariants } from "#client/components/ui/button";
import { Card } from "#client/components/ui/card";
import { cn } from "#client/lib/cn";
import { useSiteFacts } from "#client/lib/site-facts";
import { type BookingRequest, isEmptyRequest } from "./booking-request";
import { groupThousands } from "#shared/format/numbers";

interface Row {
  label: string;
  value: string;
}

function optionLabel(options: readonly SelectOption<number>[], value: number): string {
  return options.find((option) => option.value === value)?.label ?? String(value);
}

/** The names of the add-ons and frequencies, as published. */
type Names = Pick<CoreSiteFacts, "addOns" | "frequencies">;

function estimateRows(input: EstimateInput, { addOns, frequencies }: Names): Row[] {
  const rows: Row[] = [
    { label: "Home size", value: `${groupThousands(input.sqft)} sq ft` },
    { label: "Bedrooms", value: optionLabel(BEDROOM_OPTIONS, input.bedrooms) },
    { label: "Bathrooms", value: optionLabel(BATHROOM_OPTIONS, input.bathrooms) },
    { label: "Pets", value: input.pets ? "Yes" : "No" },
  ];
  if (input.addOns.length > 0)
    rows.push({ label: "Add-ons", value: input.addOns.map((key) => addOns[key].name).join(", ") });
  if (input.frequency) rows.push({ label: "Frequency", value: frequencies[input.frequency].name });
  return rows;
}

function summaryRows(request: BookingRequest, facts: Names & Pick<CoreSiteFacts, "services">): Row[] {
  const serviceType = request.estimate?.input.serviceType ?? request.serviceType;
  const service: Row[] = serviceType
    ? [{ label: "Service", value: estimateServiceLabels(facts.services)[serviceType] }]
    : [];
  return [...service, ...(request.estimate ? estimateRows(request.estimate.input, facts) : [])];
}

/** The hero card: the request the visitor arrived with, or a nudge to price it first. */
export function BookingSummary({ request, reference }: { request: BookingRequest; reference: string | undefined }) {
  const rows = summaryRows(request, useSiteFacts());
  return (
    <Card padding="none" className="overflow-hidden">
      <div className="flex items-center gap-3 bg-brand-900 px-6 py-4 text-white">
        {request.city ? (
          <MapPin aria-hidden className="size-5 text-accent-400" />
        ) : (
          <ClipboardList aria-hidden className="size-5 text-accent-400" />
        )}
        <h2 className="text-lg font-bold">{request.city ? `Booking for ${request.city}` : "Your Request"}</h2>
      </div>
      <div className="p-6">
        {request.estimate ? (
          <div className="mb-5">
            <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">Your instant estimate</p>
            <p data-testid="booking-estimate-range" className="mt-1 text-3xl font-extrabold text-brand-900">
              {formatRange(request.estimate.result.lowCents, request.estimate.result.highCents)}
            </p>
            <p className="mt-1 text-sm text-slate-600">Your final price is confirmed at the free walkthrough.</p>
            {reference ? (
              <p className="mt-3 text-sm text-slate-700">
                Estimate reference{" "}
                <strong data-testid="booking-estimate-reference" className="font-mono text-brand-900">
                  {reference}
                </strong>
                : mention it in the form or on the phone and we'll have your details ready.
              </p>
            ) : null}
          </div>
        ) : null}
        {rows.length > 0 ? (
          <dl className="divide-y divide-slate-100 text-sm">
            {rows.map((row) => (
              <div key={row.label} className="flex justify-between gap-4 py-2">
                <dt className="text-slate-600">{row.label}</dt>
                <dd className="text-right font-semibold text-slate-900">{row.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {request.city && rows.length === 0 ? (
          <p className="text-slate-700">
            Good news: {request.city} is in our service area. Send the form below and we'll confirm a time for your
            walkthrough.
          </p>
        ) : null}
        {isEmptyRequest(request) ? (
          <>
            <p className="text-slate-700">
              Want a price before you book? Our instant estimate takes under a minute, and you can come right back here.
            </p>
            <Link to="/pricing" className={cn(buttonVariants({ variant: "outline", size: "sm" }), "mt-4")}>
              Get Instant Estimate
            </Link>
          </>
        ) : null}
      </div>
    </Card>
  );
}
