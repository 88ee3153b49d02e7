import { Link } from "@tanstack/react-router";
import { AlertCircle, ArrowRight, CheckCircle2, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import type { ServiceAreaLookup } from "#shared/areas/lookup";
import { buttonVariants } from "../ui/button";
import { cn } from "#client/lib/cn";
import { useSiteFacts } from "#client/lib/site-facts";

const TONES = {
  yes: { box: "border-emerald-200 bg-emerald-50", icon: CheckCircle2, iconClass: "text-emerald-700" },
  maybe: { box: "border-accent-400 bg-amber-50", icon: MapPin, iconClass: "text-amber-700" },
  no: { box: "border-slate-200 bg-slate-50", icon: AlertCircle, iconClass: "text-slate-600" },
} as const;

function AnswerBox({ tone, headline, children }: { tone: keyof typeof TONES; headline: string; children?: ReactNode }) {
  const { box, icon: Icon, iconClass } = TONES[tone];
  return (
    <div className={cn("flex gap-3 rounded-xl border p-4", box)}>
      <Icon aria-hidden className={cn("mt-0.5 size-6 shrink-0", iconClass)} />
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{headline}</p>
        {children ? <div className="mt-3 flex flex-wrap gap-2">{children}</div> : null}
      </div>
    </div>
  );
}

function CallLink() {
  const { phone } = useSiteFacts().business;
  return (
    <a href={phone.href} className={buttonVariants({ variant: "outline", size: "sm" })}>
      <Phone aria-hidden className="size-4" /> Call {phone.display}
    </a>
  );
}

function ContactLink() {
  return (
    <Link to="/contact" className={buttonVariants({ variant: "ghost", size: "sm" })}>
      Contact us <ArrowRight aria-hidden className="size-4" />
    </Link>
  );
}

/** The answer to a "Do we serve you?" lookup. */
export function AreaCheckAnswer({ answer }: { answer: ServiceAreaLookup }) {
  switch (answer.status) {
    case "served":
      return (
        <AnswerBox tone="yes" headline={`Yes! We serve ${answer.area.city}`}>
          <Link to="/$slug" params={{ slug: answer.area.slug }} className={buttonVariants({ size: "sm" })}>
            {answer.area.city} cleaning details <ArrowRight aria-hidden className="size-4" />
          </Link>
        </AnswerBox>
      );
    case "nearby":
      return (
        <AnswerBox tone="maybe" headline={`${answer.place.name} is at the edge of our area — we'll confirm`}>
          <CallLink />
          <ContactLink />
        </AnswerBox>
      );
    case "not-served":
      return (
        <AnswerBox tone="no" headline="We don't serve that area yet — contact us">
          <ContactLink />
        </AnswerBox>
      );
    case "invalid":
      return <AnswerBox tone="no" headline={answer.message} />;
  }
}
