import { Building2, HandHeart, type LucideIcon, Trophy } from "lucide-react";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { Card } from "#client/components/ui/card";
import { Section } from "#client/components/ui/section";
import { cn } from "#client/lib/cn";

type PartnerType = SiteFacts["community"]["partners"][number]["type"];

const TYPE_STYLES: Record<PartnerType, { icon: LucideIcon; badge: string }> = {
  Member: { icon: Building2, badge: "bg-brand-100 text-brand-900" },
  Partner: { icon: HandHeart, badge: "bg-emerald-100 text-emerald-900" },
  Sponsor: { icon: Trophy, badge: "bg-accent-400 text-brand-900" },
};

export function CommunityPartners({ partners }: { partners: SiteFacts["community"]["partners"] }) {
  return (
    <Section
      id="partners"
      eyebrow="Local partners"
      title="Organizations We Stand Behind"
      intro="We put our time, our mops and our budget behind local groups that make Douglas County a better place to live."
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {partners.map((partner) => {
          const style = TYPE_STYLES[partner.type];
          return (
            <li key={partner.name}>
              <Card className="flex h-full gap-5">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <style.icon aria-hidden className="size-6" />
                </span>
                <div>
                  <span
                    className={cn(
                      "inline-block rounded-full px-3 py-0.5 text-xs font-bold uppercase tracking-wide",
                      style.badge,
                    )}
                  >
                    {partner.type}
                  </span>
                  <h3 className="mt-2 text-xl font-bold text-brand-900">{partner.name}</h3>
                  <p className="mt-2 text-slate-700">{partner.description}</p>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
