import { PackageOpen, Truck } from "lucide-react";
import type { LandingSection } from "#shared/content/landing-pages/landing-layout";
import { CheckList } from "#client/components/page/check-list";
import { CityLinkGrid } from "#client/components/page/city-link-grid";
import { ListCard } from "#client/components/ui/list-card";
import { Section } from "#client/components/ui/section";
import { BenefitGrid } from "./benefit-grid";
import { LandingActionLink } from "./landing-action-link";
import { PlanCard } from "./plan-card";
import { PriceSummaryCard } from "./price-summary-card";
import { ProcessSteps } from "#client/components/landing/process-steps";
import { RoomChecklists } from "./room-checklists";
import { TalkToUsCard } from "./talk-to-us-card";

const LIST_ICONS = { truck: Truck, "package-open": PackageOpen } as const;

/** One band of a landing page, by its kind. */
export function LandingSectionBand({ section }: { section: LandingSection }) {
  return (
    <Section id={section.id} tone={section.tint ? "tint" : "white"} eyebrow={section.eyebrow} title={section.title}>
      <SectionBody section={section} />
    </Section>
  );
}

function SectionBody({ section }: { section: LandingSection }) {
  switch (section.kind) {
    case "room-checklists":
      return <RoomChecklists rooms={section.rooms} />;
    case "hourly-pricing":
      return (
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <PriceSummaryCard
            headingLevel="h3"
            title={section.cardTitle}
            price={section.price}
            summary={section.summary}
            details={section.details}
            actions={section.actions.map((action, index) => (
              <LandingActionLink key={index} action={action} variant={index === 0 ? "primary" : "ghost"} />
            ))}
          />
          <TalkToUsCard />
        </div>
      );
    case "cities":
      return <CityLinkGrid cities={section.cities} />;
    case "plans":
      return (
        <div className={section.columns === 3 ? "grid gap-8 lg:grid-cols-3" : "grid gap-8 md:grid-cols-2"}>
          {section.plans.map((plan) => (
            <PlanCard
              key={plan.key}
              title={plan.title}
              price={plan.price}
              priceNote={plan.priceNote}
              description={plan.description}
              features={plan.features}
              mostPopular={plan.mostPopular}
              actions={plan.actions.map((action, index) => (
                <LandingActionLink key={index} action={action} variant={index === 0 ? "primary" : "ghost"} />
              ))}
            />
          ))}
        </div>
      );
    case "process":
      return <ProcessSteps steps={section.steps} />;
    case "list-cards":
      return (
        <div className="grid gap-6 md:grid-cols-2">
          {section.cards.map((card) => (
            <ListCard key={card.title} title={card.title} icon={LIST_ICONS[card.icon]} items={card.items} />
          ))}
        </div>
      );
    case "checklist":
      return <CheckList items={section.items} columns={2} className="max-w-4xl" />;
    case "benefits":
      return <BenefitGrid benefits={section.benefits} />;
  }
}
