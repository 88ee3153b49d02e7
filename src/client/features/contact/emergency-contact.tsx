import { PhoneCall, Siren } from "lucide-react";
import { buttonVariants } from "#client/components/ui/button";
import { cn } from "#client/lib/cn";
import { useSiteFacts } from "#client/lib/site-facts";

/** For a problem with a booked clean that can't wait for a reply to a message. */
export function EmergencyContact() {
  const { business } = useSiteFacts();
  return (
    <div className="rounded-2xl border border-red-200 bg-red-50 p-6">
      <div className="flex items-center gap-2">
        <Siren aria-hidden className="size-6 text-red-700" />
        <h2 className="text-xl font-bold text-brand-900">Urgent issue?</h2>
      </div>
      <p className="mt-2 text-slate-700">
        A lockout, a problem on the day of your clean, or something your cleaners need to know right now? Don't wait for
        an email reply: call us at {business.phone.display}.
      </p>
      <a href={business.phone.href} className={cn(buttonVariants({ variant: "danger" }), "mt-4 w-full")}>
        <PhoneCall aria-hidden className="size-5" /> Emergency Contact
      </a>
    </div>
  );
}
