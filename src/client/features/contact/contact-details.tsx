import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "#client/components/ui/card";
import { useSiteFacts } from "#client/lib/site-facts";

/** "08:00" -> "8:00 AM". */
function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** A dt/dd pair; the icon sits inside the dt, since a dl's groups may hold only dt and dd. */
function DetailRow({ icon: Icon, label, children }: { icon: typeof Phone; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-10 pl-13">
      <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        <span className="absolute left-0 top-0 flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon aria-hidden className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

/** Phone, email, service area and opening hours, with the response-time promise. */
export function ContactDetails() {
  const { business, policies } = useSiteFacts();
  return (
    <Card>
      <h2 className="text-xl font-bold text-brand-900">Contact Information</h2>
      <dl className="mt-5 space-y-5">
        <DetailRow icon={Phone} label="Phone">
          <a href={business.phone.href} className="font-semibold text-brand-700 hover:underline">
            {business.phone.display}
          </a>
        </DetailRow>
        <DetailRow icon={Mail} label="Email">
          <a href={`mailto:${business.email}`} className="break-all font-semibold text-brand-700 hover:underline">
            {business.email}
          </a>
        </DetailRow>
        <DetailRow icon={MapPin} label="Service area">
          {business.addressText}
        </DetailRow>
        <DetailRow icon={Clock} label="Hours">
          <ul>
            {business.hours.map((hours) => (
              <li key={hours.days}>
                {hours.days}: {clockTime(hours.opens)} - {clockTime(hours.closes)}
              </li>
            ))}
            <li>{business.closedDaysLabel}</li>
          </ul>
        </DetailRow>
      </dl>
      <p className="mt-6 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
        We respond within{" "}
        <strong>
          {policies.responseTimeHours.min}-{policies.responseTimeHours.max} hours
        </strong>{" "}
        during business hours.
      </p>
    </Card>
  );
}
