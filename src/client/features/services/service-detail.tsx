import { Link } from "@tanstack/react-router";
import { HeartHandshake } from "lucide-react";
import type { ServicePrice } from "#shared/catalog/services";
import type { ServicePage } from "#shared/content/service-pages";
import { buttonVariants } from "#client/components/ui/button";
import { CheckList } from "#client/components/page/check-list";
import { FactsCard } from "#client/components/landing/facts-card";
import { LandingPage } from "#client/components/landing/landing-page";
import { serviceCrumbs } from "#client/components/landing/landing-head";
import { ProcessSteps } from "#client/components/landing/process-steps";
import { AddOnList, addOnItem } from "./add-on-list";
import { BeforeAfterGallery } from "./before-after-gallery";
import { DetailBlock } from "./detail-block";
import { ServiceHeroArt } from "./service-hero-art";
import { ServicePriceCard } from "./service-price-card";
import { useSiteFacts } from "#client/lib/site-facts";

/** /services/{slug} once the service has loaded: content beside a sticky price card. */
export function ServiceDetail({ service, page }: { service: ServicePrice; page: ServicePage }) {
  const facts = useSiteFacts();
  return (
    <LandingPage
      crumbs={serviceCrumbs(service.name, `/services/${service.key}`)}
      eyebrow={service.name}
      title={page.headline}
      intro={<p>{page.intro}</p>}
      aside={<ServiceHeroArt service={service.key} />}
      faqs={page.faqs}
      faqTitle={`${service.name} FAQs`}
      cta={{
        title: `Ready to book your ${service.name}?`,
        primaryAction: (
          <Link
            to="/booking"
            search={{ serviceType: service.key }}
            className={buttonVariants({ variant: "accent", size: "lg" })}
          >
            Book Now
          </Link>
        ),
      }}
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:py-16 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
        <aside
          aria-label={`${service.name} price and quick facts`}
          className="space-y-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start"
        >
          <ServicePriceCard service={service} />
          <FactsCard title="Quick Facts" facts={page.quickFacts} />
        </aside>
        <div className="min-w-0 space-y-14 lg:col-start-1 lg:row-start-1">
          <DetailBlock id="included" title="What's Included">
            <CheckList items={page.included} columns={2} />
          </DetailBlock>
          <DetailBlock
            id="add-ons"
            title="Popular Add-Ons"
            intro={`Add any of these to your ${service.name} when you book.`}
          >
            <AddOnList items={page.addOnKeys.map((key) => addOnItem(facts, key))} />
          </DetailBlock>
          <DetailBlock id="who-its-for" title="Who It's For">
            <ul className="grid gap-3 sm:grid-cols-2">
              {page.whoItsFor.map((who) => (
                <li key={who} className="flex items-start gap-3 rounded-xl bg-brand-50 px-4 py-3 text-brand-900">
                  <HeartHandshake aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  {who}
                </li>
              ))}
            </ul>
          </DetailBlock>
          <DetailBlock id="how-it-works" title="How It Works">
            <ProcessSteps steps={page.howItWorks} />
          </DetailBlock>
          <DetailBlock id="gallery" title="Before & After">
            <BeforeAfterGallery captions={page.galleryCaptions} />
          </DetailBlock>
        </div>
      </div>
    </LandingPage>
  );
}
