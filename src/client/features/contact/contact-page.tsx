import { Phone } from "lucide-react";
import type { Crumb } from "#shared/seo/structured-data";
import { PageHero } from "#client/components/page/page-hero";
import { buttonVariants } from "#client/components/ui/button";
import { Section } from "#client/components/ui/section";
import { AreaCheck } from "#client/components/area-check/area-check";
import { ContactDetails } from "./contact-details";
import { ContactFormPanel } from "./contact-form-panel";
import { EmergencyContact } from "./emergency-contact";
import { ServedCities } from "./served-cities";
import { CityLinkGrid } from "#client/components/page/city-link-grid";
import { StartChatButton } from "#client/components/page/start-chat-button";
import { useSiteFacts } from "#client/lib/site-facts";

export function ContactPage({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { business, policies } = useSiteFacts();
  return (
    <>
      <PageHero
        crumbs={crumbs}
        eyebrow="Contact Us"
        title="Get in Touch"
        intro={
          <p>
            Questions about a clean, a quote or your schedule? Send us a message, call, or chat with us. We respond
            within {policies.responseTimeHours.min}-{policies.responseTimeHours.max} hours during business hours.
          </p>
        }
        actions={
          <>
            <a href={business.phone.href} className={buttonVariants({ size: "lg" })}>
              <Phone aria-hidden className="size-5" /> Call Now
            </a>
            <StartChatButton size="lg">Start Live Chat</StartChatButton>
          </>
        }
        aside={<ContactDetails />}
      />
      <Section className="pt-4 md:pt-6">
        <div className="grid gap-8 lg:grid-cols-[1.7fr_1fr]">
          <ContactFormPanel />
          <div className="space-y-6">
            <EmergencyContact />
            <ServedCities />
          </div>
        </div>
      </Section>
      <Section
        id="service-area"
        tone="tint"
        eyebrow="Service Area"
        title="Where we clean"
        intro="Family homes across Douglas County and the South Denver metro. Check your address, or pick your city to see local details."
      >
        <AreaCheck className="mb-10" />
        <h3 className="mb-4 text-xl font-bold text-brand-900">Our communities</h3>
        <CityLinkGrid />
      </Section>
    </>
  );
}
