import { linkOptions, type LinkOptions } from "@tanstack/react-router";
import { House, Lightbulb, MapPin, Newspaper, Scale, Sparkles, Star, Tag, type LucideIcon } from "lucide-react";
import { SERVICE_KEYS } from "#shared/catalog/services";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { serviceAreaDetailSlug } from "#shared/slugs/service-area-detail";

export interface SitemapLink {
  label: string;
  link: LinkOptions;
}

export interface SitemapGroup {
  title: string;
  icon: LucideIcon;
  links: readonly SitemapLink[];
}

/** The groups and links of /sitemap, in order, named from the published facts. */
export function sitemapGroups({
  business,
  services,
  areaListings,
}: Pick<CoreSiteFacts, "business" | "services" | "areaListings">): SitemapGroup[] {
  const serviceLinks: SitemapLink[] = SERVICE_KEYS.map((slug) => ({
    label: services[slug].name,
    link: linkOptions({ to: "/services/$slug", params: { slug } }),
  }));

  // The facts may list a city not served (the spec's Littleton): its page says so.
  const areaLinks: SitemapLink[] = areaListings.sitemapCities.map((city) => ({
    label: `${city}, ${business.regionCode}`,
    link: linkOptions({ to: "/service-areas/$slug", params: { slug: serviceAreaDetailSlug(city) } }),
  }));

  return [
    {
      title: "Main",
      icon: House,
      links: [
        { label: "Home", link: linkOptions({ to: "/" }) },
        { label: "About Us", link: linkOptions({ to: "/about" }) },
        { label: "Contact", link: linkOptions({ to: "/contact" }) },
        { label: "FAQ", link: linkOptions({ to: "/faq" }) },
      ],
    },
    {
      title: "Services",
      icon: Sparkles,
      links: [
        { label: "All Services", link: linkOptions({ to: "/services" }) },
        { label: "Residential Cleaning", link: linkOptions({ to: "/services/residential-cleaning" }) },
        ...serviceLinks,
      ],
    },
    {
      title: "Pricing & Booking",
      icon: Tag,
      links: [
        { label: "Pricing", link: linkOptions({ to: "/pricing" }) },
        { label: "Book a Cleaning", link: linkOptions({ to: "/booking" }) },
      ],
    },
    {
      title: "Service Areas",
      icon: MapPin,
      links: [{ label: "All Service Areas", link: linkOptions({ to: "/service-areas" }) }, ...areaLinks],
    },
    {
      title: "Resources",
      icon: Lightbulb,
      links: [
        { label: "Resources Hub", link: linkOptions({ to: "/resources" }) },
        { label: "Estimate Calculator", link: linkOptions({ to: "/resources/estimate-calculator" }) },
        { label: "Walkthrough Checklist", link: linkOptions({ to: "/resources/walkthrough-checklist" }) },
        { label: "Frequency Planner", link: linkOptions({ to: "/resources/frequency-planner" }) },
        { label: "Deep Clean vs Standard", link: linkOptions({ to: "/resources/deep-clean-vs-standard" }) },
      ],
    },
    { title: "Reviews", icon: Star, links: [{ label: "Customer Reviews", link: linkOptions({ to: "/reviews" }) }] },
    {
      title: "Blog",
      icon: Newspaper,
      links: [{ label: "Cleaning Tips & Insights", link: linkOptions({ to: "/blog" }) }],
    },
    {
      title: "Legal",
      icon: Scale,
      links: [
        { label: "Privacy Policy", link: linkOptions({ to: "/legal/privacy" }) },
        { label: "Terms of Service", link: linkOptions({ to: "/legal/terms" }) },
      ],
    },
  ];
}
